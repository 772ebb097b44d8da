// @vitest-environment jsdom
// 'Por revisar' as a recruiter uses it: the queue oldest first, 'Rechazar' with a reason from the
// list (required), 'Aprobar' asking for dates where the document expires, the list read again
// after a decision, and a failed decision keeping what was chosen.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeModalDialogs } from '@/components/dialog/test-support.ts';
import { ApiError } from '@/lib/http/index.ts';
import type { DecisionAnswer, QueueItem } from '@/lib/contract/review.ts';

const item = (id: number, extra: Partial<QueueItem>): QueueItem => ({
  id_file: id,
  version: 1,
  id_profile_user: 10,
  type_file: 'General',
  purpose_name: 'cedula_frontal',
  document_name: 'Cédula de identidad (frontal)',
  file_status: 'PENDING',
  status_label: 'En revisión',
  standing: 'in_review',
  is_uploaded: true,
  awaiting_review: true,
  expires: false,
  type_name: 'pdf',
  date_upload: '2026-11-20T15:00:00.000Z',
  issue_date: null,
  expiration_date: null,
  rejection_reason: null,
  rejection_code: null,
  file_url: null,
  id_user: 7,
  worker_name: 'Camila Rojas',
  rut: '12.345.678-5',
  email: 'camila@demo.cl',
  id_profile: 1,
  profile_name: 'Conductor',
  ...extra,
});

const FIRST = item(1, {});
const LICENCE = item(2, {
  purpose_name: 'licencia_conducir',
  document_name: 'Licencia de conducir',
  expires: true,
  worker_name: 'Diego Soto',
  date_upload: '2026-11-21T15:00:00.000Z',
});

const api = vi.hoisted(() => ({
  fetchQueuePage: vi.fn(),
  approveDocument: vi.fn(),
  rejectDocument: vi.fn(),
  approveMany: vi.fn(),
  downloadReviewFile: vi.fn(),
}));
vi.mock('./review-api.ts', () => api);
// The viewer's page rendering (pdf.js) is not what these tests read: a document stays loading.
vi.mock('@/components/viewer/page-source.ts', () => ({ openPageSource: () => new Promise(() => undefined) }));
const { ReviewView } = await import('./ReviewView.tsx');
const { nextToReview } = await import('./review-store.ts');

const answer = (doc: QueueItem, message: string): DecisionAnswer => ({
  message,
  data: { document: { ...doc, history: [], can_review: true }, next: null, count: 1 },
});

beforeAll(fakeModalDialogs);
afterEach(() => cleanup());

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchQueuePage.mockResolvedValue({ data: [FIRST, LICENCE], count: 2, next_cursor: null });
});

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('Por revisar', () => {
  it('lists the documents awaiting review, oldest first, with worker, RUT, profile, document and date', async () => {
    render(<ReviewView />);
    expect(await screen.findByText('2 documentos por revisar')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toContain('Camila Rojas');
    expect(rows[0]?.textContent).toContain('12.345.678-5');
    expect(rows[0]?.textContent).toContain('Conductor');
    expect(rows[0]?.textContent).toContain('Cédula de identidad (frontal)');
    expect(within(rows[1]!).getByRole('rowheader').textContent).toContain('Diego Soto');
  });

  it("reads the list again when 'Por revisar' is opened while it is shown, keeping the list on screen", async () => {
    const { businessRouter, sectionPaths } = await import('@/features/business-dashboard/routing/router.ts');
    render(<ReviewView />);
    expect(await screen.findByText('2 documentos por revisar')).toBeTruthy();
    expect(api.fetchQueuePage).toHaveBeenCalledTimes(1);
    api.fetchQueuePage.mockResolvedValue({ data: [FIRST, LICENCE, item(3, {})], count: 3, next_cursor: null });
    act(() => businessRouter.open(sectionPaths.review));
    expect(screen.getByText('2 documentos por revisar')).toBeTruthy();
    expect(await screen.findByText('3 documentos por revisar')).toBeTruthy();
    expect(api.fetchQueuePage).toHaveBeenCalledTimes(2);
  });

  it('rejects only with a reason from the list, then reads the list again', async () => {
    const user = userEvent.setup();
    api.rejectDocument.mockResolvedValue(answer(FIRST, 'Documento rechazado'));
    render(<ReviewView />);
    await user.click(within(await rowOf('Camila Rojas')).getByRole('button', { name: /^Rechazar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar documento' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Elige el motivo del rechazo')).toBeTruthy();
    expect(api.rejectDocument).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByLabelText('Motivo'), 'Imagen ilegible');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(api.rejectDocument).toHaveBeenCalledWith(FIRST, { reason: 'imagen_ilegible', detail: '' });
    await vi.waitFor(() => expect(api.fetchQueuePage).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for issue and expiry dates to approve a document that expires', async () => {
    const user = userEvent.setup();
    render(<ReviewView />);
    await user.click(within(await rowOf('Diego Soto')).getByRole('button', { name: /^Aprobar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Aprobar documento' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await within(dialog).findByText('Ingresa la fecha de emisión')).toBeTruthy();
    expect(within(dialog).getByText('Ingresa la fecha de vencimiento')).toBeTruthy();
    expect(api.approveDocument).not.toHaveBeenCalled();
  });

  it('keeps the reason chosen and says why when the decision fails', async () => {
    const user = userEvent.setup();
    api.rejectDocument.mockRejectedValue(new ApiError('http', 409, ['Este documento ya no está en revisión.']));
    render(<ReviewView />);
    await user.click(within(await rowOf('Camila Rojas')).getByRole('button', { name: /^Rechazar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar documento' });
    await user.selectOptions(within(dialog).getByLabelText('Motivo'), 'Falta una cara del documento');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'No pudimos rechazar el documento. Este documento ya no está en revisión.',
    );
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Motivo').value).toBe('falta_una_cara');
  });

  it('approves the selected documents after a confirmation; a type that expires is approved one by one', async () => {
    const user = userEvent.setup();
    api.approveMany.mockResolvedValue({
      message: '1 documento aprobado',
      data: { results: [], approved: 1, failed: 0, next: null, count: 1 },
    });
    render(<ReviewView />);
    expect(within(await rowOf('Diego Soto')).queryByRole('checkbox')).toBeNull();
    const bulk = screen.getByRole('button', { name: 'Aprobar seleccionados (0)' });
    expect((bulk as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(await rowOf('Camila Rojas')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Aprobar seleccionados (1)' }));
    const dialog = screen.getByRole('dialog', { name: '¿Aprobar los documentos seleccionados?' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar seleccionados' }));
    expect(api.approveMany).toHaveBeenCalledWith([FIRST]);
    await vi.waitFor(() => expect(api.fetchQueuePage).toHaveBeenCalledTimes(2));
  });

  it("says 'Aprobando…' while the selected documents are approved, and keeps a failure in the dialog", async () => {
    const user = userEvent.setup();
    let fail: (error: unknown) => void = () => undefined;
    api.approveMany.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    render(<ReviewView />);
    await user.click(within(await rowOf('Camila Rojas')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Aprobar seleccionados (1)' }));
    const dialog = screen.getByRole('dialog', { name: '¿Aprobar los documentos seleccionados?' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar seleccionados' }));
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Aprobando…' }).disabled).toBe(true);
    fail(new ApiError('http', 500, ['Fallo del servidor']));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'No pudimos aprobar los documentos. Fallo del servidor',
    );
    expect(within(dialog).getByRole('button', { name: 'Aprobar seleccionados' })).toHaveProperty('disabled', false);
  });

  it('decides beside the document in the viewer, dates included, and then opens the next document', async () => {
    const user = userEvent.setup();
    api.rejectDocument.mockResolvedValue(answer(FIRST, 'Documento rechazado'));
    api.downloadReviewFile.mockResolvedValue(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    render(<ReviewView />);
    await user.click(within(await rowOf('Camila Rojas')).getByRole('button', { name: /^Ver/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Visor de documentos' });
    // R moves to the rejection inside the viewer, on its first field.
    await user.keyboard('r');
    const reason = within(viewer).getByLabelText('Motivo');
    await vi.waitFor(() => expect(document.activeElement).toBe(reason));
    await user.selectOptions(reason, 'Imagen ilegible');
    await user.click(within(viewer).getByRole('button', { name: /^Rechazar\s?Cédula/ }));
    expect(api.rejectDocument).toHaveBeenCalledWith(FIRST, { reason: 'imagen_ilegible', detail: '' });
    // The next document opens in the same viewer, its title focused and the decision announced.
    const title = await within(viewer).findByRole('heading', { name: 'Licencia de conducir' });
    await vi.waitFor(() => expect(document.activeElement).toBe(title));
    expect(
      within(viewer).getByText(/^Documento rechazado: Cédula de identidad \(frontal\) de Camila Rojas\. Ahora/),
    ).toBeTruthy();
    // Its dates are asked beside it, judged by the shared rule; a failure keeps what was typed.
    api.approveDocument.mockRejectedValueOnce(new ApiError('http', 409, ['Este documento ya no está en revisión.']));
    await user.click(within(viewer).getByRole('button', { name: /^Aprobar\s?Licencia/ }));
    expect(await within(viewer).findByText('Ingresa la fecha de emisión')).toBeTruthy();
    expect(api.approveDocument).not.toHaveBeenCalled();
    await user.type(within(viewer).getByLabelText('Fecha de emisión'), '2024-01-10');
    await user.type(within(viewer).getByLabelText('Fecha de vencimiento'), '2030-01-10');
    await user.click(within(viewer).getByRole('button', { name: /^Aprobar\s?Licencia/ }));
    expect((await within(viewer).findByRole('alert')).textContent).toBe(
      'No pudimos aprobar el documento. Este documento ya no está en revisión.',
    );
    expect(within(viewer).getByLabelText<HTMLInputElement>('Fecha de emisión').value).toBe('2024-01-10');
    api.approveDocument.mockResolvedValue(answer(LICENCE, 'Documento aprobado'));
    await user.click(within(viewer).getByRole('button', { name: /^Aprobar\s?Licencia/ }));
    expect(api.approveDocument).toHaveBeenLastCalledWith(LICENCE, {
      issue_date: '2024-01-10',
      expiration_date: '2030-01-10',
    });
    // None left: the viewer closes and the view's title takes the focus.
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Visor de documentos' })).toBeNull());
    // jsdom's dialog only loses `open`: the browser's 'close' event is sent by hand.
    act(() => {
      viewer.dispatchEvent(new Event('close'));
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Por revisar' }));
  });
});

describe('the document after a decision', () => {
  it('is the next one that can be seen, the one before at the end, none after the last', () => {
    const third = item(3, { is_uploaded: false });
    expect(nextToReview([FIRST, LICENCE], FIRST)).toBe(LICENCE);
    expect(nextToReview([FIRST, LICENCE, third], LICENCE)).toBe(FIRST);
    expect(nextToReview([FIRST], FIRST)).toBeNull();
  });
});

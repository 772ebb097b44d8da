// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeModalDialogs } from '@/components/dialog/test-support.ts';
import type { BusinessPrivacyRequest } from '@/lib/contract/privacy.ts';
import { DELETION_REQUEST_SAMPLE } from '@/lib/contract/privacy.sample.ts';
import { ApiError } from '@/lib/http/index.ts';

const api = vi.hoisted(() => ({
  fetchPrivacyRequests: vi.fn<() => Promise<readonly BusinessPrivacyRequest[]>>(),
  answerPrivacyRequest: vi.fn(),
}));
vi.mock('./privacy-requests-api.ts', () => api);

const { default: PrivacyRequestsView } = await import('./PrivacyRequestsView.tsx');

const LAZY = { timeout: 5000 };

const DELETION: BusinessPrivacyRequest = {
  ...DELETION_REQUEST_SAMPLE,
  id_request: 3,
  reason: 'Ya no trabajo aquí.',
  received_at: '2026-11-20T12:00:00.000Z',
  due_date: '2026-12-20',
  worker: { id_user: 9, name: 'Camila Rojas', rut: '11.111.111-1', email: 'camila@correo.cl', anonymised: false },
  events: [
    { at: '2026-11-20T12:00:00.000Z', actor: 'trabajador', action: 'recibida', action_label: 'Recibida', detail: null },
  ],
};

const DONE: BusinessPrivacyRequest = {
  ...DELETION,
  state: 'completada',
  state_label: 'Completada',
  answer: 'Datos eliminados.',
  answered_at: '2026-11-27T12:00:00.000Z',
  kept: [{ kind: 'contrato_firmado', label: 'Contratos firmados', count: 1, reason: 'Los exige la ley laboral.' }],
  worker: { id_user: 9, name: null, rut: null, email: null, anonymised: true },
};

beforeEach(() => {
  fakeModalDialogs();
  vi.clearAllMocks();
});

describe('Solicitudes de privacidad', () => {
  it('lists each request with its deadline and state', async () => {
    api.fetchPrivacyRequests.mockResolvedValue([DELETION]);
    render(<PrivacyRequestsView />);
    const card = await screen.findByRole('listitem', { name: 'Eliminación de datos · N° 3' });
    expect(within(card).getByText('Pendiente')).toBeTruthy();
    expect(within(card).getByText(/Plazo: hasta el 20 de diciembre de 2026/)).toBeTruthy();
    expect(within(card).getByText('Camila Rojas')).toBeTruthy();
  });

  it('says when there are none, and when the list failed', async () => {
    api.fetchPrivacyRequests.mockResolvedValueOnce([]);
    const { unmount } = render(<PrivacyRequestsView />);
    expect(await screen.findByText('No hay solicitudes de privacidad.')).toBeTruthy();
    unmount();
    api.fetchPrivacyRequests.mockRejectedValueOnce(new Error('caída'));
    render(<PrivacyRequestsView />);
    expect((await screen.findByRole('alert')).textContent).toContain('No pudimos cargar las solicitudes.');
  });

  it('completes a deletion with an answer and lists what the company keeps', async () => {
    api.fetchPrivacyRequests.mockResolvedValueOnce([DELETION]).mockResolvedValue([DONE]);
    api.answerPrivacyRequest.mockResolvedValue({ message: 'Datos eliminados', data: DONE });
    const user = userEvent.setup();
    render(<PrivacyRequestsView />);
    await user.click(await screen.findByRole('button', { name: 'Completar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Completar la solicitud N° 3' }, LAZY);
    expect(within(dialog).getByText(/se anonimizan sus datos personales/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Completar' }));
    expect(await within(dialog).findByText('Escribe la respuesta para la persona')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Respuesta para la persona'), 'Datos eliminados.');
    await user.click(within(dialog).getByRole('button', { name: 'Completar' }));
    await waitFor(() => expect(api.answerPrivacyRequest).toHaveBeenCalledWith(3, 'complete', 'Datos eliminados.'));
    expect(await within(dialog).findByText('Contratos firmados (1): Los exige la ley laboral.')).toBeTruthy();
    expect(await screen.findByText('Persona anonimizada')).toBeTruthy();
  });

  it('says which answer failed and keeps the reason typed', async () => {
    api.fetchPrivacyRequests.mockResolvedValue([DELETION]);
    api.answerPrivacyRequest.mockRejectedValue(new ApiError('http', 409, ['Esta solicitud ya fue respondida.']));
    const user = userEvent.setup();
    render(<PrivacyRequestsView />);
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la solicitud N° 3' }, LAZY);
    await user.type(within(dialog).getByLabelText('Motivo del rechazo'), 'La ley nos obliga a conservarlos.');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'No pudimos rechazar la solicitud. Esta solicitud ya fue respondida.',
    );
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Motivo del rechazo').value).toBe(
      'La ley nos obliga a conservarlos.',
    );
  });
});

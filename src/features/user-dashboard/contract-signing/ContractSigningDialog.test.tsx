// @vitest-environment jsdom
// 'Revisar y firmar': the pending contract's facts, each rule's Spanish message before anything is
// sent, the code asked for and the contract signed, a refused code said while keeping what was
// typed and ticked, and a rejection with its reason.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeModalDialogs } from '@/components/dialog/test-support.ts';
import type { ContractSigning } from '@/lib/contract/signing.ts';
import { ApiError } from '@/lib/http/api-error.ts';

const api = vi.hoisted(() => ({
  fetchSigning: vi.fn(),
  fetchReviewFile: vi.fn(),
  sendSigningCode: vi.fn(),
  signContract: vi.fn(),
  rejectContract: vi.fn(),
}));
vi.mock('./contract-signing-api.ts', () => api);
// The reading view opens a two-page contract; its pages' drawing (pdf.js) is not what is read here.
vi.mock('@/components/viewer/page-source.ts', () => ({
  openPageSource: () => Promise.resolve({ pageCount: 2, destroy: () => undefined }),
}));
vi.mock('@/components/viewer/PageView.tsx', () => ({ PageView: () => null }));
const { default: ContractSigningDialog } = await import('./ContractSigningDialog.tsx');

const PENDING: ContractSigning = {
  id_history: 41,
  original_document_id: 7,
  empresa: 'Transportes Andes SpA',
  document: 'contrato.pdf',
  document_name: 'Contrato de trabajo',
  status: 'PENDING',
  date_send: '2026-11-20T12:00:00.000Z',
  date_signature: null,
  date_rejected: null,
  rejection_reason: null,
  review_url: '/api/users/contracts/signing/41/file',
  url_file: null,
  pages: 2,
  consent_text: 'Acepto firmar electrónicamente este contrato y recibir una copia en mi correo.',
  channels: ['email', 'chat'],
  code: null,
  verification_code: null,
  verification_url: null,
};
const CODE_STATE = {
  channels: ['email'],
  destinations: ['t***@demo.cl'],
  sent_at: '2026-11-27T10:00:00.000Z',
  expires_at: '2026-11-27T10:10:00.000Z',
  resend_at: '2026-11-27T10:01:00.000Z',
  attempts_left: 5,
};

beforeAll(fakeModalDialogs);
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchSigning.mockResolvedValue(PENDING);
});

async function open() {
  const onDone = vi.fn();
  const user = userEvent.setup();
  render(<ContractSigningDialog idHistory={41} onClose={vi.fn()} onDone={onDone} />);
  const dialog = await screen.findByRole('dialog', { name: 'Revisar y firmar contrato' });
  await within(dialog).findByText('Transportes Andes SpA');
  return { user, onDone, dialog };
}

describe('the contract signing dialog', () => {
  it('shows the contract and says what is missing before signing, sending nothing', async () => {
    const { user } = await open();
    expect(screen.getByText('Contrato de trabajo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    expect(screen.getByText('Debes revisar el contrato completo antes de firmarlo.')).toBeTruthy();
    expect(screen.getByText('Debes aceptar la firma electrónica para continuar.')).toBeTruthy();
    expect(screen.getByLabelText('Leí el contrato completo').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Leí el contrato completo'));
    expect(api.signContract).not.toHaveBeenCalled();
  });

  it("ticks 'Leí el contrato completo' once the reading view reaches the last page", async () => {
    api.fetchReviewFile.mockResolvedValue(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const { user } = await open();
    const read = screen.getByLabelText<HTMLInputElement>('Leí el contrato completo');
    await user.click(screen.getByRole('button', { name: 'Leer contrato' }));
    const viewer = await screen.findByRole('dialog', { name: 'Lectura del contrato' });
    expect(await within(viewer).findByText('Página 1 de 2')).toBeTruthy();
    expect(read.checked).toBe(false);
    await user.click(within(viewer).getByRole('button', { name: 'Siguiente' }));
    expect(await within(viewer).findByText('Página 2 de 2')).toBeTruthy();
    expect(read.checked).toBe(true);
  });

  it('never says the contract is unread while its box is ticked, by hand or by the last page', async () => {
    api.fetchReviewFile.mockResolvedValue(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const { user } = await open();
    const READ_MESSAGE = 'Debes revisar el contrato completo antes de firmarlo.';
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    expect(screen.getByText(READ_MESSAGE)).toBeTruthy();
    // Ticked by hand: the message goes at once, before any new try.
    await user.click(screen.getByLabelText('Leí el contrato completo'));
    expect(screen.queryByText(READ_MESSAGE)).toBeNull();
    expect(screen.getByLabelText('Leí el contrato completo').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByLabelText('Leí el contrato completo'));
    expect(screen.getByText(READ_MESSAGE)).toBeTruthy();
    // Ticked by reaching the last page: the same.
    await user.click(screen.getByRole('button', { name: 'Leer contrato' }));
    const viewer = await screen.findByRole('dialog', { name: 'Lectura del contrato' });
    await within(viewer).findByText('Página 1 de 2');
    await user.click(within(viewer).getByRole('button', { name: 'Siguiente' }));
    await within(viewer).findByText('Página 2 de 2');
    expect(screen.getByLabelText<HTMLInputElement>('Leí el contrato completo').checked).toBe(true);
    expect(screen.queryByText(READ_MESSAGE)).toBeNull();
  });

  it('sends the code, then signs with the code, the reading and the consent', async () => {
    api.sendSigningCode.mockResolvedValue({ state: CODE_STATE, message: 'Enviamos un código a t***@demo.cl.' });
    api.signContract.mockResolvedValue({ signing: { ...PENDING, status: 'SIGNED' }, message: 'Contrato firmado.' });
    const { user, onDone } = await open();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Enviamos un código a t***@demo.cl.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Código de verificación'));
    await user.type(screen.getByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByLabelText('Leí el contrato completo'));
    await user.click(screen.getByLabelText(PENDING.consent_text));
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    expect(api.signContract).toHaveBeenCalledWith(41, { code: '123456', consent: true, read_all: true });
    expect(onDone).toHaveBeenCalledWith('Contrato firmado.');
  });

  it('says why a code was refused and keeps everything typed and ticked', async () => {
    api.signContract.mockRejectedValue(new ApiError('http', 422, ['El código no es correcto. Te quedan 4 intentos.']));
    const { user, onDone } = await open();
    await user.type(screen.getByLabelText('Código de verificación'), '654321');
    await user.click(screen.getByLabelText('Leí el contrato completo'));
    await user.click(screen.getByLabelText(PENDING.consent_text));
    await user.click(screen.getByRole('button', { name: 'Firmar contrato' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El código no es correcto. Te quedan 4 intentos.');
    expect(screen.getByLabelText<HTMLInputElement>('Código de verificación').value).toBe('654321');
    expect(screen.getByLabelText<HTMLInputElement>(PENDING.consent_text).checked).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('rejects with a reason, which has its own rule', async () => {
    api.rejectContract.mockResolvedValue({
      signing: { ...PENDING, status: 'REJECTED' },
      message: 'Contrato rechazado.',
    });
    const { user, onDone } = await open();
    await user.click(screen.getByRole('button', { name: 'Rechazar contrato' }));
    await user.click(screen.getByRole('button', { name: 'Rechazar contrato' }));
    expect(screen.getByText('Indica el motivo del rechazo.')).toBeTruthy();
    await user.type(screen.getByLabelText('Motivo del rechazo'), 'La remuneración no es la acordada.');
    await user.click(screen.getByRole('button', { name: 'Rechazar contrato' }));
    expect(api.rejectContract).toHaveBeenCalledWith(41, { reason: 'La remuneración no es la acordada.' });
    expect(onDone).toHaveBeenCalledWith('Contrato rechazado.');
  });
});

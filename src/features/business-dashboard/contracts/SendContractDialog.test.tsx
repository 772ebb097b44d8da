// @vitest-environment jsdom
// 'Enviar contrato': the contracts already sent with their state, the upload's and the template's
// rules with their Spanish messages before anything is sent, each way of sending, and a refusal
// said while keeping what was typed.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeModalDialogs } from '@/components/dialog/test-support.ts';
import type { BusinessContract } from '@/lib/contract/signing.ts';
import { ApiError } from '@/lib/http/api-error.ts';

const api = vi.hoisted(() => ({
  listWorkerContracts: vi.fn(),
  sendUploadedContract: vi.fn(),
  sendTemplateContract: vi.fn(),
}));
vi.mock('./contracts-api.ts', () => api);
const { default: SendContractDialog } = await import('./SendContractDialog.tsx');

const SIGNED: BusinessContract = {
  id_history: 3,
  original_document_id: 2,
  id_user: 9,
  worker_name: 'Camila Rojas',
  worker_email: 'trabajador@demo.cl',
  document: 'anexo.pdf',
  document_name: 'Anexo de jornada',
  origin: 'upload',
  status: 'SIGNED',
  date_send: '2026-11-01T12:00:00.000Z',
  date_signature: '2026-11-02T12:00:00.000Z',
  date_rejected: null,
  rejection_reason: null,
  verification_code: '7KQF-M2XD-9PRT',
  url_file: '/business/contracts/download-file/3',
};

beforeAll(fakeModalDialogs);
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.listWorkerContracts.mockResolvedValue([SIGNED]);
});

async function open() {
  const user = userEvent.setup();
  render(<SendContractDialog worker={{ id_user: 9, name: 'Camila Rojas' }} onClose={vi.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Enviar contrato a Camila Rojas' });
  await within(dialog).findByText('Anexo de jornada');
  return { user, dialog };
}

describe('sending a contract', () => {
  it('lists what was sent with its state', async () => {
    const { dialog } = await open();
    expect(within(dialog).getByText('Firmado')).toBeTruthy();
    expect(api.listWorkerContracts).toHaveBeenCalledWith(9);
  });

  it('asks for the PDF, then sends the chosen PDF with its title', async () => {
    api.sendUploadedContract.mockResolvedValue({ contract: SIGNED, message: 'Contrato enviado.' });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Enviar contrato' }));
    expect(screen.getByText('Adjunta el contrato en PDF.')).toBeTruthy();
    const input = screen.getByLabelText('Contrato en PDF (máximo 10 MB)');
    await user.upload(input, new File(['%PDF-1.7'], 'contrato.pdf', { type: 'application/pdf' }));
    await user.type(screen.getByLabelText('Nombre del contrato (opcional)'), 'Contrato indefinido');
    await user.click(screen.getByRole('button', { name: 'Enviar contrato' }));
    expect(api.sendUploadedContract).toHaveBeenCalledWith(
      { id_user: 9, document_name: 'Contrato indefinido' },
      expect.any(File),
    );
    expect(await screen.findByText('Contrato enviado.')).toBeTruthy();
  });

  it('checks the template field by field, then keeps it when the API refuses', async () => {
    api.sendTemplateContract.mockRejectedValue(new ApiError('http', 400, ['La fecha de inicio no es válida.']));
    const { user } = await open();
    await user.click(screen.getByLabelText('Usar la plantilla'));
    await user.click(screen.getByRole('button', { name: 'Enviar contrato' }));
    expect(screen.getByText('Ingresa el cargo.')).toBeTruthy();
    expect(screen.getByText('Ingresa la fecha de inicio.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Cargo'));
    await user.type(screen.getByLabelText('Cargo'), 'Conductor');
    await user.type(screen.getByLabelText('Fecha de inicio'), '2099-01-05');
    await user.type(screen.getByLabelText('Jornada'), 'Lunes a viernes');
    await user.type(screen.getByLabelText('Remuneración bruta (CLP)'), '850.000');
    await user.type(screen.getByLabelText('Lugar de trabajo'), 'Bodega Quilicura');
    await user.click(screen.getByRole('button', { name: 'Enviar contrato' }));
    expect(api.sendTemplateContract).toHaveBeenCalledWith(
      expect.objectContaining({ id_user: 9, cargo: 'Conductor', fecha_inicio: '2099-01-05' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No pudimos enviar el contrato. La fecha de inicio no es válida.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Cargo').value).toBe('Conductor');
  });
});

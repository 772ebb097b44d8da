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
  previewTemplateContract: vi.fn(),
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

  it('checks the template field by field, previews it, then keeps it when the API refuses', async () => {
    api.previewTemplateContract.mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    api.sendTemplateContract.mockRejectedValue(new ApiError('http', 400, ['La fecha de inicio no es válida.']));
    const { user } = await open();
    await user.click(screen.getByLabelText('Usar la plantilla'));
    expect(screen.queryByLabelText('Fecha de término')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(screen.getByText('Ingresa la ciudad donde se firma.')).toBeTruthy();
    expect(screen.getByText('Ingresa la nacionalidad del trabajador.')).toBeTruthy();
    expect(screen.getByText('Ingresa el cargo.')).toBeTruthy();
    expect(screen.getByText('Elige la forma de pago.')).toBeTruthy();
    expect(screen.getByText('Ingresa la fecha de inicio.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Ciudad donde se firma'));
    expect(api.previewTemplateContract).not.toHaveBeenCalled();
    for (const [label, value] of [
      ['Ciudad donde se firma', 'Santiago'],
      ['Domicilio de la empresa', 'Av. Américo Vespucio 1501, Quilicura'],
      ['Nacionalidad', 'chilena'],
      ['Fecha de nacimiento', '1994-06-18'],
      ['Domicilio del trabajador', 'Los Aromos 245, Maipú'],
      ['Cargo', 'Conductor'],
      ['Lugar de trabajo', 'Bodega Quilicura'],
      ['Remuneración bruta (CLP)', '850.000'],
      ['Horas semanales', '40'],
      ['Distribución de la jornada', 'Lunes a viernes'],
      ['Fecha de inicio', '2099-01-05'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.selectOptions(screen.getByLabelText('Forma de pago'), 'Transferencia bancaria');
    await user.selectOptions(screen.getByLabelText('Plazo del contrato'), 'A plazo fijo');
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(screen.getByText('Ingresa la fecha de término.')).toBeTruthy();
    await user.type(screen.getByLabelText('Fecha de término'), '2099-06-30');
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    const request: unknown = expect.objectContaining({
      id_user: 9,
      cargo: 'Conductor',
      nacionalidad: 'chilena',
      forma_pago: 'transferencia',
      periodo_pago: 'mensual',
      horas_semanales: 40,
      plazo: 'fijo',
      fecha_termino: '2099-06-30',
    });
    expect(api.previewTemplateContract).toHaveBeenCalledWith(request);
    // The viewer is loaded on first use.
    const viewer = await screen.findByRole('dialog', { name: 'Vista previa del contrato' }, { timeout: 8000 });
    expect(api.sendTemplateContract).not.toHaveBeenCalled();
    await user.click(within(viewer).getByRole('button', { name: 'Enviar contrato' }));
    expect(api.sendTemplateContract).toHaveBeenCalledWith(request);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No pudimos enviar el contrato. La fecha de inicio no es válida.',
    );
    expect(screen.queryByRole('dialog', { name: 'Vista previa del contrato' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Cargo').value).toBe('Conductor');
  });
});

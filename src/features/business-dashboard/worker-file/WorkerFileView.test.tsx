// @vitest-environment jsdom
// 'Ficha del trabajador' as a recruiter reads it: personal data, each profile's documents with
// status, dates and reason, what is missing, and 'Solicitar documentos' (its failure said aloud).
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerFile } from '@/lib/contract/worker-file.ts';
import { ApiError } from '@/lib/http/index.ts';

const summary = {
  state: 'con_rechazos',
  states: ['con_rechazos'],
  required: 2,
  approved: 1,
  missing: 1,
  in_review: 0,
  rejected: 1,
  expiring: 0,
  expired: 0,
} as const;

const FILE: WorkerFile = {
  worker: {
    id_user: 7,
    firstname: 'Camila',
    lastname: 'Rojas',
    worker_name: 'Camila Rojas',
    rut: '12.345.678-5',
    email: 'camila@demo.cl',
    phone: '56987654321',
    address: null,
    img_profile: null,
    name_region: 'Metropolitana de Santiago',
    name_commune: 'Macul',
    registered_at: '2026-07-06T15:00:00.000Z',
  },
  relation: { registered: true, applied: false },
  can_review: true,
  documentation: { ...summary, states: [...summary.states] },
  profiles: [],
  missing: [
    {
      id_file: 3,
      id_profile_user: 10,
      profile_name: 'Conductor',
      document_name: 'Licencia de conducir',
      standing: 'rejected',
      status_label: 'Rechazado',
      rejection_reason: 'Imagen ilegible',
    },
  ],
  registration: null,
  sent: [
    {
      id: 12,
      label: 'Código para firmar el contrato',
      channel: 'chat',
      created_at: '2026-07-08T14:05:00.000Z',
      state: 'failed',
      failure: 'Este número no puede recibir mensajes de WhatsApp.',
      by_email: true,
    },
    {
      id: 11,
      label: 'Enlace para revisar y firmar el contrato',
      channel: 'email',
      created_at: '2026-07-08T14:00:00.000Z',
      state: 'read',
      failure: null,
      by_email: false,
    },
  ],
};

const api = vi.hoisted(() => ({ fetchWorkerFile: vi.fn(), requestDocuments: vi.fn() }));
vi.mock('./worker-file-api.ts', () => api);
const { WorkerFileView } = await import('./WorkerFileView.tsx');

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchWorkerFile.mockResolvedValue(FILE);
});
afterEach(() => cleanup());

describe('Ficha del trabajador', () => {
  it("shows the worker's data, the approved count and what is missing with its reason", async () => {
    render(<WorkerFileView idUser={7} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ficha de Camila Rojas' })).toBeTruthy();
    expect(screen.getByText('Documentos aprobados 1 de 2')).toBeTruthy();
    expect(screen.getByText('12.345.678-5')).toBeTruthy();
    const missing = screen.getByRole('region', { name: 'Lo que falta' });
    expect(within(missing).getByRole('listitem').textContent).toBe(
      'Licencia de conducir (Conductor): Rechazado, Imagen ilegible',
    );
    expect(api.fetchWorkerFile).toHaveBeenCalledWith(7);
  });

  it('shows the delivery state of each code and link sent, a failure with its reason', async () => {
    render(<WorkerFileView idUser={7} />);
    const sent = await screen.findByRole('region', { name: 'Mensajes enviados' });
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Código para firmar el contrato · WhatsApp · 08/07/2026 10:05: Falló (Este número no puede recibir mensajes de WhatsApp.). También enviado por correo',
      'Enlace para revisar y firmar el contrato · Correo · 08/07/2026 10:00: Leído',
    ]);
  });

  it("sends 'Solicitar documentos' and says why when it fails", async () => {
    const user = userEvent.setup();
    api.requestDocuments.mockRejectedValue(
      new ApiError('http', 429, [
        'Ya enviaste 3 solicitudes de documentos a esta persona en las últimas 24 horas. Intenta más tarde.',
      ]),
    );
    render(<WorkerFileView idUser={7} />);
    await user.click(await screen.findByRole('button', { name: 'Solicitar documentos' }));
    expect(api.requestDocuments).toHaveBeenCalledWith(7);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No pudimos enviar la solicitud. Ya enviaste 3 solicitudes de documentos a esta persona en las últimas 24 horas. Intenta más tarde.',
    );
  });
});

// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeModalDialogs } from '@/components/dialog/test-support.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import type { PrivacyRequestBody } from '@/lib/contract/privacy.ts';
import { CONSENTS, DELETION, SUMMARY } from './privacy.sample.ts';

const api = vi.hoisted(() => ({
  fetchSummary: vi.fn(),
  fetchConsents: vi.fn(),
  fetchRequests: vi.fn(),
  sendRequest: vi.fn<(body: PrivacyRequestBody) => Promise<unknown>>(),
  withdrawConsent: vi.fn<(id: number) => Promise<unknown>>(),
  grantOffers: vi.fn(),
  downloadExport: vi.fn(),
}));
vi.mock('./privacy-api.ts', () => api);
const device = vi.hoisted(() => ({ clearDrafts: vi.fn(), clearOfflineData: vi.fn() }));
vi.mock('@/stores/drafts.ts', () => ({ clearDrafts: device.clearDrafts }));
vi.mock('@/lib/pwa/offline-cache.ts', () => ({ clearOfflineData: device.clearOfflineData }));

const { default: PrivacyView } = await import('./PrivacyView.tsx');

/** The request dialog loads on demand: give it time on a busy machine. */
const LAZY = { timeout: 5000 };

beforeEach(() => {
  fakeModalDialogs();
  api.fetchSummary.mockResolvedValue(SUMMARY);
  api.fetchConsents.mockResolvedValue(CONSENTS);
  api.fetchRequests.mockResolvedValue([]);
  device.clearDrafts.mockResolvedValue(undefined);
  device.clearOfflineData.mockResolvedValue(undefined);
});
afterEach(() => vi.clearAllMocks());

describe('the Privacidad page', () => {
  it('shows what is held, who receives it, the consents and links the rights page', async () => {
    render(<PrivacyView />);
    expect(await screen.findByRole('heading', { name: 'Qué datos guardamos (derecho de acceso)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Identidad' })).toBeTruthy();
    expect(screen.getByText(/Transportes Andes/, { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(SUMMARY.retention.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conoce tus derechos sobre tus datos' }).getAttribute('href')).toBe(
      '/tus-derechos',
    );
    expect(screen.getByText('Aún no has hecho solicitudes.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Retirar consentimiento/ })).toHaveLength(1);
  });

  it("says a consent was withdrawn by chat when the worker wrote 'BAJA'", async () => {
    const [offers, processing] = CONSENTS;
    api.fetchConsents.mockResolvedValue([
      {
        ...offers,
        active: false,
        withdrawable: false,
        withdrawn_at: '2026-02-01T15:30:00.000Z',
        withdrawn_via: 'chat',
      },
      processing,
    ]);
    render(<PrivacyView />);
    expect(await screen.findByText("Retirado el 01/02/2026 12:30 por WhatsApp, al escribir 'BAJA'")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retirar consentimiento/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Quiero recibir ofertas de trabajo por correo o WhatsApp' }),
    ).toBeTruthy();
  });

  it("names each right by the law's name beside the plain one, in the law's order", async () => {
    render(<PrivacyView />);
    expect(
      await screen.findByRole('heading', { name: 'Descargar mis datos (derecho a la portabilidad)' }),
    ).toBeTruthy();
    const requests = within(screen.getByRole('heading', { name: 'Tus solicitudes' }).closest('section') as HTMLElement);
    expect(requests.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Solicitar corrección (derecho de rectificación)',
      'Solicitar eliminación (derecho de supresión)',
      'Oponerme al tratamiento (derecho de oposición)',
    ]);
    // The sections' headings and request buttons, read top to bottom: the order of the law.
    const named = [...document.querySelectorAll('h2, .pv-actions button')]
      .map((element) => /\((derecho[^)]*|revocación[^)]*)\)/.exec(element.textContent)?.[1])
      .filter(Boolean);
    expect(named).toEqual([
      'derecho de acceso',
      'derecho de rectificación',
      'derecho de supresión',
      'derecho de oposición',
      'derecho a la portabilidad',
      'derecho de bloqueo',
    ]);
    const blocking = within(
      screen.getByRole('heading', { name: 'Bloqueo temporal (derecho de bloqueo)' }).closest('section') as HTMLElement,
    );
    expect(blocking.getByRole('button', { name: 'Solicitar bloqueo temporal' })).toBeTruthy();
  });

  it('says when loading failed and loads again on request', async () => {
    api.fetchSummary.mockRejectedValueOnce(new ApiError('network', 0, []));
    const user = userEvent.setup();
    render(<PrivacyView />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar tu información de privacidad.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Qué datos guardamos (derecho de acceso)' })).toBeTruthy();
  });

  it('withdraws the job offers at once', async () => {
    api.withdrawConsent.mockResolvedValue({ message: 'Consentimiento retirado', data: CONSENTS[0] });
    const user = userEvent.setup();
    render(<PrivacyView />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Retirar consentimiento: Recibir ofertas de trabajo por correo o WhatsApp',
      }),
    );
    await waitFor(() => expect(api.withdrawConsent).toHaveBeenCalledWith(2));
    expect(await screen.findByText('Consentimiento retirado')).toBeTruthy();
  });

  it('asks for the password before a deletion request, shows its deadline and clears this device', async () => {
    api.sendRequest.mockResolvedValue({ message: 'Recibimos tu solicitud.', data: DELETION });
    const user = userEvent.setup();
    render(<PrivacyView />);
    await user.click(await screen.findByRole('button', { name: 'Solicitar eliminación (derecho de supresión)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar eliminación de mis datos' }, LAZY);
    expect(within(dialog).getByText('Contratos firmados')).toBeTruthy();
    expect(within(dialog).getByText(/dentro de 30 días corridos/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText('Ingresa tu contraseña para confirmar')).toBeTruthy();
    expect(api.sendRequest).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'Demo12345');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText('Solicitud N° 7 recibida.')).toBeTruthy();
    expect(within(dialog).getByText('Plazo de respuesta: hasta el 27 de diciembre de 2026.')).toBeTruthy();
    expect(api.sendRequest).toHaveBeenCalledWith({ kind: 'supresion', reason: '', password: 'Demo12345' });
    expect(device.clearDrafts).toHaveBeenCalledTimes(1);
    expect(device.clearOfflineData).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed and shows the refusal of a wrong password, without clearing the device', async () => {
    api.sendRequest.mockRejectedValue(new ApiError('http', 400, ['La contraseña no es correcta']));
    const user = userEvent.setup();
    render(<PrivacyView />);
    await user.click(await screen.findByRole('button', { name: 'Solicitar eliminación (derecho de supresión)' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    await user.type(within(dialog).getByLabelText('Motivo (opcional)'), 'Ya no trabajo ahí.');
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'otra');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('La contraseña no es correcta');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Motivo (opcional)').value).toBe('Ya no trabajo ahí.');
    expect(device.clearDrafts).not.toHaveBeenCalled();
  });

  it('asks a correction for at least one corrected value', async () => {
    const user = userEvent.setup();
    render(<PrivacyView />);
    await user.click(await screen.findByRole('button', { name: 'Solicitar corrección (derecho de rectificación)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar corrección de datos' }, LAZY);
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'Demo12345');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText('Indica qué dato quieres corregir y su valor correcto')).toBeTruthy();
    expect(api.sendRequest).not.toHaveBeenCalled();
  });

  it('asks a corrected region with its commune, chosen from the communes of that region', async () => {
    const user = userEvent.setup();
    api.sendRequest.mockResolvedValue({ message: 'Recibimos tu solicitud.', data: DELETION });
    render(<PrivacyView />);
    await user.click(await screen.findByRole('button', { name: 'Solicitar corrección (derecho de rectificación)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar corrección de datos' }, LAZY);
    const commune = within(dialog).getByLabelText<HTMLSelectElement>('Comuna');
    expect(commune.disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Región'), 'Metropolitana de Santiago');
    expect(commune.disabled).toBe(false);
    expect(within(commune).queryByRole('option', { name: 'Valparaíso' })).toBeNull();
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'Demo12345');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText('Comuna es requerida')).toBeTruthy();
    expect(api.sendRequest).not.toHaveBeenCalled();

    await user.selectOptions(commune, 'Santiago');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(api.sendRequest).toHaveBeenCalledWith({
        kind: 'rectificacion',
        reason: '',
        password: 'Demo12345',
        corrections: { rut: undefined, email: undefined, phone: undefined, region_id: 13000, commune_id: 2580 },
      }),
    );
  });
});

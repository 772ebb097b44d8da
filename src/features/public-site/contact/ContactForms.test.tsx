// @vitest-environment jsdom
// The /contacto forms as a visitor uses them: each reaches its endpoint, shows the specification's
// alerts, resets on success and keeps what was typed on failure.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { $alerts, clearAlerts } from '@/stores/alerts';
import { clearDrafts } from '@/stores/drafts';

const api = vi.hoisted(() => ({ users: vi.fn(), business: vi.fn() }));
vi.mock('@/lib/http/clients.ts', () => ({
  usersApi: { post: api.users },
  businessApi: { post: api.business },
  dataApi: {},
}));
const { default: ContactForms } = await import('./ContactForms');

const FORMS = [
  { id: 'contacto-general', title: 'Escríbenos', description: 'General' },
  { id: 'consultas-reclamos', title: 'Consultas y reclamos', description: 'Ayuda' },
  { id: 'ventas-empresas', title: 'Ventas para empresas', description: 'Propuesta' },
  { id: 'registro-empresa', title: 'Registra tu empresa y tu flota', description: 'Flota' },
];

beforeEach(async () => {
  // Each test starts on a fresh device: no draft from the one before.
  await clearDrafts();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api.users.mockReset();
  api.business.mockReset();
});
afterEach(() => {
  clearAlerts();
  vi.useRealTimers();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<ContactForms forms={FORMS} />);
  return user;
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const alerts = () => $alerts.get().map((alert) => [alert.type, alert.message]);

async function sendContact(user: ReturnType<typeof userEvent.setup>) {
  const form = section('Escríbenos');
  await user.type(form.getByLabelText('Nombre'), 'Ana');
  await user.type(form.getByLabelText('Correo electrónico'), 'ana@correo.cl');
  await user.type(form.getByLabelText('Asunto'), 'Prensa');
  await user.type(form.getByLabelText('Mensaje'), 'Hola');
  await user.click(form.getByRole('button', { name: 'Enviar mensaje' }));
  return form;
}

async function fillFleet(user: ReturnType<typeof userEvent.setup>) {
  const form = section('Registra tu empresa y tu flota');
  await user.type(form.getByLabelText('Razón social o nombre de fantasía'), 'Transportes Quillota');
  await user.type(form.getByLabelText('RUT de la empresa'), '760864285');
  await user.type(form.getByLabelText('Nombre de contacto'), 'Pedro Soto');
  await user.type(form.getByLabelText('Correo electrónico'), 'pedro@quillota.cl');
  await user.type(form.getByLabelText('Teléfono'), '987654321');
  await user.selectOptions(form.getByLabelText('Tipo de vehículo'), 'Furgón');
  await user.type(form.getByLabelText('Conductores o vehículos requeridos'), '12');
  await user.selectOptions(form.getByLabelText('Región de operación'), 'Metropolitana de Santiago');
  await user.selectOptions(form.getByLabelText('Horario'), 'AM');
  await user.type(form.getByLabelText('Fecha de inicio'), '2025-06-02');
  return form;
}

describe('contact forms', () => {
  it('sends the general contact and shows the server message, then resets', async () => {
    api.users.mockResolvedValue({ message: 'Mensaje enviado correctamente.' });
    const form = await sendContact(setup());
    await waitFor(() => expect(alerts()).toEqual([['success', 'Mensaje enviado correctamente.']]));
    expect(api.users).toHaveBeenCalledWith('/contact/send-email-contact', {
      name: 'Ana',
      email: 'ana@correo.cl',
      subject: 'Prensa',
      message: 'Hola',
    });
    expect(form.getByLabelText<HTMLInputElement>('Nombre').value).toBe('');
    expect(await screen.findByText('Mensaje enviado correctamente.')).toBeTruthy();
  });

  it("prefixes a contact failure with 'Error al enviar el mensaje: ' and keeps the form", async () => {
    api.users.mockRejectedValue(new ApiError('http', 400, ['Asunto: Campo requerido', 'Mensaje: Campo requerido']));
    const form = await sendContact(setup());
    await waitFor(() =>
      expect(alerts()).toEqual([
        ['error', 'Error al enviar el mensaje: Asunto: Campo requerido, Mensaje: Campo requerido'],
      ]),
    );
    expect(form.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Ana');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(alerts()).toEqual([]);
  });

  it('with no answer at all, keeps saying so after the alert and offers «Reintentar», which sends once', async () => {
    api.users.mockRejectedValueOnce(new ApiError('network', 0, []));
    const user = setup();
    const form = await sendContact(user);
    const failure = (
      await form.findByText('No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.')
    ).closest('[role="alert"]');
    expect(failure).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    // The timed alert has gone; the line under the button stays, with the form as typed.
    expect(alerts()).toEqual([]);
    expect(failure?.isConnected).toBe(true);
    expect(form.getByLabelText<HTMLInputElement>('Asunto').value).toBe('Prensa');
    api.users.mockResolvedValueOnce({ message: 'Mensaje enviado correctamente.' });
    await user.dblClick(form.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(alerts()).toEqual([['success', 'Mensaje enviado correctamente.']]));
    expect(api.users).toHaveBeenCalledTimes(2);
    expect(form.queryByText(/No pudimos enviar tu solicitud/)).toBeNull();
    expect(form.getByLabelText<HTMLInputElement>('Asunto').value).toBe('');
  });

  it('a refusal with an answer says only the specification’s alert: no lasting line', async () => {
    api.users.mockRejectedValue(new ApiError('http', 500, ['Servicio no disponible']));
    const form = await sendContact(setup());
    await waitFor(() => expect(alerts()).toEqual([['error', 'Error al enviar el mensaje: Servicio no disponible']]));
    expect(form.queryByText(/No pudimos enviar tu solicitud/)).toBeNull();
    expect(form.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('formats the RUT of an inquiry as it is typed', async () => {
    const user = setup();
    const rut = section('Consultas y reclamos').getByLabelText<HTMLInputElement>('RUT');
    await user.type(rut, '123456785');
    expect(rut.value).toBe('12.345.678-5');
  });

  it("says 'Ocurrio un error al enviar el mensaje.' when the business contact fails", async () => {
    api.business.mockRejectedValue(new ApiError('network', 0, []));
    const user = setup();
    const form = section('Ventas para empresas');
    await user.type(form.getByLabelText('Empresa'), 'Retail Sur');
    await user.type(form.getByLabelText('Nombre de contacto'), 'Marta');
    await user.type(form.getByLabelText('Correo electrónico'), 'marta@retailsur.cl');
    await user.type(form.getByLabelText('Teléfono'), '987654321');
    await user.selectOptions(form.getByLabelText('Rubro'), 'Retail');
    await user.selectOptions(form.getByLabelText('Personas que contratas al año'), '51 a 200');
    await user.type(form.getByLabelText('¿Qué necesitas resolver?'), 'Promotores');
    await user.click(form.getByRole('button', { name: 'Solicitar propuesta' }));
    await waitFor(() => expect(alerts()).toEqual([['error', 'Ocurrio un error al enviar el mensaje.']]));
    expect(api.business.mock.calls[0]?.[1]).toMatchObject({ phone: '56987654321', industry: 'Retail' });
  });

  it('shows one alert per server message for the fleet requirements, for 5 s', async () => {
    api.business.mockRejectedValue(
      new ApiError('http', 400, ['Tipo de vehículo: Campo requerido', 'Horario: Horario es requerido']),
    );
    const user = setup();
    const form = await fillFleet(user);
    await user.click(form.getByRole('button', { name: 'Registrar empresa' }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        ['error', 'Error al enviar el mensaje: Tipo de vehículo: Campo requerido'],
        ['error', 'Error al enviar el mensaje: Horario: Horario es requerido'],
      ]),
    );
    expect(api.business).toHaveBeenCalledWith(
      '/business/register',
      expect.objectContaining({ rut_business: '76.086.428-5', id_vehicle: 1, vehicles_needed: 12, id_region: 13000 }),
    );
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(alerts()).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(alerts()).toEqual([]);
  });

  it('sends the logo as multipart with the data part', async () => {
    api.business.mockResolvedValue({ message: 'Recibimos los datos de tu empresa.' });
    const user = setup();
    const form = await fillFleet(user);
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(form.getByLabelText('Logo de la empresa (opcional)'), logo);
    await user.click(form.getByRole('button', { name: 'Registrar empresa' }));
    await waitFor(() => expect(alerts()).toEqual([['success', 'Recibimos los datos de tu empresa.']]));
    const body = api.business.mock.calls[0]?.[1] as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('logoBusiness') as File).name).toBe('logo.png');
    expect(JSON.parse(body.get('data') as string)).toMatchObject({
      name_business: 'Transportes Quillota',
      phone: '56987654321',
    });
  });
});

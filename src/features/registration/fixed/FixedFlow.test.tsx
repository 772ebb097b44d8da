// @vitest-environment jsdom
// The fixed registration as a person uses it: the three steps, the duplicate checks between
// them, values kept going back and after a reload, the vehicle fields, the outcome.
import { FORM_TYPE_KEY } from '@/features/registration/form-type.ts';
import { cleanStores } from 'nanostores';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error.ts';
import type { RegistrationPayloadInput } from '@/lib/validation/registration.ts';
import { $alerts, clearAlerts } from '@/stores/alerts.ts';
import { DRAFT_KEY } from './draft-store.ts';
import type { Lookups } from './lookups-api.ts';
import { fakeModalDialogs } from '@/components/dialog/test-support.ts';

const api = {
  email: vi.fn<(email: string, rgs: string) => Promise<boolean>>(),
  rut: vi.fn<(rut: string, rgs: string) => Promise<boolean>>(),
  phone: vi.fn<(phone: string, rgs: string) => Promise<boolean>>(),
  register: vi.fn<(payload: RegistrationPayloadInput) => Promise<string>>(),
};
vi.mock('./registration-api.ts', () => ({
  isEmailRegistered: (email: string, rgs: string) => api.email(email, rgs),
  isRutRegistered: (rut: string, rgs: string) => api.rut(rut, rgs),
  isPhoneRegistered: (phone: string, rgs: string) => api.phone(phone, rgs),
  registerWorker: (payload: RegistrationPayloadInput) => api.register(payload),
}));

let lookups: Lookups;
vi.mock('./lookups-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lookups-api.ts')>()),
  takeLookups: () => Promise.resolve(lookups),
  fetchCommunes: (region: number) =>
    Promise.resolve(
      region === 13000
        ? [
            { id_commune: 2580, name_commune: 'Santiago' },
            { id_commune: 2600, name_commune: 'Providencia' },
          ]
        : [],
    ),
}));
const { default: FixedFlow } = await import('./FixedFlow.tsx');

const LINK = { name_business: 'transportes-andes', rgs: 'andes-2025' };
const LOOKUPS: Lookups = {
  business: { name_business: 'transportes-andes', display_name: 'Transportes Andes', task_product: false },
  regions: [
    { id_region: 5000, name_region: 'Valparaíso' },
    { id_region: 13000, name_region: 'Metropolitana de Santiago' },
  ],
  vehicles: [
    { id_vehicle: 1, name_vehicle: 'Furgón' },
    { id_vehicle: 4, name_vehicle: 'Retirado' },
  ],
  schedules: [{ id_schedule: 1, name_schedule: 'AM' }],
  profiles: [
    { id_profile: 1, profile_name: 'Conductor' },
    { id_profile: 7, profile_name: 'Conductor de tareas' },
  ],
};

beforeAll(fakeModalDialogs);

beforeEach(() => {
  // Each test opens the page afresh: no step entry left in history by the one before.
  window.history.replaceState(null, '');
  lookups = LOOKUPS;
  for (const mock of Object.values(api)) mock.mockReset();
  api.email.mockResolvedValue(false);
  api.rut.mockResolvedValue(false);
  api.phone.mockResolvedValue(false);
  api.register.mockResolvedValue('Registro exitoso.');
});

afterEach(() => {
  clearAlerts();
  cleanStores($alerts);
  localStorage.clear();
  sessionStorage.clear();
});

type User = ReturnType<typeof userEvent.setup>;
const DATA_CONSENT = 'Acepto el tratamiento de mis datos personales según la Política de privacidad';
const OFFERS_CONSENT = /^Quiero recibir ofertas de trabajo por correo o WhatsApp/;
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Siguiente' }));
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

async function stepOne(user: User) {
  await screen.findByRole('heading', { name: 'Paso 1 de 3: Cuenta' });
  await user.type(input('Correo electrónico'), 'nueva@correo.cl');
  await user.type(input('Contraseña'), 'Clave12345');
  await next(user);
  await screen.findByRole('heading', { name: 'Paso 2 de 3: Datos personales' });
}

/** The commune list of the region loads, then the person types part of a name and picks it. */
async function pickCommune(user: User, name: string) {
  const commune = screen.getByRole('combobox', { name: 'Comuna' });
  await waitFor(() => expect(commune.hasAttribute('disabled')).toBe(false));
  await user.type(commune, name.slice(0, 4));
  await user.click(await screen.findByRole('option', { name }));
}

async function stepTwo(user: User) {
  await user.type(input('Nombre'), 'Josefa');
  await user.type(input('RUT'), '111111111');
  await user.type(input('Teléfono'), '976543210');
  await user.selectOptions(input('Región'), '13000');
  await pickCommune(user, 'Providencia');
  await user.type(screen.getByRole('combobox', { name: 'Dirección' }), 'Avenida Providencia 2124');
  await next(user);
  await screen.findByRole('heading', { name: 'Paso 3 de 3: Datos laborales' });
}

/** Every step filled in, no vehicle, and 'Registrarse' pressed. */
async function registerWithoutVehicle(user: User) {
  await stepOne(user);
  await stepTwo(user);
  await user.selectOptions(input('Horario'), '1');
  await user.selectOptions(input('Perfil'), '1');
  await user.click(screen.getByLabelText('No'));
  await user.click(screen.getByRole('checkbox', { name: DATA_CONSENT }));
  await user.click(screen.getByRole('button', { name: 'Registrarse' }));
}

describe('fixed registration flow', () => {
  it('shows the progress indicator with the current step', async () => {
    render(<FixedFlow link={LINK} />);
    const progress = await screen.findByRole('list', { name: 'Progreso del registro' });
    const current = within(progress)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Cuenta');
  });

  it('stays on step 1 while the e-mail is registered with the company, or when the check fails', async () => {
    const user = userEvent.setup();
    api.email.mockResolvedValueOnce(true).mockRejectedValueOnce(new ApiError('network', 0, []));
    render(<FixedFlow link={LINK} />);
    await screen.findByRole('heading', { name: 'Paso 1 de 3: Cuenta' });
    await user.type(input('Correo electrónico'), 'trabajador@demo.cl');
    await user.type(input('Contraseña'), 'Clave12345');
    await next(user);
    expect(await screen.findByText('Este correo electrónico ya está registrado con esta empresa')).toBeTruthy();
    expect(api.email).toHaveBeenCalledWith('trabajador@demo.cl', 'andes-2025');
    await next(user);
    expect(await screen.findByText('Ocurrió un error al verificar el email')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paso 1 de 3: Cuenta' })).toBeTruthy();
  });

  it('does not check the e-mail while the password is invalid', async () => {
    const user = userEvent.setup();
    render(<FixedFlow link={LINK} />);
    await screen.findByRole('heading', { name: 'Paso 1 de 3: Cuenta' });
    await user.type(input('Correo electrónico'), 'nueva@correo.cl');
    await user.type(input('Contraseña'), 'corta');
    await next(user);
    expect(screen.getByText('Debe tener al menos 8 caracteres')).toBeTruthy();
    expect(api.email).not.toHaveBeenCalled();
  });

  it('stays on step 2 while the RUT or the phone is registered with the company', async () => {
    const user = userEvent.setup();
    api.rut.mockResolvedValue(true);
    api.phone.mockResolvedValue(true);
    render(<FixedFlow link={LINK} />);
    await stepOne(user);
    await user.type(input('Nombre'), 'Josefa');
    await user.type(input('RUT'), '123456785');
    expect(input('RUT').value).toBe('12.345.678-5');
    await user.type(input('Teléfono'), '987654321');
    await user.selectOptions(input('Región'), '13000');
    await pickCommune(user, 'Santiago');
    await user.type(screen.getByRole('combobox', { name: 'Dirección' }), 'Calle 1');
    await next(user);
    expect(await screen.findByText('Este RUT ya está registrado con esta empresa')).toBeTruthy();
    expect(screen.getByText('Este teléfono ya está registrado con esta empresa')).toBeTruthy();
    expect(api.rut).toHaveBeenCalledWith('12.345.678-5', 'andes-2025');
    expect(api.phone).toHaveBeenCalledWith('56987654321', 'andes-2025');
  });

  it('keeps every value going back and forward', async () => {
    const user = userEvent.setup();
    render(<FixedFlow link={LINK} />);
    await stepOne(user);
    await stepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(input('Nombre').value).toBe('Josefa');
    expect(input('RUT').value).toBe('11.111.111-1');
    expect(input('Comuna').value).toBe('Providencia');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(input('Correo electrónico').value).toBe('nueva@correo.cl');
    expect(input('Contraseña').value).toBe('Clave12345');
  });

  it('keeps the draft across a reload, on the same step', async () => {
    const user = userEvent.setup();
    const first = render(<FixedFlow link={LINK} />);
    await stepOne(user);
    await user.type(input('Nombre'), 'Josefa');
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Josefa'));
    first.unmount();
    render(<FixedFlow link={LINK} />);
    await screen.findByRole('heading', { name: 'Paso 2 de 3: Datos personales' });
    expect(input('Nombre').value).toBe('Josefa');
  });

  it('shows the vehicle fields for Sí, with type 4 disabled, and clears them when switched to No', async () => {
    const user = userEvent.setup();
    render(<FixedFlow link={LINK} />);
    await stepOne(user);
    await stepTwo(user);
    expect(screen.queryByLabelText('Patente')).toBeNull();
    await user.click(screen.getByLabelText('Sí'));
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Retirado' }).disabled).toBe(true);
    await user.selectOptions(input('Tipo de vehículo'), '1');
    await user.type(input('Patente'), 'bb bb 12');
    expect(input('Patente').value).toBe('BBBB12');
    await user.type(input('Marca'), 'mercedes benz');
    expect(input('Marca').value).toBe('MERCEDESBENZ');
    await user.type(input('Año'), '2019');
    await user.click(screen.getByLabelText('No'));
    expect(screen.queryByLabelText('Patente')).toBeNull();
    await user.click(screen.getByLabelText('Sí'));
    expect(input('Patente').value).toBe('');
    expect(input('Marca').value).toBe('');
    expect(input('Año').value).toBe('');
    expect(input('Tipo de vehículo').value).toBe('');
  });

  it('offers only profile 7 when the company has the task product', async () => {
    const user = userEvent.setup();
    lookups = { ...LOOKUPS, business: { ...LOOKUPS.business, task_product: true } };
    render(<FixedFlow link={LINK} />);
    await stepOne(user);
    await stepTwo(user);
    const options = within(input('Perfil'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Selecciona un perfil', 'Conductor de tareas']);
  });

  it('registers, removes the draft and the form type, and shows the completion dialog over the end state', async () => {
    const user = userEvent.setup();
    localStorage.setItem(FORM_TYPE_KEY, '"fixed"');
    render(<FixedFlow link={LINK} />);
    await registerWithoutVehicle(user);
    const dialog = await screen.findByRole('dialog', { name: '¡Registro completado!' });
    expect(within(dialog).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/login/transportes-andes?rgs=andes-2025',
    );
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(api.register.mock.calls[0]?.[0]).toMatchObject({
      email: 'nueva@correo.cl',
      phone: '56976543210',
      rut: '11.111.111-1',
      region_id: 13000,
      commune_id: 2600,
      hasVehicle: false,
      vehicle_id: null,
      businessRegister: LINK,
      consents: { data_processing: true, job_offers: false },
    });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(FORM_TYPE_KEY)).toBeNull();
    // No emptied form behind the dialog: the end state takes its place.
    expect(screen.queryByRole('heading', { name: 'Paso 1 de 3: Cuenta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrarse' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Tu registro está listo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' }).getAttribute('href')).toBe(
      '/login/transportes-andes?rgs=andes-2025',
    );
  });

  it('shows "Ocurrió un error al procesar el formulario" on failure and keeps every input', async () => {
    const user = userEvent.setup();
    api.register.mockRejectedValue(new ApiError('http', 500, []));
    render(<FixedFlow link={LINK} />);
    await registerWithoutVehicle(user);
    await waitFor(() => expect($alerts.get()[0]?.title).toBe('Ocurrió un error al procesar el formulario'));
    expect(input('Horario').value).toBe('1');
    expect(localStorage.getItem(DRAFT_KEY)).toContain('Josefa');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses to register until the data consent is ticked, saying why, and sends the consents given', async () => {
    const user = userEvent.setup();
    render(<FixedFlow link={LINK} />);
    await stepOne(user);
    await stepTwo(user);
    await user.selectOptions(input('Horario'), '1');
    await user.selectOptions(input('Perfil'), '1');
    await user.click(screen.getByLabelText('No'));
    const consent = screen.getByRole<HTMLInputElement>('checkbox', { name: DATA_CONSENT });
    const offers = screen.getByRole<HTMLInputElement>('checkbox', { name: OFFERS_CONSENT });
    expect([consent.checked, offers.checked]).toEqual([false, false]);
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    const error = await screen.findByText('Debes aceptar el tratamiento de tus datos personales para registrarte');
    expect(error.getAttribute('role')).toBe('alert');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(consent.getAttribute('aria-describedby')).toBe(error.id);
    expect(api.register).not.toHaveBeenCalled();
    await user.click(consent);
    await user.click(offers);
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    await screen.findByRole('dialog', { name: '¡Registro completado!' });
    expect(api.register.mock.calls[0]?.[0].consents).toEqual({ data_processing: true, job_offers: true });
  });

  it('links the privacy policy and the rights page beside the consents', async () => {
    const user = userEvent.setup();
    render(<FixedFlow link={LINK} />);
    await stepOne(user);
    await stepTwo(user);
    expect(screen.getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe(
      '/politicas-privacidad',
    );
    expect(screen.getByRole('link', { name: 'Tus derechos sobre tus datos' }).getAttribute('href')).toBe(
      '/tus-derechos',
    );
  });

  it('never keeps a ticked consent in the draft: after a reload both boxes are unticked', async () => {
    const user = userEvent.setup();
    const first = render(<FixedFlow link={LINK} />);
    await stepOne(user);
    await stepTwo(user);
    await user.click(screen.getByRole('checkbox', { name: DATA_CONSENT }));
    await user.click(screen.getByRole('checkbox', { name: OFFERS_CONSENT }));
    await user.selectOptions(input('Horario'), '1');
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('"schedule_id":"1"'));
    expect(localStorage.getItem(DRAFT_KEY)).not.toMatch(/data_processing|job_offers/);
    expect(sessionStorage.getItem('enlista.registration.draft-password') ?? '').not.toMatch(/data_processing/);
    first.unmount();
    render(<FixedFlow link={LINK} />);
    await screen.findByRole('heading', { name: 'Paso 3 de 3: Datos laborales' });
    expect(input('Horario').value).toBe('1');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: DATA_CONSENT }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: OFFERS_CONSENT }).checked).toBe(false);
  });
});

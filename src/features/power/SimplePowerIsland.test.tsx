// @vitest-environment jsdom
// The simple power island as a person uses it: phases, kept values, file errors, submit outcome.
import { cleanStores } from 'nanostores';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error.ts';
import { $alerts, clearAlerts } from '@/stores/alerts.ts';
import { clearDrafts } from '@/stores/drafts.ts';
import type { CreatePowerSimpleRequest } from './create-power-simple.ts';
import { fakeModalDialogs } from '@/components/dialog/test-support.ts';
import type { PowerState } from '@/lib/contract/signing.ts';
import { holdNextShrink } from '@/lib/images/test-support.ts';

const createPowerSimple = vi.fn<(request: CreatePowerSimpleRequest) => Promise<{ message: string }>>();
vi.mock('./create-power-simple.ts', () => ({
  createPowerSimple: (request: CreatePowerSimpleRequest) => createPowerSimple(request),
}));
const fetchPowerState = vi.fn<(token: string) => Promise<PowerState>>();
const downloadSignedPower = vi.fn<(token: string) => Promise<Blob>>();
vi.mock('./power-status-api.ts', () => ({
  fetchPowerState: (token: string) => fetchPowerState(token),
  downloadSignedPower: (token: string) => downloadSignedPower(token),
}));
const NOT_SENT: PowerState = {
  status: 'NOT_SENT',
  ...{ created_at: null, date_signature: null, date_rejected: null, rejection_reason: null },
  ...{ verification_code: null, verification_url: null, signed_file_url: null },
};
// Photos are prepared as the real module does, except one held by `holdNextShrink`.
vi.mock('@/lib/images/shrink.ts', async (importOriginal) => {
  const { withHeldShrink } = await import('@/lib/images/test-support.ts');
  return withHeldShrink(await importOriginal<typeof import('@/lib/images/shrink.ts')>());
});
const { default: SimplePowerIsland, UNANSWERED_MESSAGE } = await import('./SimplePowerIsland.tsx');

function tokenExpiringIn(seconds: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + seconds })}.firma`;
}
const TOKEN = tokenExpiringIn(3600);

beforeAll(() => {
  fakeModalDialogs();
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = vi.fn();
});

beforeEach(async () => {
  // Each test starts on a fresh device: no draft from the one before.
  await clearDrafts();
  window.history.replaceState({}, '', `/crear-poder-simple?power=${TOKEN}`);
  sessionStorage.clear();
  createPowerSimple.mockReset();
  fetchPowerState.mockReset();
  fetchPowerState.mockResolvedValue(NOT_SENT);
});

afterEach(() => {
  clearAlerts();
  cleanStores($alerts);
});

const png = (name = 'frente.png', size = 64) => new File([new Uint8Array(size)], name, { type: 'image/png' });

const PHASE_ONE: readonly (readonly [string, string])[] = [
  ['Nombre completo', 'Juan Pérez'],
  ['RUT', '12345678-5'],
  ['Nacionalidad', 'Chilena'],
  ['Dirección', 'Av. Siempre Viva 742'],
  ['Marca', 'Toyota'],
  ['Modelo', 'Yaris'],
  ['Patente', 'bb bb 12'],
];

/** Phase 1 filled in, but for the field labelled `skipped` (left as it is). */
async function fillPhaseOneBut(user: ReturnType<typeof userEvent.setup>, skipped: string | null) {
  for (const [label, value] of PHASE_ONE) if (label !== skipped) await user.type(screen.getByLabelText(label), value);
  await user.selectOptions(screen.getByLabelText('Año'), '2019');
}

async function fillPhaseOne(user: ReturnType<typeof userEvent.setup>) {
  await fillPhaseOneBut(user, null);
}

async function fillOwner(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre completo'), 'María González');
  await user.type(screen.getByLabelText('RUT'), '7654321-6');
  await user.type(screen.getByLabelText('Nacionalidad'), 'Chilena');
  await user.type(screen.getByLabelText('Dirección'), 'Los Aromos 55');
  await user.type(screen.getByLabelText('Teléfono (WhatsApp)'), '987654321');
  await user.type(screen.getByLabelText('Correo electrónico'), 'maria@correo.cl');
}

async function fillPhaseTwo(user: ReturnType<typeof userEvent.setup>) {
  await fillOwner(user);
  await user.upload(screen.getByLabelText(/frente/), png('frente.png'));
  await user.upload(screen.getByLabelText(/reverso/), png('reverso.png'));
}

/** Both phases filled and 'Crear poder' pressed. */
async function sendBothPhases(user: ReturnType<typeof userEvent.setup>) {
  await fillPhaseOne(user);
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await fillPhaseTwo(user);
  await user.click(screen.getByRole('button', { name: 'Crear poder' }));
}

/** Renders the island and waits until it has asked where the link's power stands. */
async function renderIsland() {
  const view = render(<SimplePowerIsland />);
  await vi.waitFor(() => expect(screen.queryByText('Verificando el enlace…')).toBeNull());
  return view;
}

async function start() {
  const user = userEvent.setup();
  await renderIsland();
  return user;
}

/** Phase 1 filled in and passed, the owner's fields filled in: only the images are left to pick. */
async function startWithOwner() {
  const user = await start();
  await fillPhaseOne(user);
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await fillOwner(user);
  return user;
}

/** Picks both images, the back one held while it is prepared, and presses Crear poder; returns
 * the function that lets the back image land. */
async function sendWhileBackIsPrepared(user: ReturnType<typeof userEvent.setup>, back = png('reverso.png')) {
  await user.upload(screen.getByLabelText(/frente/), png('frente.png'));
  const land = holdNextShrink();
  await user.upload(screen.getByLabelText(/reverso/), back);
  await user.click(screen.getByRole('button', { name: 'Crear poder' }));
  return land;
}

function valueOf(label: string): string {
  return screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value;
}

function alertMessages(): string[] {
  return $alerts.get().map((alert) => alert.message);
}

describe('simple power island', () => {
  it('shows every phase 1 error on Next and links each to its field', async () => {
    const user = await start();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const name = screen.getByLabelText('Nombre completo');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const errorId = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Campo requerido');
    expect(screen.getByText('Patente de vehículo es requerida')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paso 1 de 2: conductor y vehículo' })).toBeTruthy();
  });

  it('upper-cases the plate as it is typed and keeps phase 1 after Next and Back', async () => {
    const user = await start();
    await fillPhaseOne(user);
    expect(valueOf('Patente')).toBe('BBBB12');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('heading', { name: 'Paso 2 de 2: dueño del vehículo' })).toBe(document.activeElement);
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@correo.cl');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(valueOf('Nombre completo')).toBe('Juan Pérez');
    expect(valueOf('Año')).toBe('2019');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(valueOf('Correo electrónico')).toBe('maria@correo.cl');
  });

  it('formats the driver’s and the owner’s RUT as they are typed, as the registration does', async () => {
    const user = await start();
    await user.type(screen.getByLabelText('RUT'), '123456785');
    expect(valueOf('RUT')).toBe('12.345.678-5');
    await user.clear(screen.getByLabelText('RUT'));
    await user.type(screen.getByLabelText('RUT'), '12345678-5');
    expect(valueOf('RUT')).toBe('12.345.678-5');
    await fillPhaseOneBut(user, 'RUT');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(screen.getByLabelText('RUT'), '7654321k');
    expect(valueOf('RUT')).toBe('7.654.321-K');
  });

  it('refuses a GIF and a file of 3 MB with their messages, shows a preview and lets it be replaced', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderIsland();
    await fillPhaseOne(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const front = screen.getByLabelText(/frente/);
    await user.upload(front, new File([new Uint8Array(10)], 'cedula.gif', { type: 'image/gif' }));
    const typeMessage =
      'El archivo cedula.gif tiene un tipo no válido. Por favor, sube un archivo con uno de los siguientes tipos: PNG, JPG, JPEG.';
    // The image module loads with the first pick.
    await vi.waitFor(() => expect(alertMessages()).toEqual([typeMessage]));
    expect(screen.getByText(typeMessage, { selector: '.power-error' })).toBeTruthy();
    await user.upload(front, png('grande.png', 3 * 1024 * 1024));
    const sizeMessage = 'El archivo grande.png es demasiado grande. Por favor, sube un archivo de menos de 3MB.';
    expect(screen.getByText(sizeMessage, { selector: '.power-error' })).toBeTruthy();
    await user.upload(front, png('frente.png'));
    expect(screen.getByRole('img', { name: 'Vista previa: Cédula de identidad, frente' })).toBeTruthy();
    expect(screen.getByText('Reemplazar imagen')).toBeTruthy();
    expect(screen.queryByText(sizeMessage, { selector: '.power-error' })).toBeNull();
  });

  it('aborts the submit while an image breaks the rule, showing its message again', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderIsland();
    await fillPhaseOne(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await fillPhaseTwo(user);
    await user.upload(screen.getByLabelText(/reverso/), png('enorme.png', 4 * 1024 * 1024));
    clearAlerts();
    await user.click(screen.getByRole('button', { name: 'Crear poder' }));
    expect(alertMessages()).toEqual([
      'El archivo enorme.png es demasiado grande. Por favor, sube un archivo de menos de 3MB.',
    ]);
    expect(createPowerSimple).not.toHaveBeenCalled();
  });

  it('shows a refused file once when the submit repeats its message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderIsland();
    await fillPhaseOne(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await fillPhaseTwo(user);
    await user.upload(
      screen.getByLabelText(/frente/),
      new File([new Uint8Array(10)], 'cedula.gif', { type: 'image/gif' }),
    );
    await user.click(screen.getByRole('button', { name: 'Crear poder' }));
    expect(alertMessages()).toEqual([
      'El archivo cedula.gif tiene un tipo no válido. Por favor, sube un archivo con uno de los siguientes tipos: PNG, JPG, JPEG.',
    ]);
    expect(createPowerSimple).not.toHaveBeenCalled();
  });

  it('waits for a photo still being prepared when Crear poder is pressed, saying so, then sends it', async () => {
    createPowerSimple.mockResolvedValue({ message: 'Poder creado' });
    const user = await startWithOwner();
    const land = await sendWhileBackIsPrepared(user);

    const button = await screen.findByRole('button', { name: 'Preparando imágenes…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // Announced politely, not only drawn on the button.
    expect(screen.getByText('Preparando imágenes…', { selector: '[role="status"]' })).toBeTruthy();
    // Nothing refused while the photo is on its way.
    expect(screen.queryByText('Campo requerido')).toBeNull();
    expect(alertMessages()).toEqual([]);
    expect(createPowerSimple).not.toHaveBeenCalled();

    await land();
    await screen.findByRole('region', { name: 'Proceso iniciado' });
    expect(createPowerSimple).toHaveBeenCalledTimes(1);
    const { images } = createPowerSimple.mock.calls[0]![0];
    expect([images.front.name, images.back.name]).toEqual(['frente.png', 'reverso.png']);
  });

  it('a second press while a photo is prepared sends once', async () => {
    createPowerSimple.mockResolvedValue({ message: 'Poder creado' });
    const user = await startWithOwner();
    const land = await sendWhileBackIsPrepared(user);
    await user.click(await screen.findByRole('button', { name: 'Preparando imágenes…' }));
    await land();
    await screen.findByRole('region', { name: 'Proceso iniciado' });
    expect(createPowerSimple).toHaveBeenCalledTimes(1);
  });

  it('refuses a photo that breaks the rule once it lands, with its message, and sends nothing', async () => {
    const user = await startWithOwner();
    const land = await sendWhileBackIsPrepared(user, png('enorme.png', 4 * 1024 * 1024));
    await screen.findByRole('button', { name: 'Preparando imágenes…' });
    await land();
    const message = 'El archivo enorme.png es demasiado grande. Por favor, sube un archivo de menos de 3MB.';
    await vi.waitFor(() => expect(alertMessages()).toEqual([message]));
    expect(await screen.findByRole('button', { name: 'Crear poder' })).toBeTruthy();
    expect(createPowerSimple).not.toHaveBeenCalled();
  });

  it('marks a missing image at once, without waiting for the other one being prepared', async () => {
    const user = await startWithOwner();
    const land = holdNextShrink();
    await user.upload(screen.getByLabelText(/reverso/), png('reverso.png'));
    await user.click(screen.getByRole('button', { name: 'Crear poder' }));
    const front = screen.getByLabelText(/frente/);
    const described = (front.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Campo requerido');
    expect(screen.queryByRole('button', { name: 'Preparando imágenes…' })).toBeNull();
    await land();
    expect(screen.getByRole('img', { name: 'Vista previa: Cédula de identidad, reverso' })).toBeTruthy();
    expect(createPowerSimple).not.toHaveBeenCalled();
  });

  it('keeps the newer photo when an older pick lands after it', async () => {
    createPowerSimple.mockResolvedValue({ message: 'Poder creado' });
    const user = await startWithOwner();
    await user.upload(screen.getByLabelText(/frente/), png('frente.png'));
    const land = holdNextShrink();
    await user.upload(screen.getByLabelText(/reverso/), png('antigua.png'));
    await user.upload(screen.getByLabelText(/reverso/), png('reverso.png'));
    await land();
    await user.click(screen.getByRole('button', { name: 'Crear poder' }));
    await screen.findByRole('region', { name: 'Proceso iniciado' });
    expect(createPowerSimple.mock.calls[0]![0].images.back.name).toBe('reverso.png');
  });

  it('requires both images', async () => {
    const user = await start();
    await fillPhaseOne(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Crear poder' }));
    const front = screen.getByLabelText(/frente/);
    const described = (front.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Campo requerido');
    expect(createPowerSimple).not.toHaveBeenCalled();
  });

  it('sends every field and both images with the token, then shows the end state in place of the form', async () => {
    createPowerSimple.mockResolvedValue({ message: 'Poder creado' });
    const user = await start();
    await sendBothPhases(user);
    const end = await screen.findByRole('region', { name: 'Proceso iniciado' });
    expect(createPowerSimple).toHaveBeenCalledTimes(1);
    const request = createPowerSimple.mock.calls[0]![0];
    expect(request.token).toBe(TOKEN);
    expect(request.driverVehicle).toMatchObject({
      rutDriver: '12.345.678-5',
      vehicleYear: '2019',
      vehicleLicensePlate: 'BBBB12',
    });
    expect(request.owner).toMatchObject({ phoneOwner: '987654321', emailOwner: 'maria@correo.cl' });
    expect([request.images.front.name, request.images.back.name]).toEqual(['frente.png', 'reverso.png']);
    expect(within(end).getByText(/debe firmarlo a través de WhatsApp/)).toBeTruthy();
    expect(within(end).getByText('Juan Pérez, RUT 12.•••.•••-5')).toBeTruthy();
    expect(within(end).getByText('Toyota Yaris 2019, patente BBBB12')).toBeTruthy();
    expect(within(end).getByText('María González, RUT 7.6••.•••-6, WhatsApp 9•••••321')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Crear poder' })).toBeNull();
    expect(screen.queryByLabelText('Nombre completo')).toBeNull();
    expect(document.activeElement).toBe(within(end).getByRole('heading', { name: 'Proceso iniciado' }));
  });

  it('a reload after sending shows the end state again, not a form to send', async () => {
    createPowerSimple.mockResolvedValue({ message: 'Poder creado' });
    const user = userEvent.setup();
    const first = await renderIsland();
    await sendBothPhases(user);
    await screen.findByRole('region', { name: 'Proceso iniciado' });
    first.unmount();
    await renderIsland();
    expect(screen.getByRole('region', { name: 'Proceso iniciado' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
  });

  it('clears the alerts of a step when the step changes', async () => {
    createPowerSimple.mockRejectedValue(new ApiError('http', 400, ['Patente no válida']));
    const user = await start();
    await sendBothPhases(user);
    await vi.waitFor(() => expect(alertMessages()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(alertMessages()).toEqual([]);
  });

  it("shows 'Ocurrio un error: ' plus the server's message and keeps everything", async () => {
    createPowerSimple.mockRejectedValue(new ApiError('http', 401, ['El enlace para crear el poder ha expirado.']));
    const user = await start();
    await sendBothPhases(user);
    await vi.waitFor(() =>
      expect(alertMessages()).toEqual(['Ocurrio un error: El enlace para crear el poder ha expirado.']),
    );
    expect(valueOf('Correo electrónico')).toBe('maria@correo.cl');
    expect(screen.getByRole('img', { name: 'Vista previa: Cédula de identidad, reverso' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps everything after a dropped connection, says so, and Reintentar sends once', async () => {
    createPowerSimple.mockRejectedValueOnce(new ApiError('network', 0, []));
    createPowerSimple.mockResolvedValueOnce({ message: 'Poder creado' });
    const user = await start();
    await sendBothPhases(user);
    expect(await screen.findByText(UNANSWERED_MESSAGE)).toBeTruthy();
    expect(alertMessages()).toEqual([]);
    expect(valueOf('Nombre completo')).not.toBe('');
    expect(createPowerSimple).toHaveBeenCalledTimes(1);
    await user.dblClick(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('region', { name: 'Proceso iniciado' });
    expect(createPowerSimple).toHaveBeenCalledTimes(2);
    expect(createPowerSimple.mock.calls[1]![0].images.front.name).toBe('frente.png');
  });

  it('takes a refused retry (link already used) after an unanswered try as the power created', async () => {
    createPowerSimple.mockRejectedValueOnce(new ApiError('timeout', 0, []));
    createPowerSimple.mockRejectedValueOnce(new ApiError('http', 409, ['El enlace ya fue utilizado.']));
    const user = await start();
    await sendBothPhases(user);
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('region', { name: 'Proceso iniciado' });
    expect(alertMessages()).toEqual([]);
  });
});

describe('the link opened again after sending', () => {
  const sentAt = '2026-01-05T13:30:00.000Z';

  it('says the power waits for the owner, with no form to send again', async () => {
    fetchPowerState.mockResolvedValue({ ...NOT_SENT, status: 'AWAITING_OWNER_SIGNATURE', created_at: sentAt });
    await renderIsland();
    expect(fetchPowerState).toHaveBeenCalledWith(TOKEN);
    const state = screen.getByRole('region', { name: 'Esperando la firma del dueño' });
    expect(state.textContent).toContain('Enviaste este poder el 05/01/2026 10:30.');
    expect(screen.queryByLabelText('Nombre completo')).toBeNull();
    expect(document.activeElement).toBe(within(state).getByRole('heading'));
  });

  it('says when it was signed, links its verification and downloads the signed PDF', async () => {
    fetchPowerState.mockResolvedValue({
      ...NOT_SENT,
      status: 'SIGNED',
      created_at: sentAt,
      date_signature: '2026-01-06T15:04:00.000Z',
      verification_code: '7KQF-M2XD-9PRT',
      verification_url: 'http://localhost:4321/verificar?codigo=7KQF-M2XD-9PRT',
      signed_file_url: '/api/users/power-simple/signed-file',
    });
    downloadSignedPower.mockResolvedValue(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const user = userEvent.setup();
    await renderIsland();
    const state = screen.getByRole('region', { name: 'Firmado el 06/01/2026 12:04' });
    expect(within(state).getByRole('link', { name: 'Verificar la firma' }).getAttribute('href')).toBe(
      '/verificar?codigo=7KQF-M2XD-9PRT',
    );
    await user.click(within(state).getByRole('button', { name: 'Descargar poder firmado' }));
    expect(downloadSignedPower).toHaveBeenCalledWith(TOKEN);
  });

  it('says it was rejected, and why', async () => {
    fetchPowerState.mockResolvedValue({
      ...NOT_SENT,
      status: 'REJECTED',
      created_at: sentAt,
      date_rejected: '2026-01-06T15:04:00.000Z',
      rejection_reason: 'No conozco a esta persona.',
    });
    await renderIsland();
    const state = screen.getByRole('region', { name: 'Rechazado' });
    expect(state.textContent).toContain('No conozco a esta persona.');
  });

  it('shows the form when the API cannot say', async () => {
    fetchPowerState.mockRejectedValue(new ApiError('network', 0, []));
    await renderIsland();
    expect(screen.getByLabelText('Nombre completo')).toBeTruthy();
  });
});

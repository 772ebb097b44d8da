// @vitest-environment jsdom
// /firmar-poder as the vehicle owner uses it: the link read, the power shown, the rules of the
// form with their messages, the code asked and resent after a minute, the API's refusals shown
// with everything kept, the signed and the rejected ends, and links that do not open.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeModalDialogs } from '@/components/dialog/test-support.ts';
import type { CodeState } from '@/lib/contract/signing.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { LINK_TOKEN, OWNER_POWER } from './test-support.ts';

const api = vi.hoisted(() => ({
  fetchOwnerPower: vi.fn(),
  downloadOwnerPower: vi.fn(),
  sendOwnerCode: vi.fn(),
  signOwnerPower: vi.fn(),
  rejectOwnerPower: vi.fn(),
  ownerPowerInHand: vi.fn(),
}));
vi.mock('./owner-api.ts', () => api);
const { default: OwnerSigningIsland, MISSING_LINK } = await import('./OwnerSigningIsland.tsx');

const TOKEN = LINK_TOKEN;
const POWER = OWNER_POWER;

function codeState(resendInSeconds: number): CodeState {
  const now = Date.now();
  return {
    channels: ['chat'],
    destinations: ['•••••4321'],
    sent_at: new Date(now).toISOString(),
    expires_at: new Date(now + 600_000).toISOString(),
    resend_at: new Date(now + resendInSeconds * 1000).toISOString(),
    attempts_left: 5,
  };
}

beforeAll(() => fakeModalDialogs());
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.fetchOwnerPower.mockResolvedValue(POWER);
  window.history.replaceState({}, '', `/firmar-poder?t=${TOKEN}`);
});
afterEach(() => vi.useRealTimers());

async function open() {
  const user = userEvent.setup();
  render(<OwnerSigningIsland />);
  await screen.findByRole('heading', { name: 'El poder que vas a firmar' });
  return user;
}

describe('the owner’s page', () => {
  it('shows the power with the RUTs masked, read with the link’s token', async () => {
    await open();
    expect(api.fetchOwnerPower).toHaveBeenCalledWith(TOKEN);
    const summary = screen.getByRole('region', { name: 'El poder que vas a firmar' });
    expect(summary.textContent).toContain('Juan Pérez, RUT ••.•••.678-5');
    expect(summary.textContent).toContain('Toyota Yaris, año 2019');
    expect(summary.textContent).toContain('María González, RUT •.•••.321-6');
    expect(summary.textContent).not.toMatch(/7\.654\.321/);
  });

  it('shows at its first render the power the page already read, without asking again', async () => {
    vi.resetModules();
    api.ownerPowerInHand.mockImplementation((token: string) => (token === TOKEN ? POWER : null));
    const { default: Fresh } = await import('./OwnerSigningIsland.tsx');
    render(<Fresh />);
    expect(screen.getByRole('region', { name: 'El poder que vas a firmar' }).textContent).toContain(
      'Yo, María González, dueño del vehículo, autorizo a Juan Pérez a conducir y usar mi vehículo Toyota Yaris, año 2019, patente BBBB12.',
    );
    expect(screen.queryByText('Abriendo el poder…')).toBeNull();
    expect(api.fetchOwnerPower).not.toHaveBeenCalled();
  });

  it('formats the RUT as typed and names every missing piece on Firmar poder', async () => {
    const user = await open();
    await user.type(screen.getByLabelText('Tu RUT'), '76543216');
    expect(screen.getByLabelText<HTMLInputElement>('Tu RUT').value).toBe('7.654.321-6');
    await user.clear(screen.getByLabelText('Tu RUT'));
    await user.click(screen.getByRole('button', { name: 'Firmar poder' }));
    expect(screen.getByText('Ingresa tu RUT.')).toBeTruthy();
    expect(screen.getByText('Ingresa el código de verificación.')).toBeTruthy();
    expect(screen.getByText('Debes aceptar la firma electrónica para continuar.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Tu RUT'));
    expect(screen.getByLabelText('Tu RUT').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Tu RUT'), '76543215');
    await user.type(screen.getByLabelText('Código de verificación'), '12a3');
    await user.click(screen.getByRole('button', { name: 'Firmar poder' }));
    expect(screen.getByText('Dígito verificador inválido')).toBeTruthy();
    expect(screen.getByText('El código de verificación tiene 6 dígitos.')).toBeTruthy();
    expect(api.signOwnerPower).not.toHaveBeenCalled();
  });

  it('sends the code, then lets another be asked only after a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.sendOwnerCode.mockResolvedValue({
      state: codeState(60),
      message: 'Te enviamos un código de verificación por WhatsApp al •••••4321. Vence en 10 minutos.',
    });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const status = await screen.findByText(/Te enviamos un código de verificación por WhatsApp/);
    expect(status.textContent).toContain('Podrás pedir otro código en 60 s.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reenviar código' }).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Código de verificación'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reenviar código' }).disabled).toBe(false);
  });

  it('shows the API’s refusal of a wrong code and keeps what was typed', async () => {
    api.signOwnerPower.mockRejectedValue(
      new ApiError('http', 422, ['El código de verificación no es correcto. Te quedan 4 intentos.']),
    );
    const user = await open();
    await user.type(screen.getByLabelText('Tu RUT'), '7.654.321-6');
    await user.type(screen.getByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByLabelText(POWER.consent_text));
    await user.click(screen.getByRole('button', { name: 'Firmar poder' }));
    expect(await screen.findByText('El código de verificación no es correcto. Te quedan 4 intentos.')).toBeTruthy();
    expect(api.signOwnerPower).toHaveBeenCalledWith(TOKEN, { rut: '7.654.321-6', code: '123456' });
    expect(screen.getByLabelText<HTMLInputElement>('Código de verificación').value).toBe('123456');
    expect(screen.getByLabelText<HTMLInputElement>(POWER.consent_text).checked).toBe(true);
  });

  it('ends signed, with the verification code and its page', async () => {
    api.signOwnerPower.mockResolvedValue({
      data: {
        status: 'SIGNED',
        date_signature: '2026-01-06T15:04:00.000Z',
        date_rejected: null,
        verification_code: '7KQF-M2XD-9PRT',
        verification_url: 'http://localhost:4321/verificar?codigo=7KQF-M2XD-9PRT',
      },
      message: 'Firmaste el poder. Te enviamos una copia a tu correo.',
    });
    const user = await open();
    await user.type(screen.getByLabelText('Tu RUT'), '7.654.321-6');
    await user.type(screen.getByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByLabelText(POWER.consent_text));
    await user.click(screen.getByRole('button', { name: 'Firmar poder' }));
    const done = await screen.findByRole('region', { name: 'Poder firmado' });
    expect(done.textContent).toContain('Firmaste el poder. Te enviamos una copia a tu correo.');
    expect(done.textContent).toContain('7KQF-M2XD-9PRT');
    expect(within(done).getByRole('link', { name: 'Ver la verificación' }).getAttribute('href')).toBe(
      '/verificar?codigo=7KQF-M2XD-9PRT',
    );
    expect(document.activeElement).toBe(within(done).getByRole('heading'));
  });

  it('rejects with a reason asked in a dialog, its rule and message first', async () => {
    api.rejectOwnerPower.mockResolvedValue({
      data: { status: 'REJECTED', date_signature: null, date_rejected: '2026-01-06T15:04:00.000Z' },
      message: 'Rechazaste el poder. El conductor verá que no fue firmado.',
    });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar el poder' });
    await user.type(within(dialog).getByLabelText('Motivo del rechazo'), 'No sé');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar poder' }));
    expect(within(dialog).getByText('El motivo debe tener al menos 10 caracteres.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Motivo del rechazo'), ' quién es este conductor.');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar poder' }));
    expect(api.rejectOwnerPower).toHaveBeenCalledWith(TOKEN, 'No sé quién es este conductor.');
    expect(await screen.findByRole('region', { name: 'Poder rechazado' })).toBeTruthy();
  });
});

describe('a link that does not open', () => {
  it('says the link is missing without calling the API', () => {
    window.history.replaceState({}, '', '/firmar-poder');
    render(<OwnerSigningIsland />);
    expect(screen.getByRole('alert').textContent).toContain(MISSING_LINK);
    expect(api.fetchOwnerPower).not.toHaveBeenCalled();
  });

  it.each([
    'El enlace para firmar el poder expiró. Pide al conductor que inicie un poder nuevo.',
    'Este enlace ya se usó: el poder ya fue firmado.',
  ])('says so in Spanish: %s', async (message) => {
    api.fetchOwnerPower.mockRejectedValue(new ApiError('http', message.includes('usó') ? 410 : 401, [message]));
    render(<OwnerSigningIsland />);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('offers Reintentar after a dropped connection, and loads on it', async () => {
    api.fetchOwnerPower.mockRejectedValueOnce(new ApiError('network', 0, []));
    const user = userEvent.setup();
    render(<OwnerSigningIsland />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No pudimos conectar con el servidor. Intenta nuevamente.',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'El poder que vas a firmar' })).toBeTruthy();
  });
});

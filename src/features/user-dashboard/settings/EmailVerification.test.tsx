// @vitest-environment jsdom
// 'Verificar correo' on the security page: the code is sent and its field opens in place; a wrong
// code is refused in Spanish with the typing kept; the right one turns the card to 'Correo
// verificado' at once; a resend the API holds back says how long to wait.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailCodeBody, EmailCodeState } from '@/lib/contract/email-verification.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { sampleUser } from '@/features/user-dashboard/shared/user.sample.ts';
import { $alerts, clearAlerts } from '@/stores/alerts.ts';
import { $session } from '@/stores/session.ts';

const api = vi.hoisted(() => ({
  sendEmailCode: vi.fn<() => Promise<{ state: EmailCodeState; message: string }>>(),
  confirmEmailCode: vi.fn<(body: EmailCodeBody) => Promise<string>>(),
}));
vi.mock('./email-verification-api.ts', () => api);

const { default: SecurityView } = await import('./SecurityView.tsx');
const { $emailVerification, START } = await import('./email-verification-store.ts');

const SENT = 'Te enviamos un código de 6 dígitos a nuevo@correo.cl. Vence en 10 minutos.';
const WRONG = 'El código ingresado no es correcto.';
const WAIT = 'Ya te enviamos un código hace poco. Espera 45 segundos antes de pedir otro.';

function signIn(verified: boolean) {
  const user = sampleUser({
    email: 'nuevo@correo.cl',
    firstname: 'Josefa',
    lastname: 'Araya',
    security_user: { email_verified: verified },
  });
  $session.set({ kind: 'user', user, token: 't', exp: Date.now() / 1000 + 3600 });
}

/** A send answer whose next code may be asked for `seconds` from now (negative: already). */
function sent(seconds: number) {
  const now = Date.now();
  const at = (offset: number) => new Date(now + offset * 1000).toISOString();
  return { state: { sent_at: at(0), expires_at: at(600), resend_at: at(seconds) }, message: SENT };
}

const card = () => screen.getByRole('region', { name: 'Tu cuenta' });
const codeField = () => screen.getByLabelText<HTMLInputElement>('Código de verificación');

async function openCodeStep(user: ReturnType<typeof userEvent.setup>, resendIn = 60) {
  api.sendEmailCode.mockResolvedValueOnce(sent(resendIn));
  await user.click(within(card()).getByRole('button', { name: 'Verificar correo' }));
  await screen.findByLabelText('Código de verificación');
}

beforeEach(() => {
  window.history.replaceState(null, '', '/user/dashboard/settings/seguridad');
  signIn(false);
});
afterEach(() => {
  vi.clearAllMocks();
  clearAlerts();
  $emailVerification.set(START);
  cleanStores($session, $emailVerification);
  $session.set({ kind: 'none' });
});

describe('verifying the e-mail from the security page', () => {
  it('offers nothing to verify once the e-mail is verified', () => {
    signIn(true);
    render(<SecurityView />);
    expect(card().textContent).toContain('Correo verificado');
    expect(screen.queryByRole('button', { name: 'Verificar correo' })).toBeNull();
  });

  it('sends a code and opens, in place, the code field with Confirmar and Reenviar código', async () => {
    const user = userEvent.setup();
    render(<SecurityView />);
    expect(card().textContent).toContain('Correo sin verificar');
    await openCodeStep(user);

    expect(api.sendEmailCode).toHaveBeenCalledTimes(1);
    expect(within(card()).getByRole('status').textContent).toBe(SENT);
    expect(document.activeElement).toBe(codeField());
    const form = within(card()).getByRole('form', { name: 'Verificar correo' });
    expect(within(form).getByRole('button', { name: 'Confirmar' })).toBeTruthy();
    const resend = within(form).getByRole<HTMLButtonElement>('button', { name: 'Reenviar código' });
    // The API takes another request after a minute: until then the button waits and says so.
    expect(resend.disabled).toBe(true);
    expect(within(form).getByText(/^Podrás pedir otro código en (59|60) s\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verificar correo' })).toBeNull();
  });

  it('checks the code with the shared rule before sending it', async () => {
    const user = userEvent.setup();
    render(<SecurityView />);
    await openCodeStep(user);
    await user.type(codeField(), '12');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('El código de verificación tiene 6 dígitos.')).toBeTruthy();
    expect(api.confirmEmailCode).not.toHaveBeenCalled();
  });

  it('says a wrong code is not right and keeps what was typed', async () => {
    const user = userEvent.setup();
    api.confirmEmailCode.mockRejectedValueOnce(new ApiError('http', 422, [WRONG]));
    render(<SecurityView />);
    await openCodeStep(user);
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect((await within(card()).findByRole('alert')).textContent).toBe(WRONG);
    expect(api.confirmEmailCode).toHaveBeenCalledWith({ code: '123456' });
    expect(codeField().value).toBe('123456');
    expect(card().textContent).toContain('Correo sin verificar');
  });

  it('verifies the e-mail with the right code: the card says Correo verificado at once', async () => {
    const user = userEvent.setup();
    api.confirmEmailCode.mockResolvedValueOnce('Listo, tu correo quedó verificado.');
    render(<SecurityView />);
    await openCodeStep(user);
    await user.type(codeField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(card().textContent).toContain('Correo verificado'));
    expect(card().textContent).not.toContain('Correo sin verificar');
    expect(screen.queryByLabelText('Código de verificación')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verificar correo' })).toBeNull();
    const session = $session.get();
    expect(session.kind === 'user' && session.user.security_user.email_verified).toBe(true);
    expect($alerts.get()).toEqual([
      expect.objectContaining({
        type: 'success',
        title: 'Correo verificado',
        message: 'Listo, tu correo quedó verificado.',
      }),
    ]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tu cuenta' }));
  });

  it('says how long to wait when a resend is held back, and keeps the code typed', async () => {
    const user = userEvent.setup();
    render(<SecurityView />);
    await openCodeStep(user, -1);
    await user.type(codeField(), '111');
    api.sendEmailCode.mockRejectedValueOnce(new ApiError('http', 429, [WAIT]));
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));

    expect((await within(card()).findByRole('alert')).textContent).toBe(WAIT);
    expect(api.sendEmailCode).toHaveBeenCalledTimes(2);
    expect(codeField().value).toBe('111');
  });

  it('opens the code field when the first request is held back: a code went out a moment ago', async () => {
    const user = userEvent.setup();
    api.sendEmailCode.mockRejectedValueOnce(new ApiError('http', 429, [WAIT]));
    render(<SecurityView />);
    await user.click(screen.getByRole('button', { name: 'Verificar correo' }));

    expect(await screen.findByLabelText('Código de verificación')).toBeTruthy();
    expect(within(card()).getByRole('alert').textContent).toBe(WAIT);
  });

  it('takes an answer that the e-mail is verified already (another tab got there first) as done', async () => {
    const user = userEvent.setup();
    api.sendEmailCode.mockRejectedValueOnce(new ApiError('http', 409, ['Tu correo ya está verificado.']));
    render(<SecurityView />);
    await user.click(screen.getByRole('button', { name: 'Verificar correo' }));

    await waitFor(() => expect(card().textContent).toContain('Correo verificado'));
    expect($alerts.get()).toEqual([
      expect.objectContaining({ type: 'success', message: 'Tu correo ya está verificado.' }),
    ]);
  });

  it('says the connection failed and stays on Verificar correo', async () => {
    const user = userEvent.setup();
    api.sendEmailCode.mockRejectedValueOnce(new ApiError('network', 0, []));
    render(<SecurityView />);
    await user.click(screen.getByRole('button', { name: 'Verificar correo' }));

    expect((await within(card()).findByRole('alert')).textContent).toBe(
      'No pudimos conectar con el servidor. Revisa tu conexión e intenta nuevamente.',
    );
    expect(screen.getByRole('button', { name: 'Verificar correo' })).toBeTruthy();
    expect(screen.queryByLabelText('Código de verificación')).toBeNull();
  });
});

// @vitest-environment jsdom
// Password recovery as a person uses it: the request form, token verification in both link
// forms, the new-password rules, an invalid token, and the way back to the company login.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error.ts';
import { $alerts, clearAlerts } from '@/stores/alerts.ts';
import { navigation } from '@/features/auth/shared/navigation.ts';
import { BRANDS, fakePost, type Route } from '@/features/auth/test-support.ts';

const api = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/http/clients.ts', () => ({ usersApi: { post: api.post }, businessApi: {}, dataApi: {} }));
const { default: ResetIsland } = await import('./ResetIsland.tsx');

const RESET_DONE = 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.';
let assign: ReturnType<typeof vi.spyOn>;
let replaceAddress: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  replaceAddress = vi.spyOn(navigation, 'replaceAddress').mockImplementation(() => undefined);
});
afterEach(() => {
  clearAlerts();
  vi.useRealTimers();
});

function setup(address: string, routes: Record<string, Route>) {
  window.history.replaceState({}, '', address);
  api.post.mockImplementation(
    fakePost({ '/api/users/validate-business-register/': () => ({ data: true }), ...routes }),
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<ResetIsland brands={BRANDS} />);
  return user;
}

const alertTexts = () => $alerts.get().map((alert) => `${alert.title} / ${alert.message}`);

describe('recovery request', () => {
  it('asks for the e-mail with the note, checks it, and sends it with the rgs', async () => {
    const user = setup('/resetpassword/logistica-sur?rgs=sur-2025', {
      '/auth/reset-password': () => ({ message: 'Si el correo está registrado, te enviaremos un enlace.' }),
    });
    const email = await screen.findByLabelText('Correo electrónico');
    expect(
      screen.getByText('Si el correo está registrado, te enviaremos un enlace para restablecer tu contraseña.'),
    ).toBeTruthy();
    expect(document.title).toBe('Recuperar contraseña | Logística Sur · Portal de colaboradores');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByText('Campo requerido')).toBeTruthy();
    await user.type(email, 'mal@correo');
    expect(await screen.findByText('Email inválido')).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'trabajador.sur@demo.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await screen.findByText('Si el correo está registrado, te enviaremos un enlace.', { selector: '.alert-message' }),
    ).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('/auth/reset-password', { email: 'trabajador.sur@demo.cl', rgs: 'sur-2025' });
    expect(alertTexts()).toEqual(['Revisa tu correo / Si el correo está registrado, te enviaremos un enlace.']);
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe(
      '/login/logistica-sur?rgs=sur-2025',
    );
  });

  it('shows the server message under the button when the request fails', async () => {
    const user = setup('/resetpassword/logistica-sur?rgs=sur-2025', {
      '/auth/reset-password': () => {
        throw new ApiError('http', 500, ['Servicio no disponible']);
      },
    });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'a@demo.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Servicio no disponible')).toBeTruthy();
  });

  it('the bare /resetpassword serves company accounts without rgs', async () => {
    const user = setup('/resetpassword', { '/auth/reset-password': () => ({ message: 'ok' }) });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'empresa@demo.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await screen.findByText('ok', { selector: '.alert-message' });
    expect(api.post).toHaveBeenCalledWith('/auth/reset-password', { email: 'empresa@demo.cl' });
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
  });
});

describe('new password from a recovery link', () => {
  // The token check asks for the answer's status alone (valid: 2xx below 204).
  const verifyOk: Route = () => 200;

  for (const address of [
    '/resetpassword/transportes-andes?rgs=andes-2025&token=tok-1',
    '/resetpassword/transportes-andes/tok-1?rgs=andes-2025',
  ]) {
    it(`verifies the token first, then saves the new password and goes to the login (${address})`, async () => {
      const user = setup(address, {
        '/auth/reset-password-verify-token': verifyOk,
        '/auth/reset-password-confirm': () => ({ message: RESET_DONE }),
      });
      expect(await screen.findByText('Verificando tu enlace de recuperación…')).toBeTruthy();
      const password = await screen.findByLabelText('Nueva contraseña');
      expect(api.post).toHaveBeenCalledWith(
        '/auth/reset-password-verify-token',
        { token: 'tok-1', rgs: 'andes-2025' },
        { as: 'status' },
      );
      await user.type(password, 'Nueva12345');
      await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva12345');
      await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
      expect(await screen.findByText(RESET_DONE, { selector: '.alert-message' })).toBeTruthy();
      expect(api.post).toHaveBeenCalledWith('/auth/reset-password-confirm', {
        token: 'tok-1',
        password: 'Nueva12345',
        rgs: 'andes-2025',
      });
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      expect(assign).toHaveBeenCalledWith('/login/transportes-andes?rgs=andes-2025');
    });
  }

  it('applies the rules with their messages and has a visibility toggle on each field', async () => {
    const user = setup('/resetpassword/transportes-andes/tok-1?rgs=andes-2025', {
      '/auth/reset-password-verify-token': verifyOk,
    });
    const password = await screen.findByLabelText('Nueva contraseña');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByText('La contraseña debe tener entre 8 y 25 caracteres')).toBeTruthy();
    expect(screen.getByText('La confirmación de la contraseña es requerida')).toBeTruthy();
    await user.type(password, 'Nueva12345');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva54321');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mostrar nueva contraseña' }));
    await user.click(screen.getByRole('button', { name: 'Mostrar confirmar contraseña' }));
    expect(screen.getByLabelText('Nueva contraseña').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Confirmar contraseña').getAttribute('type')).toBe('text');
  });

  it('keeps both passwords typed when saving fails, with the server message under the button', async () => {
    const user = setup('/resetpassword/transportes-andes/tok-1?rgs=andes-2025', {
      '/auth/reset-password-verify-token': verifyOk,
      '/auth/reset-password-confirm': () => {
        throw new ApiError('http', 500, ['Servicio no disponible']);
      },
    });
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'Nueva12345');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva12345');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Servicio no disponible')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nueva contraseña').value).toBe('Nueva12345');
    expect(screen.getByLabelText<HTMLInputElement>('Confirmar contraseña').value).toBe('Nueva12345');
    expect(assign).not.toHaveBeenCalled();
  });

  it('an invalid or used token returns to the request form with an alert', async () => {
    setup('/resetpassword/transportes-andes?rgs=andes-2025&token=usado', {
      '/auth/reset-password-verify-token': () => {
        throw new ApiError('http', 400, ['El enlace no es válido']);
      },
    });
    expect(await screen.findByRole('button', { name: 'Enviar enlace' })).toBeTruthy();
    expect(replaceAddress).toHaveBeenCalledWith('/resetpassword/transportes-andes?rgs=andes-2025');
    expect(alertTexts()[0]).toMatch(/^Enlace no válido \/ El enlace para restablecer la contraseña no es válido/);
  });

  it('a 204 answer is not a valid token', async () => {
    setup('/resetpassword/transportes-andes?rgs=andes-2025&token=x', {
      '/auth/reset-password-verify-token': () => 204,
    });
    expect(await screen.findByRole('button', { name: 'Enviar enlace' })).toBeTruthy();
  });

  it('shows the server message under the button when saving fails', async () => {
    const user = setup('/resetpassword/transportes-andes/tok-1?rgs=andes-2025', {
      '/auth/reset-password-verify-token': verifyOk,
      '/auth/reset-password-confirm': () => {
        throw new ApiError('http', 400, ['El enlace ya fue usado']);
      },
    });
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'Nueva12345');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva12345');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('El enlace ya fue usado')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

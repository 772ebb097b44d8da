// @vitest-environment jsdom
// The company login as a person uses it: the link check, the rules, failure and success,
// the e-mail code dialog.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error.ts';
import { hasSessionEndedNotice, noteSessionEnded } from '@/lib/session/ended-notice.ts';
import { STORAGE_ITEMS } from '@/lib/session/storage.ts';
import { $alerts, clearAlerts } from '@/stores/alerts.ts';
import { $session, endSession } from '@/stores/session.ts';
import { navigation } from '@/features/auth/shared/navigation.ts';
import {
  BRANDS,
  COMPANY,
  WORKER,
  fakePost,
  installDialogPolyfill,
  token,
  type Route,
} from '@/features/auth/test-support.ts';

const api = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/http/clients.ts', () => ({ usersApi: { post: api.post }, businessApi: {}, dataApi: {} }));
const { default: LoginIsland } = await import('./LoginIsland.tsx');

const confirmLink: Route = () => ({ data: true });
let assign: ReturnType<typeof vi.spyOn>;

beforeAll(installDialogPolyfill);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  endSession('refused');
  window.history.replaceState({}, '', '/login/transportes-andes?rgs=andes-2025');
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  clearAlerts();
  vi.useRealTimers();
});

function setup(login: Route) {
  api.post.mockImplementation(fakePost({ '/api/users/validate-business-register/': confirmLink, '/auth/': login }));
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<LoginIsland brands={BRANDS} />);
  return user;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

const alertTexts = () => $alerts.get().map((alert) => `${alert.title} / ${alert.message}`);

describe('company login', () => {
  it('checks the company link, then shows the form with the partner brand', async () => {
    setup(() => ({}));
    expect(screen.getByText('Verificando el enlace…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('/api/users/validate-business-register/transportes-andes/andes-2025');
    expect(document.title).toBe('Iniciar sesión | Transportes Andes · Portal de conductores');
    expect(screen.getByRole('img', { name: 'Transportes Andes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe(
      '/resetpassword/transportes-andes?rgs=andes-2025',
    );
  });

  it('shows the first error of each field, linked to its input', async () => {
    const user = setup(() => ({}));
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    const email = screen.getByLabelText('Correo electrónico');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email es requerido',
    );
    expect(screen.getByText('Contraseña es requerida')).toBeTruthy();
    await user.type(email, 'camila@demo');
    expect(await screen.findByText('Email inválido')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    const user = setup(() => ({}));
    const password = await screen.findByLabelText('Contraseña');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('a failed login shows the failure alert and the server message under the button for 3 s, and resets the form', async () => {
    const user = setup(() => {
      throw new ApiError('http', 401, ['Correo o contraseña incorrectos.']);
    });
    await fillAndSubmit(user, 'trabajador@demo.cl', 'Mala12345');
    expect(await screen.findByText('Correo o contraseña incorrectos.')).toBeTruthy();
    expect(alertTexts()).toEqual(['Inicio de sesión fallido / Intenta más tarde']);
    expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Contraseña').value).toBe('');
    expect(api.post).toHaveBeenCalledWith('/auth/login', {
      email: 'trabajador@demo.cl',
      password: 'Mala12345',
      rgs: 'andes-2025',
    });
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Correo o contraseña incorrectos.')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect($alerts.get()).toEqual([]);
    expect(screen.queryByText('Correo o contraseña incorrectos.')).toBeNull();
    expect($session.get().kind).toBe('none');
  });

  it('a worker login starts the user session, clears a business session and goes to the dashboard after 2 s', async () => {
    localStorage.setItem(STORAGE_ITEMS.businessData, 'old-business-session');
    const user = setup(() => ({ message: 'Bienvenido, Camila', data: { ...WORKER, token_jwt: token('User') } }));
    await fillAndSubmit(user, 'trabajador@demo.cl', 'Demo12345');
    expect(await screen.findByText('Bienvenido, Camila')).toBeTruthy();
    expect(alertTexts()).toEqual(['Inicio de sesión exitoso / Bienvenido']);
    expect($session.get()).toMatchObject({
      kind: 'user',
      link: { name_business: 'transportes-andes', rgs: 'andes-2025' },
    });
    expect(localStorage.getItem(STORAGE_ITEMS.businessData)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('');
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(assign).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(assign).toHaveBeenCalledWith('/user/dashboard/home');
  });

  it('says once why a person whose session ended mid-work is back at the sign-in', async () => {
    noteSessionEnded();
    setup(() => ({}));
    const notice = await screen.findByText('Tu sesión terminó. Inicia sesión de nuevo para continuar.');
    expect(notice.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(hasSessionEndedNotice()).toBe(false));
    cleanup();
    setup(() => ({}));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.queryByText('Tu sesión terminó. Inicia sesión de nuevo para continuar.')).toBeNull();
  });

  it('a company login starts a business session and goes to /business/dashboard', async () => {
    const user = setup(() => ({
      message: 'Bienvenido, Transportes Andes',
      data: { ...COMPANY, token_jwt: token('Business') },
    }));
    await fillAndSubmit(user, 'empresa@demo.cl', 'Demo12345');
    await screen.findByText('Bienvenido, Transportes Andes');
    expect($session.get().kind).toBe('business');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(assign).toHaveBeenCalledWith('/business/dashboard');
  });

  it('the bare /login is the company sign-in and sends no rgs', async () => {
    window.history.replaceState({}, '', '/login');
    const user = setup(() => {
      throw new ApiError('http', 401, ['Correo o contraseña incorrectos.']);
    });
    expect(await screen.findByText('Ingresa con la cuenta de tu empresa.')).toBeTruthy();
    expect(screen.getByText('Acceso para empresas')).toBeTruthy();
    await fillAndSubmit(user, 'empresa@demo.cl', 'Mala12345');
    await screen.findByText('Correo o contraseña incorrectos.');
    expect(api.post).toHaveBeenCalledWith('/auth/login', { email: 'empresa@demo.cl', password: 'Mala12345' });
    expect(api.post).not.toHaveBeenCalledWith(expect.stringContaining('validate-business-register'));
  });

  it('shows a worker who signs in on the company sign-in the way to their company’s page, until the next try', async () => {
    window.history.replaceState({}, '', '/login');
    const message = 'Esta es una cuenta de trabajador de Transportes Andes. Inicia sesión en la página de tu empresa.';
    const user = setup(() => {
      throw new ApiError('http', 403, [message], {
        message,
        data: {
          worker_account: { display_name: 'Transportes Andes', login_path: '/login/transportes-andes?rgs=andes-2025' },
        },
      });
    });
    await fillAndSubmit(user, 'trabajador@demo.cl', 'Demo12345');
    const pointer = (await screen.findByText(message)).closest('[role="alert"]') as HTMLElement;
    expect(pointer).toBeTruthy();
    expect(
      within(pointer).getByRole('link', { name: 'Ir al inicio de sesión de Transportes Andes' }).getAttribute('href'),
    ).toBe('/login/transportes-andes?rgs=andes-2025');
    expect(alertTexts()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('link', { name: 'Ir al inicio de sesión de Transportes Andes' })).toBeTruthy();
    expect($session.get().kind).toBe('none');
  });

  it('sends a worker already signed in on this device straight to the address the link carries', async () => {
    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
    document.documentElement.dataset['session'] = 'user';
    const back = encodeURIComponent('/user/dashboard/home?contrato=7');
    window.history.replaceState({}, '', `/login/transportes-andes?rgs=andes-2025&volver=${back}`);
    try {
      setup(() => ({}));
      expect(await screen.findByText('Ya iniciaste sesión. Te llevamos a tu panel…')).toBeTruthy();
      expect(replace).toHaveBeenCalledWith('/user/dashboard/home?contrato=7');
      expect(screen.queryByLabelText('Contraseña')).toBeNull();
    } finally {
      delete document.documentElement.dataset['session'];
    }
  });

  it('asks a worker without a session on this device to sign in, whatever the link carries', async () => {
    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
    const back = encodeURIComponent('/user/dashboard/home?contrato=7');
    window.history.replaceState({}, '', `/login/transportes-andes?rgs=andes-2025&volver=${back}`);
    setup(() => ({}));
    expect(await screen.findByLabelText('Contraseña')).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  it('an unconfirmed link shows the login-link alert instead of the form', async () => {
    api.post.mockImplementation(fakePost({ '/api/users/validate-business-register/': () => ({ data: false }) }));
    const replace = vi.fn();
    vi.stubGlobal('location', { replace, assign: vi.fn(), pathname: '/login/x', search: '?rgs=y' });
    render(<LoginIsland brands={BRANDS} />);
    await screen.findByText('Este enlace no es válido. Te llevamos al inicio…');
    expect(alertTexts()[0]).toMatch(/^Enlace no válido \/ La URL de login ha cambiado/);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(replace).toHaveBeenCalledWith('/');
    vi.unstubAllGlobals();
  });
});

describe('e-mail verification at login', () => {
  const oneTime = 'ott-123';

  function verificationSetup(code: Route) {
    return setup((body) => {
      if (body && typeof body === 'object' && 'code' in body) return code(body);
      return { message: 'Te enviamos un código.', data: { email_verification: true, email_one_time_token: oneTime } };
    });
  }

  it('opens the code dialog, stores no session, shows a wrong code for 3 s, and a right code starts the session', async () => {
    const user = verificationSetup((body) => {
      if ((body as { code: string }).code !== '123456')
        throw new ApiError('http', 400, ['El código ingresado no es correcto.']);
      return {
        message: 'Bienvenido, Valentina',
        data: { ...WORKER, email: 'verifica@demo.cl', token_jwt: token('User') },
      };
    });
    await fillAndSubmit(user, 'verifica@demo.cl', 'Demo12345');
    const dialog = await screen.findByRole('dialog', { name: 'Verifica tu correo' });
    expect($session.get().kind).toBe('none');
    expect(localStorage.getItem(STORAGE_ITEMS.userToken)).toBeNull();

    const code = within(dialog).getByLabelText('Código de verificación');
    await user.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(within(dialog).getByText('Ingresa el código de verificación')).toBeTruthy();
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(await within(dialog).findByText('El código ingresado no es correcto.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('/auth/validate-code-email-verification', { code: '000000', token: oneTime });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(within(dialog).queryByText('El código ingresado no es correcto.')).toBeNull();

    await user.type(within(dialog).getByLabelText('Código de verificación'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect($session.get().kind).toBe('user'));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(assign).toHaveBeenCalledWith('/user/dashboard/home');
  });

  it('Cancelar closes the dialog without a session', async () => {
    const user = verificationSetup(() => ({}));
    await fillAndSubmit(user, 'verifica@demo.cl', 'Demo12345');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($session.get().kind).toBe('none');
  });
});

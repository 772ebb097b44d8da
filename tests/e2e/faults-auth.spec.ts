// Fault injection on the sign-in, recovery and session calls: the
// company link that cannot be confirmed is an invalid link; a failed login shows its
// alert and the server's words under the button and resets the form; the code dialog and the
// recovery forms say the server's words or their own; '¿Eres trabajador?' says the link could not
// be sent (the same words whatever the server said) and keeps the e-mail; a token that cannot be
// verified returns to the recovery form; a failed logout keeps the session and says so; a failed
// session refresh keeps the stored session unless the API refuses it.
import type { Page } from '@playwright/test';
import { NETWORK_NOISE, errorAlert, runCase, serverText, type FaultCase } from './faults-support.ts';
import { expect, test } from './fixtures.ts';

test.use({ allowConsoleErrors: NETWORK_NOISE });

const ANDES_LOGIN = '/login/transportes-andes?rgs=andes-2025';
const ANDES_RESET = '/resetpassword/transportes-andes?rgs=andes-2025';
const WORKER_LINK_FAILED = 'No pudimos enviar el enlace. Revisa tu conexión e inténtalo de nuevo.';
const INVALID_LOGIN_LINK = 'La URL de login ha cambiado. Contacta con tu empresa para obtener el enlace correcto.';

const note = (page: Page) => page.locator('.auth-server');
const workerLink = (page: Page) => page.getByRole('region', { name: '¿Eres trabajador?' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function openLogin(page: Page) {
  await page.goto(ANDES_LOGIN);
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
}

async function openNewPassword(page: Page) {
  await page.route('**/auth/reset-password-verify-token', (route) =>
    route.fulfill({ status: 200, json: { valid: true, message: 'Enlace válido' } }),
  );
  await page.goto('/resetpassword/transportes-andes/tok-fallas?rgs=andes-2025');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva12345');
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Nueva12345');
}

const CASES: FaultCase[] = [
  {
    call: 'POST /api/users/validate-business-register/:name_business/:rgs',
    open: (page) => page.goto(ANDES_LOGIN).then(() => undefined),
    busy: (page) => page.getByText('Verificando el enlace…'),
    says: async (page, mode) => {
      await expect(errorAlert(page, INVALID_LOGIN_LINK)).toBeVisible();
      await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);
      if (mode === 'server error') await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });
    },
  },
  {
    call: 'POST /auth/login',
    open: openLogin,
    act: async (page) => {
      await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
      await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
      await button(page, 'Iniciar sesión').click();
    },
    busy: (page) => button(page, 'Ingresando…'),
    says: async (page, mode) => {
      await expect(errorAlert(page, 'Intenta más tarde')).toBeVisible();
      await expect(page.getByText('Inicio de sesión fallido')).toBeVisible();
      await expect(note(page)).toHaveText(
        serverText(mode) ?? 'No pudimos conectar con el servidor. Intenta nuevamente.',
      );
    },
    // The login form resets after either outcome.
    kept: async (page) => {
      await expect(page.getByLabel('Correo electrónico')).toHaveValue('');
      await expect(page).toHaveURL(new RegExp(`${ANDES_LOGIN.replace('?', '\\?')}$`));
    },
  },
  {
    call: 'POST /auth/validate-code-email-verification',
    open: async (page) => {
      await openLogin(page);
      await page.getByLabel('Correo electrónico').fill('verifica@demo.cl');
      await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
      await button(page, 'Iniciar sesión').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    act: async (page) => {
      await page.getByLabel('Código de verificación').fill('123456');
      await button(page, 'Verificar').click();
    },
    busy: (page) => button(page, 'Verificando…'),
    says: async (page, mode) => {
      const text = serverText(mode) ?? 'No pudimos verificar el código. Intenta nuevamente.';
      await expect(page.getByRole('dialog').getByText(text, { exact: true })).toBeVisible();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    call: 'POST /auth/worker-sign-in-link',
    open: async (page) => {
      await page.goto('/login');
      await workerLink(page).getByLabel('Tu correo de trabajador').fill('trabajador@demo.cl');
    },
    act: (page) => button(page, 'Enviar enlace de acceso').click(),
    busy: (page) => button(page, 'Enviando…'),
    says: async (page) => {
      await expect(workerLink(page).locator('.auth-server')).toHaveText(WORKER_LINK_FAILED);
      await expect(button(page, 'Enviar enlace de acceso')).toBeEnabled();
    },
    kept: async (page) => {
      await expect(workerLink(page).getByLabel('Tu correo de trabajador')).toHaveValue('trabajador@demo.cl');
    },
  },
  {
    call: 'POST /auth/reset-password',
    open: async (page) => {
      await page.goto(ANDES_RESET);
      await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
    },
    act: (page) => button(page, 'Enviar enlace').click(),
    busy: (page) => button(page, 'Enviando…'),
    says: async (page, mode) => {
      await expect(page.getByText('No se pudo enviar el enlace')).toBeVisible();
      await expect(note(page)).toHaveText(serverText(mode) ?? 'No pudimos enviar el enlace. Intenta nuevamente.');
    },
    kept: async (page) => {
      await expect(page.getByLabel('Correo electrónico')).toHaveValue('trabajador@demo.cl');
    },
  },
  {
    call: 'POST /auth/reset-password-verify-token',
    open: (page) => page.goto('/resetpassword/transportes-andes/tok-fallas?rgs=andes-2025').then(() => undefined),
    busy: (page) => page.getByText('Verificando tu enlace de recuperación…'),
    // An unverifiable token is an invalid one: back to the recovery form.
    says: async (page) => {
      await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${ANDES_RESET.replace('?', '\\?')}$`));
    },
  },
  {
    call: 'POST /auth/reset-password-confirm',
    open: openNewPassword,
    act: (page) => button(page, 'Guardar contraseña').click(),
    busy: (page) => button(page, 'Guardando…'),
    says: async (page, mode) => {
      await expect(note(page)).toHaveText(
        serverText(mode) ?? 'No pudimos actualizar tu contraseña. Intenta nuevamente.',
      );
      await expect(page.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeVisible();
    },
    kept: async (page) => {
      await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('Nueva12345');
      await expect(page.getByLabel('Confirmar contraseña', { exact: true })).toHaveValue('Nueva12345');
    },
  },
  {
    call: 'POST /auth/success-login',
    session: 'user',
    readOnly: true,
    open: (page) => page.goto('/user/dashboard/home').then(() => undefined),
    // The area opens on the stored session without waiting for the refresh: while the call hangs
    // the home already shows its documents.
    busy: (page) => page.getByRole('heading', { name: 'Licencia de conducir' }),
    // A refresh that fails for any reason but a refusal keeps the stored session.
    says: async (page) => {
      await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();
      await expect(page).toHaveURL(/\/user\/dashboard\/home/);
    },
  },
  {
    call: 'POST /auth/logout/user',
    session: 'user',
    // A logout the API refuses ends the session where logout goes, without the mid-work notice;
    // it is still the worker's sign-out, so the company's brand stays remembered.
    endsAt: '/',
    signsOut: true,
    open: async (page) => {
      await page.goto('/user/dashboard/home');
      await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();
    },
    act: (page) => button(page, 'Cerrar sesión').click(),
    says: async (page) => {
      await expect(errorAlert(page, 'Error al cerrar sesion, intente nuevamente.')).toBeVisible();
      await expect(page).toHaveURL(/\/user\/dashboard\/home/);
    },
  },
  {
    call: 'POST /auth/logout/business',
    session: 'business',
    endsAt: '/login',
    open: async (page) => {
      await page.goto('/business/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Publicaciones de empleo' })).toBeVisible();
    },
    act: (page) => button(page, 'Cerrar sesión').click(),
    busy: (page) => button(page, 'Cerrando sesión…'),
    says: async (page) => {
      await expect(errorAlert(page, 'Error al cerrar sesion, intente nuevamente.')).toBeVisible();
      await expect(page).toHaveURL(/\/business\/dashboard/);
    },
  },
];

test.describe('sign-in, recovery and session calls under failure', () => {
  for (const fault of CASES) {
    test(fault.call, async ({ page }) => {
      await runCase(page, fault);
    });
  }
});

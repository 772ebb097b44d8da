// Security settings: the e-mail and whether it is verified, and the password change —
// wrong current password refused, rules shown, then the new password signs in; axe, keyboard only.
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInWorker } from './user-dashboard-support.ts';
import { openDashboardPage } from './user-settings-support.ts';

const NEW_PASSWORD = 'OtraClave2025';

// The wrong current password (400) and the old password's sign-in (401) are expected failures.
test.use({ allowConsoleErrors: ['status of 400', 'status of 401'] });

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

test('the worker changes the password and signs in with the new one', async ({ page }) => {
  // A sign-in and several steps with accessibility scans: more than half the default 30 s
  // on a loaded two-core runner.
  test.setTimeout(60_000);
  await openDashboardPage(page, 'settings/', 'Camila Rojas');
  await page.getByRole('link', { name: 'Seguridad' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard\/settings\/seguridad\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuración');
  await expect(page.getByRole('link', { name: 'Seguridad' })).toHaveAttribute('aria-current', 'page');
  const account = page.getByRole('region', { name: 'Tu cuenta' });
  await expect(account).toContainText('trabajador@demo.cl');
  await expect(account).toContainText('Correo verificado');
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('Ingresa tu contraseña actual')).toBeVisible();
  await expect(form.getByText('La contraseña debe tener entre 8 y 25 caracteres')).toBeVisible();
  await expect(form.getByText('La confirmación de la contraseña es requerida')).toBeVisible();
  await form.getByLabel('Contraseña actual').fill('Demo12345');
  await form.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirmar nueva contraseña').fill(`${NEW_PASSWORD}x`);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel('Contraseña actual').fill('NoEsLaClave1');
  await form.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByRole('alert')).toHaveText('La contraseña actual no es correcta');

  await form.getByLabel('Contraseña actual').fill('Demo12345');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada correctamente')).toBeVisible();
  await expect(form.getByLabel('Contraseña actual')).toHaveValue('');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/login/transportes-andes?rgs=andes-2025');
  await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
  await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
  await page.getByLabel('Contraseña', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/user\/dashboard\/home/);
});

test('keyboard only: the password form is filled and sent without a mouse', async ({ page }) => {
  await signInWorker(page);
  await page.goto('/user/dashboard/settings/seguridad');
  const current = page.getByLabel('Contraseña actual');
  await current.focus();
  await page.keyboard.type('Demo12345');
  await page.keyboard.press('Tab');
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mostrar contraseñas')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(current).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Contraseña actualizada correctamente')).toBeVisible();
});

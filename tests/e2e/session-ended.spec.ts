// A session that ends while the person is working (the password changed on another device, which
// ends every other session): pressing Guardar says 'Tu sesión terminó. Inicia sesión de nuevo para
// continuar.', leads to the company's sign-in and, once signed in again, back to the same form
// with what was typed (but RUTs and account numbers, which never stay on the device).
import { expect, test } from './fixtures.ts';
import { WORKER, signInWorker } from './user-dashboard-support.ts';

// The refused save is logged by Chromium as a failed resource.
test.use({ allowConsoleErrors: ['status of 401'] });

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

const NEW_PASSWORD = 'Nueva12345';

test('a save refused because the session ended elsewhere keeps the typed work for after signing in again', async ({
  page,
  request,
  apiURL,
}) => {
  test.setTimeout(60_000);
  await signInWorker(page);
  await page.goto('/user/dashboard/settings/banco-detalles');
  await expect(page.getByRole('heading', { level: 2, name: 'Cuentas bancarias' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Acciones rápidas', exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page.getByRole('button', { name: /Agregar datos bancarios.*Agiliza tus operaciones financieras/ }).click();
  const form = page.getByRole('form', { name: 'Agregar datos bancarios' });
  await form.getByLabel('Titular de la cuenta').fill('Camila Rojas');
  await form.getByLabel('RUT del titular').fill('123456785');
  await form.getByLabel('Banco').selectOption('Banco Estado');
  await form.getByLabel('Tipo de cuenta').selectOption('Cuenta Rut');
  await form.getByLabel('Número de cuenta').fill('12345678');
  await form.getByLabel('Correo electrónico').fill('camila@correo.cl');
  await form.getByLabel('Teléfono').fill('56987654321');
  await form.getByLabel('Tipo de documento').selectOption('Boleta');

  // On another device the worker signs in and changes the password: every other session ends.
  const other = await request.post(`${apiURL}/auth/login`, {
    data: { email: WORKER.email, password: WORKER.password, rgs: 'andes-2025' },
  });
  const { data } = (await other.json()) as { data: { token_jwt: string } };
  const changed = await request.post(`${apiURL}/api/users/update-password`, {
    headers: { 'auth-user': data.token_jwt },
    data: { current_password: WORKER.password, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  expect(changed.ok()).toBe(true);

  await form.getByRole('button', { name: 'Guardar datos' }).click();
  await page.waitForURL((url) => url.pathname === '/login/transportes-andes');
  expect(new URL(page.url()).searchParams.get('rgs')).toBe('andes-2025');
  expect(new URL(page.url()).searchParams.get('volver')).toMatch(/^\/user\/dashboard\/settings\/banco-detalles/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Tu sesión terminó. Inicia sesión de nuevo para continuar.' }),
  ).toBeVisible();

  await page.getByLabel('Correo electrónico').fill(WORKER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/user/dashboard/settings/banco-detalles');
  const again = page.getByRole('form', { name: 'Agregar datos bancarios' });
  await expect(again.getByLabel('Titular de la cuenta')).toHaveValue('Camila Rojas');
  await expect(again.getByLabel('Banco')).toHaveValue('Banco Estado');
  // The holder's RUT and the account number are never written to the device: typed again.
  await expect(again.getByLabel('RUT del titular')).toHaveValue('');
  await expect(again.getByLabel('Número de cuenta')).toHaveValue('');
  await again.getByLabel('RUT del titular').fill('123456785');
  await again.getByLabel('Número de cuenta').fill('12345678');
  await again.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Datos bancarios añadidos correctamente')).toBeVisible();
});

test('a read refused at page load still leads home, without the notice', async ({ page, request, apiURL }) => {
  await signInWorker(page);
  const other = await request.post(`${apiURL}/auth/login`, {
    data: { email: WORKER.email, password: WORKER.password, rgs: 'andes-2025' },
  });
  const { data } = (await other.json()) as { data: { token_jwt: string } };
  await request.post(`${apiURL}/api/users/update-password`, {
    headers: { 'auth-user': data.token_jwt },
    data: { current_password: WORKER.password, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  });
  // The area opens on the stored session and its first read is refused at once: the page may leave
  // for '/' before its own load event, so the visit waits only for the address to be taken.
  await page.goto('/user/dashboard/settings/banco-detalles', { waitUntil: 'commit' });
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Tu sesión terminó. Inicia sesión de nuevo para continuar.')).toHaveCount(0);
});

// Sessions against the local API: the dashboard guards, logout, the navbar hint on
// static pages (no React), and what is kept in storage.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

async function signInWorker(page: Page) {
  await page.goto('/login/transportes-andes?rgs=andes-2025');
  await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
  await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/user/dashboard/home');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeVisible();
}

test('the worker dashboard sends a visitor without a session to /', async ({ page }) => {
  await page.goto('/user/dashboard/home');
  await page.waitForURL((url) => url.pathname === '/');
});

test('the business dashboard sends a visitor without a session to /', async ({ page }) => {
  await page.goto('/business/dashboard');
  await page.waitForURL((url) => url.pathname === '/');
});

test('a worker session does not open the business dashboard', async ({ page }) => {
  await signInWorker(page);
  await page.goto('/business/dashboard');
  await page.waitForURL((url) => url.pathname === '/');
});

test('the session is stored encrypted, the token apart, with a non-sensitive hint', async ({ page }) => {
  await signInWorker(page);
  const stored = await page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])),
  );
  expect(Object.keys(stored).sort()).toEqual([
    'enlista.brand',
    'enlista.hint',
    'enlista.user',
    'enlista.user-link',
    'enlista.user-token',
  ]);
  // The company link signed in through, where the worker signs in again if the session ends mid-work.
  expect(JSON.parse(stored['enlista.user-link'] ?? '{}')).toEqual({
    name_business: 'transportes-andes',
    rgs: 'andes-2025',
  });
  // The brand the dashboard applied, by name only, for its next visit's first paint.
  expect(stored['enlista.brand']).toBe('transportes-andes');
  expect(stored['enlista.user']).not.toContain('trabajador@demo.cl');
  expect(stored['enlista.user-token']).not.toMatch(/^eyJ/);
  const hint = JSON.parse(stored['enlista.hint'] ?? '{}') as { kind?: string; exp?: number };
  expect(hint.kind).toBe('user');
  expect(hint.exp).toBeGreaterThan(Date.now() / 1000);
});

test('tampered storage is cleared and the dashboard redirects to /', async ({ page }) => {
  await signInWorker(page);
  await page.evaluate(() => localStorage.setItem('enlista.user-token', 'manipulado'));
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('enlista.')))).toEqual([]);
});

test('static pages show Dashboard for a signed-in worker without loading React, and Iniciar sesión after logout', async ({
  page,
}) => {
  await signInWorker(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/cualquier-cosa');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/dashboard/home');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeHidden();
  expect(scripts).toEqual([]);

  // The dashboards' own suites scan them with axe; here only the logout matters.
  await page.goto('/user/dashboard/home');
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/cualquier-cosa');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  // The dashboard then redirects to /.
  await page.goto('/user/dashboard/home');
  await page.waitForURL((url) => url.pathname === '/');
});

test('a company logout returns to /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('empresa@demo.cl');
  await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/business/dashboard');
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.goto('/business/dashboard');
  await page.waitForURL((url) => url.pathname === '/');
});

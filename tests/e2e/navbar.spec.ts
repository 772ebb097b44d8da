// The public navbar works by keyboard without framework JavaScript, at phone and desktop widths.
// Each keyboard journey leaves screenshots of the open menu in the report ("look at the
// screenshots").
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInWorker } from './user-dashboard-support.ts';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('navbar at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens the Iniciar sesión menu by keyboard and offers the Empresa link', async ({ page }, testInfo) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Iniciar sesión' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const empresa = page.getByRole('link', { name: 'Empresa' });
    await expect(empresa).toBeVisible();
    await expect(empresa).toHaveAttribute('href', /^https?:\/\//);
    await page.keyboard.press('Tab');
    await expect(empresa).toBeFocused();
    await screenshot(page, testInfo, 'navbar-1280-login-menu');
    await page.keyboard.press('Escape');
    await expect(empresa).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
  });

  test('reaches the logo, every navbar link and the menu button with Tab, in order', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    const navigation = page.getByRole('navigation', { name: 'Principal' });
    const links = await navigation.getByRole('link').all();
    expect(links.length).toBeGreaterThanOrEqual(4); // the logo and the menu entries of content/site
    for (const link of links) {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeFocused();
  });

  test('loads no framework JavaScript', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/cualquier-cosa');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('link', { name: 'Empresa' })).toBeVisible();
    expect(scripts).toEqual([]);
  });
});

test.describe('navbar at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('shows the login link and a hamburger that opens the menu by keyboard', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Abrir menú' });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Preguntas frecuentes' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await screenshot(page, testInfo, 'navbar-375-mobile-menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('closes the menu when focus leaves it, so it never stays open over the page', async ({ page }) => {
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Abrir menú' });
    const menu = page.locator('#mobile-menu');
    const focusInMenu = () =>
      page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement));
    await hamburger.focus();
    await page.keyboard.press('Enter');
    await menu.getByRole('button', { name: 'Cerrar menú' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    expect(await focusInMenu()).toBe(false);

    await hamburger.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('closes the menu with its Cerrar menú button and follows a link by keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    const close = menu.getByRole('button', { name: 'Cerrar menú' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menú' }).focus();
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Preguntas frecuentes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/preguntas-frecuentes\/?$/);
  });
});

test.describe('session hint', () => {
  test('shows Dashboard instead of Iniciar sesión when a worker is signed in', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('enlista.hint', JSON.stringify({ kind: 'user', exp: Math.floor(Date.now() / 1000) + 3600 })),
    );
    await page.reload();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/dashboard/home');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeHidden();
  });

  test('keeps Iniciar sesión for a company session (the Dashboard link is the worker’s)', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'enlista.hint',
        JSON.stringify({ kind: 'business', exp: Math.floor(Date.now() / 1000) + 3600 }),
      ),
    );
    await page.reload();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('ignores an expired hint', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('enlista.hint', JSON.stringify({ kind: 'user', exp: 1 })));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test.describe('the company a worker last signed in to', () => {
  test.beforeEach(async ({ request, apiURL }) => {
    await request.post(`${apiURL}/_dev/reset`);
  });

  test("after a worker signs out, 'Iniciar sesión' offers 'Ingresar a Transportes Andes' until the device is forgotten", async ({
    page,
  }, testInfo) => {
    await signInWorker(page);
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const offer = page.getByRole('link', { name: 'Ingresar a Transportes Andes' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('href', '/login/transportes-andes?rgs=andes-2025');
    await screenshot(page, testInfo, 'navbar-1280-remembered-company');
    await page.keyboard.press('Escape');

    // On a phone 'Iniciar sesión' opens the same menu instead of going to /login.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(offer).toBeVisible();
    await screenshot(page, testInfo, 'navbar-375-remembered-company');
    await offer.click();
    await expect(page).toHaveURL(/\/login\/transportes-andes\?rgs=andes-2025$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('button', { name: 'Olvidar este dispositivo' }).click();
    await expect(offer).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('enlista.brand'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});

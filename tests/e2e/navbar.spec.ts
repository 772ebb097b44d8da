// The public navbar works by keyboard without framework JavaScript, at phone and desktop widths.
import { expect, test } from './fixtures.ts';

test.describe('navbar at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens the Iniciar sesión menu by keyboard and offers the Empresa link', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Iniciar sesión' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const empresa = page.getByRole('link', { name: 'Empresa' });
    await expect(empresa).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(empresa).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(empresa).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
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

  test('shows the login link and a hamburger that opens the menu by keyboard', async ({ page }) => {
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
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
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

  test('ignores an expired hint', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('enlista.hint', JSON.stringify({ kind: 'user', exp: 1 })));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

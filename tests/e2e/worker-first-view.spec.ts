// The worker area's first view is painted from the page's HTML, before any of its modules run: the
// sidebar and the navbar with the section's title (on the home, the welcome of the brand the
// sign-in remembered), and the profile selector and panel toggle where the section has them. The
// frame takes no input (it is inert), and the island replaces it without moving the title.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openHome } from './user-dashboard-support.ts';

const WELCOME = 'Te damos la bienvenida al portal de conductores de Transportes Andes';

/** Opens `path` with the page's modules held back: what shows is the HTML alone. */
async function openWithoutModules(page: Page, path: string): Promise<void> {
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto(path);
}

// The held-back modules fail to load, as the browser reports.
test.use({ allowConsoleErrors: ['Failed to load resource: net::ERR_FAILED'] });

test.beforeEach(async ({ request, apiURL, page }) => {
  await request.post(`${apiURL}/_dev/reset`);
  await openHome(page);
});

test('the home paints the brand’s welcome as its title before any module runs', async ({ page }) => {
  await openWithoutModules(page, '/user/dashboard/home');
  const frame = page.locator('.dash-frame');
  await expect(frame).toHaveAttribute('inert', '');
  // Inert content is out of the accessibility tree: it is checked as painted text.
  await expect(frame.locator('h1')).toHaveText(WELCOME);
  await expect(frame.locator('.dash-profile-select')).toBeVisible();
  // The panel toggle is there (a wide screen hides it: the panel stands beside the section).
  await expect(frame.locator('.dash-panel-toggle')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Cargando tu sesión…' })).toBeAttached();
});

test('another section paints its own title and tools', async ({ page }) => {
  await openWithoutModules(page, '/user/dashboard/settings/seguridad');
  const frame = page.locator('.dash-frame');
  await expect(frame.locator('h1')).toHaveText('Configuración');
  await expect(frame.locator('.dash-profile-select')).toHaveCount(0);
  await expect(frame.locator('.dash-panel-toggle')).toHaveCount(0);

  await page.goto('/user/dashboard/settings/banco-detalles');
  await expect(frame.locator('h1')).toHaveText('Banco');
  await expect(frame.locator('.dash-panel-toggle')).toHaveCount(1);
});

test('the island takes the frame’s place without moving the title', async ({ page }) => {
  await openWithoutModules(page, '/user/dashboard/home');
  const before = await page.locator('.dash-frame h1').boundingBox();
  await page.unroute('**/_astro/*.js');
  await page.goto('/user/dashboard/home');
  const title = page.getByRole('heading', { level: 1, name: WELCOME });
  await expect(title).toBeVisible();
  await expect(page.locator('.dash-frame')).toHaveCount(0);
  expect(await title.boundingBox()).toEqual(before);
});

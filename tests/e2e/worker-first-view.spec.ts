// The worker area's first view is painted from the page's HTML, before any of its modules run: the
// sidebar and the navbar with the section's title (on the home, the welcome of the brand the
// sign-in remembered), and the profile selector and panel toggle where the section has them. The
// frame takes no input (it is inert), and the island replaces it without moving the title.
import { expect, test } from './fixtures.ts';
import { HELD_BACK_MODULES, expectIslandInFramePlace, openWithoutModules } from './first-view-support.ts';
import { openHome } from './user-dashboard-support.ts';

const WELCOME = 'Te damos la bienvenida al portal de conductores de Transportes Andes';

test.use({ allowConsoleErrors: HELD_BACK_MODULES });

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
  await expectIslandInFramePlace(
    page,
    '/user/dashboard/home',
    page.locator('.dash-frame'),
    page.getByRole('heading', { level: 1, name: WELCOME }),
  );
});

// The company area's first view is painted from the page's HTML, before any of its modules run:
// the area's layout with the postings view loading (heading, lead, search), fitted to the address.
// The frame takes no input (it is inert), and the island replaces it without moving the heading.
import { signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';
import { HELD_BACK_MODULES, expectIslandInFramePlace, openWithoutModules } from './first-view-support.ts';

test.use({ allowConsoleErrors: HELD_BACK_MODULES });

test.beforeEach(async ({ request, apiURL, page }) => {
  await request.post(`${apiURL}/_dev/reset`);
  await signInCompany(page);
});

test('the postings address paints the heading, its lead and the search before any module runs', async ({ page }) => {
  await openWithoutModules(page, '/business/dashboard');
  const frame = page.locator('.bd-frame');
  await expect(frame).toHaveAttribute('inert', '');
  // Inert content is out of the accessibility tree: it is checked as painted text.
  await expect(frame.locator('h1')).toHaveText('Publicaciones de empleo');
  await expect(frame.locator('.bd-lead')).toHaveText('Publica ofertas, mantenlas al día y revisa a quienes postulan.');
  await expect(frame.locator('.bd-search input')).toBeVisible();
  await expect(frame.locator('.bd-summary')).toHaveText('Cargando publicaciones…');
  await expect(frame.locator('nav a[aria-current="page"]')).toHaveText('Publicaciones');
  await expect(page.getByRole('status').filter({ hasText: 'Cargando tu sesión…' })).toBeAttached();
});

test('another section’s address paints the layout only, with that section marked', async ({ page }) => {
  await openWithoutModules(page, '/business/dashboard/profiles');
  const frame = page.locator('.bd-frame');
  await expect(frame.locator('nav a[aria-current="page"]')).toHaveText('Perfiles registrados');
  await expect(frame.locator('h1')).toHaveCount(0);

  await page.goto('/business/dashboard/job-postings/3/applicants');
  await expect(frame.locator('nav a[aria-current="page"]')).toHaveText('Publicaciones');
  await expect(frame.locator('h1')).toHaveCount(0);
});

test('the island takes the frame’s place without moving the heading', async ({ page }) => {
  await expectIslandInFramePlace(
    page,
    '/business/dashboard',
    page.locator('.bd-frame'),
    page.getByRole('heading', { level: 1, name: 'Publicaciones de empleo' }),
  );
});

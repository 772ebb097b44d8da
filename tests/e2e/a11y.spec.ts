// axe sweep (WCAG 2.2 A/AA rules) over every sitemap URL, every shell page (both path forms of
// the reset link, both registration flows, the dashboards' first view with a session) and the
// 404 page, once the page has settled, with the navbar menus closed and open. Shell pages carry a
// valid company link: an invalid one leaves for '/' after its alert (swept on a paused clock in
// auth-links.spec.ts), which would race the scan here.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sessionItems, type SeedKind } from '../support/session-seed.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

function sitemapPaths(): string[] {
  const xml = readFileSync(`${process.env.E2E_DIST ?? '.out/e2e'}/sitemap-0.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}

const SHELLS = [
  '/login',
  '/login/transportes-andes?rgs=andes-2025',
  '/register/transportes-andes?rgs=andes-2025',
  '/register/logistica-sur?rgs=sur-2025',
  '/register-main/logistica-sur?rgs=sur-2025',
  '/resetpassword/transportes-andes?rgs=andes-2025',
  '/resetpassword/transportes-andes/token-de-prueba?rgs=andes-2025',
  '/cualquier-cosa',
];

/** The dashboards redirect when signed out: they are swept signed in, each with its first view's
 * top heading, so the sweep runs on the view and not on the loading skeleton. */
const DASHBOARDS: Record<SeedKind, { path: string; heading: string | RegExp }> = {
  user: { path: '/user/dashboard/home', heading: /^Te damos la bienvenida/ },
  business: { path: '/business/dashboard', heading: 'Publicaciones de empleo' },
};

/** A sweep proves something only on a page that shows its content: the main landmark and one
 * top heading with text (a blank page or an error overlay would pass axe too). */
async function expectContent(page: Page, heading?: string | RegExp) {
  await expect(page.getByRole('main')).toBeVisible();
  const top = page.getByRole('heading', { level: 1 });
  await expect(top).toHaveCount(1);
  await expect(top).toHaveText(heading ?? /\S/);
}

test.describe('axe finds nothing', () => {
  for (const path of [...new Set([...sitemapPaths(), ...SHELLS])]) {
    test(path, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expectContent(page);
      await expectNoAxeViolations(page);
    });
  }

  for (const [kind, { path, heading }] of Object.entries(DASHBOARDS) as [SeedKind, (typeof DASHBOARDS)[SeedKind]][]) {
    test(`${path} signed in`, async ({ page, apiURL }) => {
      const items = await sessionItems(apiURL, kind);
      await page.addInitScript((entries) => {
        for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
      }, items);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page).toHaveURL(new RegExp(`^[^?#]*${path}`));
      await expectContent(page, heading);
      await expectNoAxeViolations(page);
    });
  }

  test('with the login menu open at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('link', { name: 'Empresa' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('with the mobile menu open at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('link', { name: 'Iniciar sesión como empresa' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

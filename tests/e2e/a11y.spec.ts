// axe sweep (WCAG 2.2 A/AA rules) over every sitemap URL, every shell page and the 404 page,
// with the navbar menus closed and open. The dashboards redirect when signed out; their own
// suites sweep them with a session.
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './axe.ts';
import { test } from './fixtures.ts';

function sitemapPaths(): string[] {
  const xml = readFileSync(`${process.env.E2E_DIST ?? 'dist'}/sitemap-0.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}

const SHELLS = [
  '/login',
  '/login/transportes-andes?rgs=andes-2025',
  '/register/transportes-andes?rgs=andes-2025',
  '/register-main/logistica-sur?rgs=sur-2025',
  '/resetpassword/transportes-andes?rgs=andes-2025',
  '/cualquier-cosa',
];

test.describe('axe finds nothing', () => {
  for (const path of [...new Set([...sitemapPaths(), ...SHELLS])]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('with the login menu open at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectNoAxeViolations(page);
  });

  test('with the mobile menu open at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectNoAxeViolations(page);
  });
});

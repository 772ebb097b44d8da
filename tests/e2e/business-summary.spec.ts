// Company area, 'Resumen': reached from the sidebar, four charts drawn from the demo data, each
// with its figures behind 'Ver datos'; axe on the view with a table open, at 1366 and 375 px.
import { expectNoAxeViolations } from './axe.ts';
import { reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

const CHARTS = [
  'Registros por semana (últimas 12 semanas)',
  'Postulantes por publicación (10 con más postulantes)',
  'Publicaciones por estado',
  'Perfiles registrados por región',
];

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 375, height: 800 },
]) {
  test(`the summary shows four charts with their data at ${viewport.width} px`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await signInCompany(page);
    await page.getByRole('navigation', { name: 'Panel de empresa' }).getByRole('link', { name: 'Resumen' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard\/summary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeFocused();
    for (const title of CHARTS) {
      await expect(page.getByRole('region', { name: title }).getByRole('img', { name: title })).toBeVisible();
    }
    const status = page.getByRole('region', { name: 'Publicaciones por estado' });
    await status.getByRole('button', { name: 'Ver datos' }).click();
    await expect(status.getByRole('table', { name: 'Publicaciones por estado' })).toBeVisible();
    await expect(status.getByRole('row', { name: /^Total/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`resumen-${viewport.width}.png`), fullPage: true });
  });
}

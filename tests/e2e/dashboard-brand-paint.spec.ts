// The dashboards' next visit is painted with the partner brand their last one applied, before any
// module runs: colours, data-brand, the tab icon (no request for the default one) and the browser
// bar. A first visit with nothing remembered keeps the default look until the island picks.
import type { Page } from '@playwright/test';
import { STORAGE_ITEMS } from '../../src/lib/session/storage.ts';
import { signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';
import { openHome } from './user-dashboard-support.ts';

interface FirstPaint {
  readonly brand: string | null;
  readonly primary: string;
  readonly icon: string | null;
  readonly bar: string | null;
}

/**
 * Records the page as it stands once parsed, before its deferred modules run (readyState turns
 * 'interactive' between the two), and every address the browser asks for.
 */
async function watchFirstPaint(page: Page): Promise<{ requests: string[]; firstPaint: () => Promise<FirstPaint> }> {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.documentElement;
      (window as unknown as { firstPaint: FirstPaint }).firstPaint = {
        brand: root.getAttribute('data-brand'),
        primary: root.style.getPropertyValue('--brand'),
        icon: document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null,
        bar: document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
      };
    });
  });
  return {
    requests,
    firstPaint: () => page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint),
  };
}

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

test("the worker dashboard's next visit paints the remembered brand before any module runs", async ({ page }) => {
  const watch = await watchFirstPaint(page);
  await openHome(page);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/^data:image\/svg\+xml,/);

  watch.requests.length = 0;
  // Without the company link in the address: only the remembered brand tells.
  await page.goto('/user/dashboard/home');
  await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();
  expect(await watch.firstPaint()).toEqual({ brand: 'transportes-andes', primary: '#0f766e', icon, bar: '#0f766e' });
  expect(watch.requests).not.toContain('/favicon.svg');
});

test("the company dashboard's next visit paints the remembered brand before any module runs", async ({ page }) => {
  const watch = await watchFirstPaint(page);
  await signInCompany(page);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');

  watch.requests.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Publicaciones de empleo' })).toBeVisible();
  expect(await watch.firstPaint()).toEqual({ brand: 'transportes-andes', primary: '#0f766e', icon, bar: '#0f766e' });
  expect(watch.requests).not.toContain('/favicon.svg');
});

test('a dashboard visited with no brand remembered keeps the default look until its island picks', async ({ page }) => {
  const watch = await watchFirstPaint(page);
  await openHome(page);
  // Forgotten from a page without an island: the live dashboard could write its brand again
  // between the removal and the next visit (seen once on a loaded runner).
  await page.goto('/accesibilidad/');
  await page.evaluate((item) => localStorage.removeItem(item), STORAGE_ITEMS.brand);
  await page.goto('/user/dashboard/home');
  await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();
  expect(await watch.firstPaint()).toEqual({ brand: null, primary: '', icon: '/favicon.svg', bar: '#0b5cab' });
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'transportes-andes');
});

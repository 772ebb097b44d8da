// Every signed-in page fits its window, from a phone to a wide desktop: nothing pushes the page
// sideways (a six-column table once did, between 768 and 1250 px, where the sidebar and the right
// panel share the width). Public pages are checked by their own suites.
import type { Page } from '@playwright/test';
import { sessionItems, type SeedKind } from '../support/session-seed.ts';
import { expect, test } from './fixtures.ts';

const PAGES: Record<SeedKind, readonly string[]> = {
  user: [
    '/user/dashboard/home',
    '/user/dashboard/settings/',
    '/user/dashboard/settings/seguridad',
    '/user/dashboard/settings/banco-detalles',
    '/user/dashboard/job-postings',
  ],
  business: ['/business/dashboard', '/business/dashboard/job-postings', '/business/dashboard/profiles'],
};

/** The page's content column in each area: nothing may stick out of it (under the right panel). */
const CONTENT: Record<SeedKind, string> = { user: '.dash-content', business: 'main' };

/** How far the page, and its content column, stick out sideways (px). */
async function overflowOf(page: Page, content: string): Promise<[number, number]> {
  return page.evaluate((selector) => {
    const column = document.querySelector(selector);
    const past = (element: Element) => Math.max(0, element.scrollWidth - element.clientWidth);
    return [past(document.documentElement), column ? past(column) : 0];
  }, content);
}

for (const width of [375, 800, 1100, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const kind of ['user', 'business'] as const) {
      test(`every ${kind === 'user' ? 'worker' : 'company'} page fits the width`, async ({ page, apiURL }) => {
        const items = await sessionItems(apiURL, kind);
        await page.addInitScript((entries) => {
          for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
        }, items);
        for (const path of PAGES[kind]) {
          await page.goto(path, { waitUntil: 'networkidle' });
          await expect(page.locator('main h1, main h2').first()).toBeVisible();
          expect(await overflowOf(page, CONTENT[kind]), path).toEqual([0, 0]);
        }
      });
    }
  });
}

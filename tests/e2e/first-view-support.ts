// The dashboards' first view as the page's HTML paints it, before any of its modules run.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const MODULES = '**/_astro/*.js';

/** Console errors of the held-back modules: they fail to load, as the browser reports. */
export const HELD_BACK_MODULES = [
  'Failed to load resource: net::ERR_FAILED',
  // Astro tries a failed island import once more, and says so when that fails too.
  '[astro-island] Error hydrating',
];

/** Opens `path` with the page's modules held back: what shows is the HTML alone. */
export async function openWithoutModules(page: Page, path: string): Promise<void> {
  await page.route(MODULES, (route) => route.abort());
  await page.goto(path);
}

/**
 * Opens `path` twice, with the modules held back and then live: the island's `heading` stands
 * exactly where the `<h1>` of the pre-rendered `frame` was painted, and the frame is gone.
 */
export async function expectIslandInFramePlace(
  page: Page,
  path: string,
  frame: Locator,
  heading: Locator,
): Promise<void> {
  await openWithoutModules(page, path);
  const before = await frame.locator('h1').boundingBox();
  expect(before).not.toBeNull();
  await page.unroute(MODULES);
  await page.goto(path);
  await expect(heading).toBeVisible();
  await expect(frame).toHaveCount(0);
  expect(await heading.boundingBox()).toEqual(before);
}

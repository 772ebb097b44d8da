// A full-page picture as a person would see the page from its top: Chromium draws sticky and
// fixed elements (the navbar, a skip link parked above the viewport) where they sit at the current
// scroll position, so a picture taken mid-page shows the navbar across the middle of the content.
// The page is scrolled to its top for the picture and put back where it was afterwards.
import type { Page } from '@playwright/test';

export async function fullPageShot(page: Page, path: string): Promise<Buffer> {
  const scrolled = await page.evaluate(() => {
    const at = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    return at;
  });
  try {
    return await page.screenshot({ path, fullPage: true });
  } finally {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolled);
  }
}

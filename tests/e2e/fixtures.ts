// Shared Playwright fixtures: every page fails its test on an uncaught error, a console error or
// a Content Security Policy violation; `apiURL` points at the fresh local API.
import { test as base, expect, type Page } from '@playwright/test';

export const API_URL = `http://localhost:${process.env.E2E_API_PORT ?? 8810}`;

interface Fixtures {
  apiURL: string;
  /** Console errors the test expects (e.g. a deliberately failed request); matched by substring. */
  allowConsoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  apiURL: API_URL,
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowConsoleErrors.some((allowed) => text.includes(allowed))) return;
      // A 404 document is expected on the not-found page; Chromium logs it as a resource error.
      if (/status of 404/.test(text) && /Failed to load resource/.test(text)) return;
      problems.push(`console: ${text}`);
    });
    await use(page);
    expect(problems, 'no uncaught errors, console errors or CSP violations').toEqual([]);
  },
});

export { expect };

/**
 * Turns on the interception of file pickers for `page` and waits until the browser has it. Playwright
 * turns it on only when something first waits for a picker, without waiting for the browser: a key
 * pressed at once after `waitForEvent('filechooser')` could open the picker before that, and the
 * wait then never ended (seen on a loaded runner). Call it before a journey opens a picker by keyboard.
 */
export async function interceptFilePickers(page: Page): Promise<void> {
  page.on('filechooser', () => undefined);
  // Commands reach the page in order: once this answers, the interception is on.
  await page.evaluate(() => undefined);
}

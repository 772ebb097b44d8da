// Invalid company links: a login, reset or register
// path whose rgs does not match, whose business is unknown or whose rgs is missing shows the alert,
// which passes axe, and lands on '/' once the alert's 3 s are over. The page clock is paused so
// that the scan runs before the page leaves, however busy the machine is.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const LOGIN_TEXT = 'La URL de login ha cambiado. Contacta con tu empresa para obtener el enlace correcto.';
const REGISTER_TEXT = 'La URL de registro ha cambiado. Contacta con tu empresa para obtener el enlace correcto.';

const CASES: readonly (readonly [page: string, text: string, label: string, path: string])[] = [
  ['login', LOGIN_TEXT, 'an rgs that does not match', '/login/transportes-andes?rgs=andes-1999'],
  ['login', LOGIN_TEXT, 'an unknown business', '/login/empresa-fantasma?rgs=andes-2025'],
  ['login', LOGIN_TEXT, 'a missing rgs', '/login/transportes-andes'],
  ['reset', LOGIN_TEXT, 'an rgs that does not match', '/resetpassword/transportes-andes?rgs=sur-2025'],
  ['reset', LOGIN_TEXT, 'an unknown business', '/resetpassword/empresa-fantasma?rgs=andes-2025'],
  ['reset', LOGIN_TEXT, 'a missing rgs', '/resetpassword/transportes-andes'],
  ['reset', LOGIN_TEXT, 'a token link without rgs', '/resetpassword/transportes-andes/abc'],
  ['reset', LOGIN_TEXT, 'a token link of an unknown business', '/resetpassword/empresa-fantasma/abc?rgs=andes-2025'],
  ['register', REGISTER_TEXT, 'an rgs that does not match', '/register/logistica-sur?rgs=andes-2025'],
  ['register', REGISTER_TEXT, 'an unknown business', '/register/empresa-fantasma?rgs=andes-2025'],
  ['register', REGISTER_TEXT, 'a missing rgs', '/register/logistica-sur'],
];

/**
 * axe waits on zero-delay timers between its rules, so while it scans the paused clock creeps on
 * (2 ms every 20 ms of real time; a scan needs about 20 ms of page time). It stops after 2 s of
 * page time, well short of the 3 s after which the page leaves.
 */
async function scanWithClockPaused(page: Page): Promise<void> {
  const scanning = { done: false };
  const scan = expectNoAxeViolations(page).finally(() => {
    scanning.done = true;
  });
  for (let ms = 0; !scanning.done && ms < 2000; ms += 2) {
    try {
      await page.clock.runFor(2);
    } catch {
      // axe finishes in a blank page of its own and closes it; a clock step caught by that close
      // fails with 'page closed'. The scan is over then: its own result is awaited below.
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await scan;
}

test.describe('invalid company links show the alert and land on /', () => {
  for (const [kind, text, label, path] of CASES) {
    test(`${kind}: ${label}`, async ({ page }) => {
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await page.goto(path);
      const alert = page.getByRole('alert').filter({ hasText: text });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Enlace no válido');
      await scanWithClockPaused(page);
      expect(new URL(page.url()).pathname).not.toBe('/');
      const entries = await page.evaluate(() => history.length);

      await page.clock.runFor(3000);
      await page.waitForURL((url) => url.pathname === '/');
      // The invalid link was replaced in history, not stacked under the home page.
      expect(await page.evaluate(() => history.length)).toBe(entries);
    });
  }
});

// Cumulative Layout Shift in Chromium at Lighthouse's mobile size (≤ 0.01 on every page): no page
// may change its look once its island is live. Every island page is here (both logins, recovery and
// a reset link, both registration flows and the second entry, the power page, both dashboards'
// first view) with the two public pages that carry islands. `npm run bench` measures it again with
// Lighthouse.
import { DEMO_VERIFICATION_CODE } from '../../server/seed/signing.ts';
import type { Page } from '@playwright/test';
import { sessionItems, type SeedKind } from '../support/session-seed.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true });

/** The most a page may shift, summed over its life (Lighthouse's "good" is 0.1). */
const MAX_SHIFT = 0.01;

async function layoutShift(page: Page, path: string): Promise<number> {
  // Images arrive late, as on a slow phone network: nothing may move when they do (a logo without
  // a reserved width once pushed the registration card down under load).
  await page.route(/\.(?:svg|png|webp|jpe?g|avif)(?:\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.addInitScript(() => {
    const total = { value: 0 };
    (window as unknown as { __cls: typeof total }).__cls = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) total.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __cls: { value: number } }).__cls.value);
}

async function seedSession(page: Page, apiURL: string, kind: SeedKind): Promise<void> {
  const items = await sessionItems(apiURL, kind);
  await page.addInitScript((entries) => {
    for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
  }, items);
}

async function powerPath(apiURL: string): Promise<string> {
  const answer = await fetch(`${apiURL}/_dev/power-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expiresInSeconds: 3600 }),
  });
  return `/crear-poder-simple?power=${((await answer.json()) as { token: string }).token}`;
}

/** A fresh reset link from the outbox, for an account no other journey resets (three e-mails an hour). */
async function resetPath(apiURL: string): Promise<string> {
  const email = 'trabajador.sur@demo.cl';
  await fetch(`${apiURL}/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, rgs: 'sur-2025' }),
  });
  const outbox = (await (await fetch(`${apiURL}/_dev/outbox`)).json()) as { to: string; links?: string[] }[];
  // The outbox lists the newest mail first.
  const link = outbox.find((mail) => mail.to === email)?.links?.find((url) => url.includes('/resetpassword/'));
  expect(link, 'a reset link in the outbox').toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

test.describe('layout shift at 412 px', () => {
  for (const path of [
    '/',
    '/contacto',
    '/login/transportes-andes?rgs=andes-2025',
    '/login',
    '/register/transportes-andes?rgs=andes-2025',
    '/register/logistica-sur?rgs=sur-2025',
    '/register-main/transportes-andes?rgs=andes-2025',
    '/resetpassword/transportes-andes?rgs=andes-2025',
  ]) {
    test(path, async ({ page }) => {
      expect(await layoutShift(page, path)).toBeLessThanOrEqual(MAX_SHIFT);
    });
  }

  test('the simple power page, whose form replaces a one-line fallback', async ({ page, apiURL }) => {
    expect(await layoutShift(page, await powerPath(apiURL))).toBeLessThanOrEqual(MAX_SHIFT);
  });

  test('a signed document verified from its link, the document drawn below the form', async ({ page }) => {
    expect(await layoutShift(page, `/verificar?codigo=${DEMO_VERIFICATION_CODE}`)).toBeLessThanOrEqual(MAX_SHIFT);
  });

  test("the owner's power signing page, whose power replaces a one-line fallback", async ({ page, apiURL }) => {
    const minted = await fetch(`${apiURL}/_dev/power-owner-token`, { method: 'POST' });
    const { token } = (await minted.json()) as { token: string };
    expect(await layoutShift(page, `/firmar-poder?t=${token}`)).toBeLessThanOrEqual(MAX_SHIFT);
  });

  test('a reset link, whose form shows once the link is checked', async ({ page, apiURL }) => {
    expect(await layoutShift(page, await resetPath(apiURL))).toBeLessThanOrEqual(MAX_SHIFT);
  });

  test('the company dashboard, first view', async ({ page, apiURL }) => {
    await seedSession(page, apiURL, 'business');
    expect(await layoutShift(page, '/business/dashboard')).toBeLessThanOrEqual(MAX_SHIFT);
  });

  test('the worker dashboard, first view', async ({ page, apiURL }) => {
    await seedSession(page, apiURL, 'user');
    expect(await layoutShift(page, '/user/dashboard/home')).toBeLessThanOrEqual(MAX_SHIFT);
  });
});

// The signed-in first views at tablet and desktop sizes too, where the sidebar and the right panel
// share the width: the documents arrive late, as on a slow connection.
for (const viewport of [
  { width: 800, height: 800 },
  { width: 1100, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`layout shift at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: false });

    test('the worker dashboard, first view', async ({ page, apiURL }) => {
      await seedSession(page, apiURL, 'user');
      await page.route('**/obtain-all-documents-user*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      expect(await layoutShift(page, '/user/dashboard/home')).toBeLessThanOrEqual(MAX_SHIFT);
    });

    test('the company dashboard, first view', async ({ page, apiURL }) => {
      await seedSession(page, apiURL, 'business');
      expect(await layoutShift(page, '/business/dashboard')).toBeLessThanOrEqual(MAX_SHIFT);
    });
  });
}

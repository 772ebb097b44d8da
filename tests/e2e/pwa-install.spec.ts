// The installable worker dashboard: a valid manifest with its icons, the service worker registered
// only after the page's load, the dashboard reopened without a connection showing the stored data
// and its time, sign-out emptying the stored answers, and a new version announced.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { WORKER, openHome } from './user-dashboard-support.ts';

test.use({
  serviceWorkers: 'allow',
  // Requests refused while offline are logged by Chromium as failed resources.
  allowConsoleErrors: ['ERR_INTERNET_DISCONNECTED', 'Failed to fetch'],
});

const DIST = process.env.E2E_DIST ?? 'dist';
const DATA_CACHE = 'enlista-datos-trabajador';

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Waits until a service worker controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The service worker's own requests fail too (setOffline covers only the pages). */
function refuseWorkerRequests(route: Route) {
  return route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', refuseWorkerRequests);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/*', refuseWorkerRequests);
  await context.setOffline(false);
}

/** Signs in, waits for the worker, then opens the home again so its reads pass through it. */
async function visitTwice(page: Page) {
  await openHome(page);
  await controlled(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();
  await expect.poll(() => page.evaluate((name) => caches.has(name), DATA_CACHE)).toBe(true);
}

function santiagoTime(date: Date): string {
  return new Intl.DateTimeFormat('es-CL', {
    timeZone: 'America/Santiago',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

test('the manifest names the app, its start page and icons that exist at their sizes', async ({ page, request }) => {
  // The sign-in and registration shells do not offer the install; the public pages do.
  await page.goto('/login/transportes-andes?rgs=andes-2025');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Enlista',
    lang: 'es-CL',
    start_url: '/user/dashboard/home',
    display: 'standalone',
    theme_color: '#0b5cab',
  });
  for (const size of ['192x192', '512x512']) {
    expect(manifest.icons.filter((icon) => icon.sizes === size).map((icon) => icon.purpose)).toEqual([
      'any',
      'maskable',
    ]);
  }
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type']).toBe(icon.type);
    expect(pngSize(await file.body()).join('x')).toBe(icon.sizes);
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache, no-store, must-revalidate');
});

test('the service worker registers only after the load event, and never on public pages', async ({ page }) => {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { swLog: log });
    window.addEventListener('load', () => log.push('load'));
    const { register } = ServiceWorkerContainer.prototype as { register: ServiceWorkerContainer['register'] };
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      log.push(`register (${document.readyState})`);
      return register.apply(this, args);
    };
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);

  await openHome(page);
  await controlled(page);
  const log = await page.evaluate(() => (window as unknown as { swLog: string[] }).swLog);
  expect(log).toEqual(['load', 'register (complete)']);
});

/**
 * Records, in the page, when the first document row appears (ms since the navigation started): the
 * page's own clock, not the test's polling, which works in steps of up to a second.
 */
async function recordDocumentShown(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown = () =>
      [...document.querySelectorAll('h2, h3, h4')].some(
        (heading) => heading.textContent.trim() === 'Licencia de conducir',
      );
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      Object.assign(window, { documentShownAt: performance.now() });
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const documentShownAt = (page: Page) =>
  page.evaluate(() => Math.round((window as unknown as { documentShownAt: number }).documentShownAt));

test('the dashboard reopened without a connection shows the stored data and its time', async ({ page, context }) => {
  await recordDocumentShown(page);
  await visitTwice(page);
  const heading = page.getByRole('heading', { name: 'Licencia de conducir' });
  await page.reload();
  await expect(heading).toBeVisible();
  const onlineMs = await documentShownAt(page);
  await expect(page.getByText(/^Sin conexión/)).toHaveCount(0);

  await goOffline(context);
  const before = new Date();
  await page.reload();
  await expect(heading).toBeVisible();
  const offlineMs = await documentShownAt(page);
  // The offline banner says 'Sin conexión…' too; the data note is the one that dates the data.
  const note = page.getByRole('status').filter({ hasText: 'datos de las' });
  await expect(note).toHaveText(
    new RegExp(
      `^Sin conexión · datos de las (${santiagoTime(before)}|${santiagoTime(new Date(before.getTime() - 60_000))})$`,
    ),
  );
  // Shown from the store, the page waits for the connection: it does not read its data over and over.
  let reads = 0;
  const countReads = (request: Request) => {
    if (request.url().includes('/api/users/')) reads += 1;
  };
  context.on('request', countReads);
  await page.waitForTimeout(2000);
  context.off('request', countReads);
  expect(reads).toBeLessThanOrEqual(2);
  test.info().annotations.push({ type: 'repeat visit', description: `online ${onlineMs} ms, offline ${offlineMs} ms` });
  // The 1 s budget of a repeat visit is measured by `npm run bench:field` on an emulated phone and a
  // quiet machine. Here, beside another shard's browser on two cores, the bound only proves that
  // nothing waited for the network: a read that waits for an answer or a timeout takes seconds.
  expect(onlineMs).toBeLessThanOrEqual(2500);
  expect(offlineMs).toBeLessThanOrEqual(2500);

  // Back online, the next read comes from the network and the note goes away.
  await goOnline(context);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText(/^Sin conexión/)).toHaveCount(0);
});

test('back online, the note leaves and the page shows the new data without a reload', async ({
  page,
  context,
  request,
  apiURL,
}) => {
  // Two visits, an offline reload and a return: longer than one journey on a busy machine.
  test.slow();
  await visitTwice(page);
  await page.getByRole('link', { name: 'Configuración' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Camila Rojas' })).toBeVisible();
  await expect
    .poll(() => page.evaluate((name) => caches.open(name).then((c) => c.keys()), DATA_CACHE).then((k) => k.length))
    .toBeGreaterThan(1);

  await goOffline(context);
  await page.reload();
  const note = page.getByRole('status').filter({ hasText: 'datos de las' });
  await expect(note).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Camila Rojas' })).toBeVisible();

  // Meanwhile, on another device, the worker rewrites the profile.
  const other = await request.post(`${apiURL}/auth/login`, {
    data: { email: WORKER.email, password: WORKER.password, rgs: 'andes-2025' },
  });
  const { data } = (await other.json()) as { data: { token_jwt: string } };
  const saved = await request.post(`${apiURL}/api/users/update-data-user`, {
    headers: { 'auth-user': data.token_jwt },
    data: {
      firstname: 'Camila Andrea',
      lastname: 'Rojas',
      address: 'Av. Matta 1020, Santiago',
      about_me: 'Conductora de reparto en la zona sur.',
    },
  });
  expect(saved.ok()).toBe(true);

  // The page is not loaded again: a mark left on it stays.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await goOnline(context);
  await expect(note).toHaveCount(0);
  await expect(page.getByText(/^Sin conexión/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Camila Andrea Rojas' })).toBeVisible();
  await expect(page.getByText('Conductora de reparto en la zona sur.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Another section reads from the network too: the note does not come back.
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();
  await expect(page.getByText(/^Sin conexión/)).toHaveCount(0);
});

test('signing out empties the stored answers', async ({ page }) => {
  await visitTwice(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  const names = await page.evaluate(() => caches.keys());
  expect(names).not.toContain(DATA_CACHE);
  // What is left is the precache of shells and code: nothing read from the API.
  const stored = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(stored.filter((url) => url.includes('/api/'))).toEqual([]);
});

test('a new version is announced and applied with «Actualizar»', async ({ page }) => {
  await openHome(page);
  await controlled(page);
  const file = join(DIST, 'sw.js');
  const original = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, `${original}\n// versión ${Date.now()}\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const prompt = page.getByRole('status').filter({ hasText: 'Hay una nueva versión' });
    await expect(prompt).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();
    await expect(page.getByText('Hay una nueva versión')).toHaveCount(0);
  } finally {
    writeFileSync(file, original);
  }
});

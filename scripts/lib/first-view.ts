// The network requests a page makes until its first view has settled, in Chromium at Lighthouse's
// mobile size. "Settled" means: the document has loaded, every island that hydrates at once
// (client:load and client:only) has hydrated (Astro drops its `ssr` attribute then), and no request
// has been in flight or started for QUIET_MS. Every request counts, the document, styles, scripts,
// fonts, images and API calls alike, whatever their origin; data: and blob: URLs are not requests.
import type { Browser, Page } from '@playwright/test';

/** Lighthouse's mobile viewport, so "first view" means the same in both. */
export const MOBILE = { width: 412, height: 823 };
const QUIET_MS = 500;
const TIMEOUT_MS = 20_000;

export interface FirstView {
  /** Requests made until the first view settled. */
  readonly requests: number;
  /** From navigation to the end of the last request before the quiet period, ms. */
  readonly settledMs: number;
  /** false when the page was still busy after the time limit (the count is then up to that point). */
  readonly settled: boolean;
}

const hydrated = (page: Page) =>
  page.evaluate(
    () =>
      document.readyState === 'complete' &&
      [...document.querySelectorAll('astro-island[client="load"], astro-island[client="only"]')].every(
        (island) => !island.hasAttribute('ssr'),
      ),
  );

export async function measureFirstView(
  browser: Browser,
  url: string,
  storage: Record<string, string> | null = null,
): Promise<FirstView> {
  const context = await browser.newContext({ viewport: MOBILE, isMobile: true, serviceWorkers: 'block' });
  if (storage) {
    await context.addInitScript((items) => {
      for (const [name, value] of Object.entries(items)) localStorage.setItem(name, value);
    }, storage);
  }
  const page = await context.newPage();
  let requests = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  let counting = true;
  const start = Date.now();
  let lastEnd = start;
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
    if (counting) lastEnd = lastActivity;
  };
  page.on('request', (request) => {
    if (!counting || /^(data|blob):/.test(request.url())) return;
    requests += 1;
    inFlight += 1;
    if (process.env.BENCH_LIST_REQUESTS) console.log(`  request ${requests}: ${request.url()}`);
    lastActivity = Date.now();
  });
  page.on('requestfinished', (request) => {
    if (!/^(data|blob):/.test(request.url())) done();
  });
  page.on('requestfailed', (request) => {
    if (!/^(data|blob):/.test(request.url())) done();
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    let settled = false;
    while (Date.now() - start < TIMEOUT_MS) {
      if (inFlight === 0 && Date.now() - lastActivity >= QUIET_MS && (await hydrated(page))) {
        settled = true;
        break;
      }
      await page.waitForTimeout(50);
    }
    counting = false;
    return { requests, settledMs: lastEnd - start, settled };
  } finally {
    await context.close();
  }
}

/** The middle value (the upper one of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** measureFirstView `runs` times; the median count, and settled only when every run settled. */
export async function firstViewMedian(
  browser: Browser,
  url: string,
  runs: number,
  storage: Record<string, string> | null = null,
): Promise<FirstView & { readonly runs: readonly number[] }> {
  const results: FirstView[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await measureFirstView(browser, url, storage));
  return {
    requests: median(results.map((result) => result.requests)),
    settledMs: median(results.map((result) => result.settledMs)),
    settled: results.every((result) => result.settled),
    runs: results.map((result) => result.requests),
  };
}

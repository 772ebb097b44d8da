// When a page becomes usable on a phone line: the first text painted, the moment every island on
// the page has hydrated (Astro drops an island's `ssr` attribute once it is live), and the script
// bytes that crossed the network by then. Used by the field benchmark at two line profiles.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

export interface LineProfile {
  readonly name: string;
  /** Round trip added to every request, ms. */
  readonly latency: number;
  readonly downKbps: number;
  readonly upKbps: number;
}

/** A mid-range phone on mobile data. */
export const STANDARD_LINE: LineProfile = { name: '150 ms, 1,6 Mbps', latency: 150, downKbps: 1600, upKbps: 750 };
/** A prepaid plan throttled after its data runs out. */
export const THROTTLED_LINE: LineProfile = { name: '400 ms, 256 kbps', latency: 400, downKbps: 256, upKbps: 256 };

export interface Usable {
  readonly firstTextMs: number;
  readonly usableMs: number;
  /** Script bytes received (as sent over the wire) until the page was usable. */
  readonly scriptBytes: number;
}

/** Puts `page` on `line` with a 4× slower CPU; returns its DevTools session. A fresh context
 * starts with an empty cache, so a first load is cold and later ones use what it cached. */
export async function emulateLine(page: Page, line: LineProfile): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: line.latency,
    downloadThroughput: (line.downKbps * 1000) / 8,
    uploadThroughput: (line.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** One cold load of `url` in a fresh page of `context`, 4× slower CPU, on `line`. */
async function loadOnce(context: BrowserContext, url: string, line: LineProfile): Promise<Usable> {
  const page: Page = await context.newPage();
  const cdp = await emulateLine(page, line);
  const scripts = new Set<string>();
  let scriptBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  await page.addInitScript(() => {
    const state = window as unknown as { __enlistaUsable?: number };
    const check = () => {
      if (state.__enlistaUsable !== undefined) return;
      const islands = document.querySelectorAll('astro-island');
      if (islands.length > 0 && document.querySelectorAll('astro-island[ssr]').length === 0) {
        state.__enlistaUsable = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => (window as unknown as { __enlistaUsable?: number }).__enlistaUsable !== undefined,
    null,
    {
      timeout: 60_000,
      polling: 50,
    },
  );
  const bytes = scriptBytes;
  const times = await page.evaluate(() => ({
    usable: (window as unknown as { __enlistaUsable: number }).__enlistaUsable,
    firstText: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  await page.close();
  return { firstTextMs: Math.round(times.firstText), usableMs: Math.round(times.usable), scriptBytes: bytes };
}

/** The best of `loads` cold loads (least time to usable), each in a context of its own. */
export async function usableOn(
  browser: Browser,
  newContext: (browser: Browser) => Promise<BrowserContext>,
  url: string,
  line: LineProfile,
  loads = 2,
): Promise<Usable> {
  let best: Usable | null = null;
  for (let load = 0; load < loads; load += 1) {
    const context = await newContext(browser);
    try {
      const result = await loadOnce(context, url, line);
      if (!best || result.usableMs < best.usableMs) best = result;
    } finally {
      await context.close();
    }
  }
  return best as Usable;
}

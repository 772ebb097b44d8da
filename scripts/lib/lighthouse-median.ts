// Lighthouse (mobile, simulated throttling) run several times on one page; each figure is the
// median of the runs. A signed-in page gets its stored session written into the browser profile
// first (through the DevTools protocol), and Lighthouse is told to keep the storage. Every run of
// such a page starts from the same state, the one right after signing in: the session stored, no
// service worker and no worker caches yet. Lighthouse clears those itself before a run unless told
// to keep the storage; left alone, the worker the first run installs would serve the later runs.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Every SEO audit but 'is-crawlable' passes (for pages that carry noindex on purpose). */
  readonly seoBesidesNoindex: boolean;
  readonly cls: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  /** The element Lighthouse took as the largest paint (its selector), to tell which part was late. */
  readonly lcpElement: string;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function seed(port: number, url: string, items: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
    }, items);
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

/** The 'lcp-breakdown-insight' audit's list: its parts' table, then the element as a node item. */
interface LcpBreakdownDetails {
  items?: { type?: string; selector?: string; snippet?: string }[];
}

async function once(url: string, port: number, keepStorage: boolean): Promise<LighthouseScores | null> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', disableStorageReset: keepStorage });
  const lhr = result?.lhr;
  // A run Lighthouse could not finish (no paint seen, a protocol timeout) has no score: not a 0.
  if (!lhr || lhr.runtimeError || lhr.categories['performance']?.score === null) return null;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const seoAudits = lhr.categories['seo']?.auditRefs ?? [];
  const seoBesidesNoindex = seoAudits
    .filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable')
    .every((ref) => (lhr.audits[ref.id]?.score ?? 1) >= 1);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const lcpDetails = lhr.audits['lcp-breakdown-insight']?.details as LcpBreakdownDetails | undefined;
  const lcpNode = lcpDetails?.items?.find((item) => item.type === 'node');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    seoBesidesNoindex,
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    lcpElement: lcpNode?.selector ?? lcpNode?.snippet ?? '',
  };
}

export async function lighthouseMedian(
  url: string,
  port: number,
  runs: number,
  storage: Record<string, string> | null = null,
): Promise<LighthouseScores & { readonly runs: number }> {
  const results: LighthouseScores[] = [];
  // Runs that could not finish are retried, up to as many again.
  for (let attempt = 0; attempt < runs * 2 && results.length < runs; attempt += 1) {
    if (storage) await seed(port, url, storage);
    const scores = await once(url, port, storage !== null);
    if (scores) results.push(scores);
  }
  const pick = (key: Exclude<keyof LighthouseScores, 'seoBesidesNoindex' | 'lcpElement'>) =>
    median(results.map((entry) => entry[key]));
  const lcpMs = pick('lcpMs');
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    seoBesidesNoindex: results.every((entry) => entry.seoBesidesNoindex),
    cls: pick('cls'),
    lcpMs,
    tbtMs: pick('tbtMs'),
    lcpElement: results.find((entry) => entry.lcpMs === lcpMs)?.lcpElement ?? '',
    runs: results.length,
  };
}

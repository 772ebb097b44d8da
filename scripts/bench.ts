// `npm run bench`: the full performance report. Builds the site (timed) into
// BENCH_DIST (default .out/bench/, never dist/: it is built for temporary ports), serves it with the
// local API on a temporary database, then measures:
//   - JS bytes, raw and gzip, per route (statically, from the built HTML and module graph) and per
//     island (component, renderer and their static imports);
//   - the JS each page really loads in Chromium until its first view settles (dynamic imports and
//     workers included), every registration flow, the power page (a minted token) and its owner's
//     signing link, password
//     recovery and the first view of both dashboards (signed in through the API, session seeded);
//   - the requests each page makes until its first view settles (median of BENCH_RUNS loads);
//   - Lighthouse mobile on every public and island page, median of BENCH_RUNS (default 5) runs;
//   - interaction latency (Event Timing API, 4× CPU slowdown): typing in the registration fields,
//     the postings filter, the dashboards' sections, the document viewer; p75 per kind;
//   - `npm audit --omit=dev`.
// BENCH_PAGES (e.g. `login,power` or `inp`) measures only the pages and interactions it selects
// (scripts/lib/bench-filter.ts); such a run writes reports/ only. BENCH_LIST_REQUESTS=1 prints every
// request each page makes until its first view settles: what the request budget counts.
// Compares each figure with its budget, writes docs/measurements/bench.md and the summary in docs/performance.md
// table (committed), reports/bench.md and reports/bench.json, and exits non-zero when one is missed.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { format, resolveConfig } from 'prettier';
import { CHROMIUM_FLAGS, findChromium } from '../tests/support/browser.ts';
import { sessionItems, type SeedKind } from '../tests/support/session-seed.ts';
import { createPower } from '../tests/support/signing-sample.ts';
import { auditProduction } from './lib/audit.ts';
import { parseFilter, publicKey, selects, unknownItems } from './lib/bench-filter.ts';
import { islandBytes } from './lib/bench-islands.ts';
import { renderReport, renderSummary, type BenchPage } from './lib/bench-report.ts';
import { firstViewMedian } from './lib/first-view.ts';
import { holds, interactionPlans, measureInteraction, type KindResult } from './lib/interaction-latency.ts';
import { builtPages, ISLAND_ROUTES, measurePage, total } from './lib/js-bytes.ts';
import { lighthouseMedian } from './lib/lighthouse-median.ts';
import { freePort } from './lib/ports.ts';
import { run, siteEnv } from './lib/run.ts';
import { measureLoadedJs } from './lib/runtime-js.ts';
import { startServers } from './lib/servers.ts';

const KB = 1024;
const DIST = process.env.BENCH_DIST ?? '.out/bench';
// Five, as Lighthouse advises: on two shared cores the blocking time of one page moved between 15 and
// 170 ms from run to run, and a median of three flipped budgets both ways.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FILTER = parseFilter(process.env.BENCH_PAGES);

// ——— the goal ———
/** Lighthouse mobile Performance of every public and island page. */
const PERFORMANCE = 100;
/** Island pages: Largest Contentful Paint (Lighthouse, simulated throttling), ms. */
const ISLAND_LCP_MS = 1200;
/** Every page: Cumulative Layout Shift. */
const MAX_CLS = 0.01;
/** Island pages: requests until the first view settles. */
const ISLAND_REQUESTS = 12;
/** Each interaction kind: 75th percentile latency under a 4× CPU slowdown, ms. */
const INTERACTION_P75_MS = 100;
const sitePort = await freePort();
const apiPort = await freePort();
const site = `http://localhost:${sitePort}`;
const api = `http://localhost:${apiPort}`;
const loadBefore = loadavg()[0]?.toFixed(1) ?? '?';

const buildStart = performance.now();
if ((await run('astro', ['build', '--outDir', DIST], siteEnv(sitePort, apiPort))) !== 0) process.exit(1);
const buildSeconds = (performance.now() - buildStart) / 1000;

// ——— static bytes, per route and per island ———
const pages = builtPages(DIST, readdirSync(DIST, { recursive: true, encoding: 'utf8' }));
const bytes = pages.map(([route, file]) => {
  const js = measurePage(DIST, file);
  return {
    route,
    initialRaw: total(js.initial, 'raw') + js.inline.raw,
    initialGzip: total(js.initial, 'gzip') + js.inline.gzip,
    allRaw: total(js.all, 'raw') + js.inline.raw,
    allGzip: total(js.all, 'gzip') + js.inline.gzip,
    inlineRaw: js.inline.raw,
  };
});
const islands = islandBytes(DIST, pages);

// ——— the pages to load: public, the tenant and token shells, the signed-in first views ———
const dataDir = mkdtempSync(join(tmpdir(), 'enlista-bench-'));
const servers = await startServers({ sitePort, apiPort, dataDir, dist: DIST, quiet: true });

async function powerPath(): Promise<string> {
  const answer = await fetch(`${api}/_dev/power-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expiresInSeconds: 6 * 3600 }),
  });
  return `/crear-poder-simple?power=${((await answer.json()) as { token: string }).token}`;
}

async function ownerSigningPath(): Promise<string> {
  return `/firmar-poder?t=${(await createPower(api)).ownerToken}`;
}

async function resetPath(): Promise<string> {
  await fetch(`${api}/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'trabajador@demo.cl', rgs: 'andes-2025' }),
  });
  const outbox = (await (await fetch(`${api}/_dev/outbox`)).json()) as { to: string; links?: string[] }[];
  const link = outbox
    .find((mail) => mail.to === 'trabajador@demo.cl')
    ?.links?.find((url) => /resetpassword\/[^/]+\/[^?]+/.test(url));
  return link ? new URL(link).pathname + new URL(link).search : '/resetpassword/transportes-andes?rgs=andes-2025';
}

const SHARED_COMPANY = '?business=transportes-andes&rgs=andes-2025';
/** The public page of a shared posting of Transportes Andes: one still open, or one whose start has
 * passed (closed), found through the public read the page itself makes. */
async function sharedPostingPath(open: boolean): Promise<string> {
  for (let id = 1; id < 80; id += 1) {
    const answer = await fetch(`${api}/api/public/job-postings/${id}`);
    if (!answer.ok) continue;
    const { data } = (await answer.json()) as { data: { open: boolean; posting: unknown } };
    if (data.posting && data.open === open) return `/ofertas/${id}${SHARED_COMPANY}`;
  }
  throw new Error(`no ${open ? 'open' : 'closed'} posting to share`);
}

const sitemapPaths = [...readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1] as string).pathname,
);
const publicPaths = [
  ...sitemapPaths,
  // The accessibility statement is a public page whether or not the sitemap lists it.
  ...(sitemapPaths.some((path) => path.replace(/\/$/, '') === '/accesibilidad') ? [] : ['/accesibilidad/']),
  // Lighthouse refuses documents answered with 404, so the not-found page is measured as the file.
  '/404.html',
];
// Token paths are minted only for pages that will be measured (a reset link uses up an e-mail).
const islandPages: (Omit<BenchPage, 'path'> & { path: string | (() => Promise<string>) })[] = [
  { key: 'login-link', label: 'login (company link)', path: '/login/transportes-andes?rgs=andes-2025', kind: 'shell' },
  { key: 'login-bare', label: 'login (companies, bare)', path: '/login', kind: 'shell' },
  {
    key: 'register-fixed',
    label: 'registration, fixed flow',
    path: '/register/transportes-andes?rgs=andes-2025',
    kind: 'shell',
  },
  {
    key: 'register-dynamic',
    label: 'registration, dynamic flow',
    path: '/register/logistica-sur?rgs=sur-2025',
    kind: 'shell',
  },
  {
    key: 'register-main',
    label: 'registration, second entry',
    path: '/register-main/transportes-andes?rgs=andes-2025',
    kind: 'shell',
  },
  {
    key: 'recovery',
    label: 'password recovery',
    path: '/resetpassword/transportes-andes?rgs=andes-2025',
    kind: 'shell',
  },
  { key: 'reset', label: 'new password (reset link)', path: resetPath, kind: 'shell' },
  { key: 'power', label: 'simple power (minted token)', path: powerPath, kind: 'shell' },
  { key: 'power-owner', label: "power, owner's signing link", path: ownerSigningPath, kind: 'shell' },
  {
    key: 'shared-posting-open',
    label: 'shared posting, open',
    path: () => sharedPostingPath(true),
    kind: 'shell',
  },
  {
    key: 'shared-posting-closed',
    label: 'shared posting, closed',
    path: () => sharedPostingPath(false),
    kind: 'shell',
  },
  {
    key: 'shared-posting-removed',
    label: 'shared posting, removed',
    path: `/ofertas/999999${SHARED_COMPANY}`,
    kind: 'shell',
  },
  {
    key: 'dashboard-worker',
    label: 'worker dashboard, first view',
    path: '/user/dashboard/home',
    kind: 'signed-in',
    session: 'user',
  },
  {
    key: 'dashboard-company',
    label: 'company dashboard, first view',
    path: '/business/dashboard',
    kind: 'signed-in',
    session: 'business',
  },
];
const storage: Record<SeedKind, Record<string, string>> = {
  user: await sessionItems(api, 'user'),
  business: await sessionItems(api, 'business'),
};
const plans = interactionPlans(site, storage);

const allKeys = [
  ...publicPaths.map(publicKey),
  ...islandPages.map((page) => page.key),
  ...plans.map((plan) => plan.key),
];
const unknown = unknownItems(FILTER, allKeys);
if (unknown.length > 0) {
  servers.stop();
  console.error(`BENCH_PAGES: ${unknown.join(', ')} selects nothing. Keys: ${allKeys.join(', ')}`);
  process.exit(2);
}
const benchPages: BenchPage[] = [
  ...publicPaths.map((path): BenchPage => ({ key: publicKey(path), label: path, path, kind: 'public' })),
];
for (const page of islandPages.filter((entry) => selects(FILTER, entry.key))) {
  benchPages.push({ ...page, path: typeof page.path === 'string' ? page.path : await page.path() });
}

// ——— JS really loaded, requests, Lighthouse, then interactions ———
const results: BenchPage[] = [];
const interactions: KindResult[] = [];
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
try {
  for (const page of benchPages.filter((entry) => selects(FILTER, entry.key))) {
    const seeded = page.session ? storage[page.session] : null;
    const loaded = await measureLoadedJs(browser, `${site}${page.path}`, DIST, seeded);
    const firstView = await firstViewMedian(browser, `${site}${page.path}`, RUNS, seeded);
    const lighthouse = await lighthouseMedian(`${site}${page.path}`, chrome.port, RUNS, seeded);
    results.push({ ...page, loaded, firstView, lighthouse });
    console.log(
      `bench ${page.label}: ${(loaded.gzip / KB).toFixed(1)} KB gzip loaded, ${firstView.requests} requests, ${JSON.stringify(lighthouse)}`,
    );
  }
  for (const plan of plans.filter((entry) => selects(FILTER, entry.key))) {
    const result = await measureInteraction(browser, plan);
    interactions.push(result);
    console.log(
      `bench ${plan.label}: p75 ${result.p75 ?? '< 16'} ms over ${result.count}${result.error ? ` (${result.error})` : ''}`,
    );
  }
} finally {
  await browser.close();
  chrome.kill();
  servers.stop();
}
rmSync(dataDir, { recursive: true, force: true });
const audit = await auditProduction();

// ——— budgets ———
const misses: string[] = [];
for (const row of bytes) {
  if (!ISLAND_ROUTES.includes(row.route) && (row.allRaw - row.inlineRaw > 0 || row.inlineRaw >= KB)) {
    misses.push(`${row.route}: ships ${row.allRaw} B of JS (budget: none beyond a <1 KB inline hint)`);
  }
}
const homeStatic = bytes.find((row) => row.route === '/');
const loadedOf = (label: string) => results.find((page) => page.label === label)?.loaded?.gzip ?? 0;
const homeLoaded = loadedOf('/');
const budgets = [
  'Pages without an island ship no framework JavaScript (only an inline session hint under 1 KB).',
  'Home page: at most 15 KB of JavaScript (gzip) before the visitor scrolls, statically and in Chromium; 110 KB in all.',
  'First view of each signed-in area: at most 150 KB gzip loaded.',
  `Every page: Lighthouse mobile Performance ${PERFORMANCE}, CLS at most ${MAX_CLS}.`,
  'Public pages: Accessibility, Best Practices and SEO 100.',
  'Tenant and token pages: Accessibility and Best Practices 100, every SEO audit besides noindex passes.',
  `Island pages (both logins, recovery and a reset link, both registration flows and the second entry, the power page and its owner's signing link, a shared posting's page open, closed and removed, both dashboards' first view): LCP at most ${ISLAND_LCP_MS} ms and at most ${ISLAND_REQUESTS} requests until the first view settles.`,
  `Interactions: p75 latency at most ${INTERACTION_P75_MS} ms per kind under a 4× CPU slowdown.`,
  '`npm audit --omit=dev`: no high or critical advisories.',
];
if (homeStatic && homeStatic.initialGzip > 15 * KB)
  misses.push(`/: ${homeStatic.initialGzip} B gzip before scroll, static (budget 15 KB)`);
if (homeLoaded > 15 * KB) misses.push(`/: ${homeLoaded} B gzip loaded before scroll in Chromium (budget 15 KB)`);
if (homeStatic && homeStatic.allGzip > 110 * KB) misses.push(`/: ${homeStatic.allGzip} B gzip in all (budget 110 KB)`);
for (const label of ['worker dashboard, first view', 'company dashboard, first view']) {
  const firstView = loadedOf(label);
  if (firstView > 150 * KB) misses.push(`${label}: ${firstView} B gzip (budget 150 KB)`);
}
for (const page of results) {
  if (page.kind !== 'public' && page.firstView) {
    const { requests, settled, settledMs } = page.firstView;
    if (!settled) misses.push(`${page.label}: the first view had not settled after 20 s`);
    if (requests > ISLAND_REQUESTS)
      misses.push(
        `${page.label}: ${requests} requests until the first view settled (${settledMs} ms; budget ${ISLAND_REQUESTS})`,
      );
  }
  const scores = page.lighthouse;
  if (!scores) continue;
  if (scores.runs === 0) {
    misses.push(`${page.label}: no Lighthouse run finished`);
    continue;
  }
  if (scores.cls > MAX_CLS) misses.push(`${page.label}: CLS ${scores.cls} (budget ${MAX_CLS})`);
  if (scores.performance < PERFORMANCE)
    misses.push(`${page.label}: Performance ${scores.performance} (budget ${PERFORMANCE})`);
  if (page.kind !== 'public' && scores.lcpMs > ISLAND_LCP_MS)
    misses.push(
      `${page.label}: LCP ${scores.lcpMs} ms (budget ${ISLAND_LCP_MS} ms; the largest paint: ${scores.lcpElement || 'not named'})`,
    );
  if (page.kind === 'signed-in') continue;
  if (scores.accessibility < 100) misses.push(`${page.label}: Accessibility ${scores.accessibility} (budget 100)`);
  if (scores.bestPractices < 100) misses.push(`${page.label}: Best Practices ${scores.bestPractices} (budget 100)`);
  if (page.kind === 'public' && scores.seo < 100) misses.push(`${page.label}: SEO ${scores.seo} (budget 100)`);
  if (page.kind === 'shell' && !scores.seoBesidesNoindex)
    misses.push(`${page.label}: an SEO audit besides noindex fails`);
}
for (const result of interactions) {
  if (holds(result, INTERACTION_P75_MS)) continue;
  misses.push(
    result.error || result.count === 0
      ? `${result.label}: not measured (${result.error ?? 'no interaction'})`
      : `${result.label}: p75 ${result.p75} ms (budget ${INTERACTION_P75_MS} ms)`,
  );
}
if (audit.reachable && (audit.counts['high'] ?? 0) + (audit.counts['critical'] ?? 0) > 0) {
  misses.push(`npm audit --omit=dev: ${audit.counts['high'] ?? 0} high, ${audit.counts['critical'] ?? 0} critical`);
}

const date = new Date().toISOString();
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadBefore} before the run and ${loadavg()[0]?.toFixed(1) ?? '?'} after`;
const report = {
  date,
  machine,
  buildSeconds,
  runs: RUNS,
  bytes,
  islands,
  pages: results,
  interactions,
  audit,
  budgets,
  misses,
  filter: FILTER,
};
const markdown = renderReport(report);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.md', markdown);
if (!FILTER) {
  // The committed copies: the latest full figures, and the summary between the markers of the
  // performance notes.
  writeFileSync('docs/measurements/bench.md', markdown);
  const notes = 'docs/performance.md';
  const readme = readFileSync(notes, 'utf8');
  const marked = /(<!-- bench:start -->\n)[\s\S]*?(\n<!-- bench:end -->)/;
  if (marked.test(readme)) {
    const summary = renderSummary(report);
    const updated = readme.replace(marked, (_, start: string, end: string) => `${start}\n${summary}\n${end}`);
    // The notes are checked by Prettier: the generated table is aligned the same way.
    writeFileSync(notes, await format(updated, { ...(await resolveConfig(notes)), parser: 'markdown' }));
  }
}
writeFileSync('reports/bench.json', JSON.stringify(report, null, 2));
console.log(`\n${markdown}`);
process.exit(misses.length > 0 ? 1 : 0);

// `npm run bench`: the full performance report. Builds the site (timed) into
// BENCH_DIST (default .out/bench/, never dist/: it is built for temporary ports), serves it with the
// local API on a temporary database, then measures:
//   - JS bytes, raw and gzip, per route (statically, from the built HTML and module graph) and per
//     island (component, renderer and their static imports);
//   - the JS each page really loads in Chromium until its first view settles (dynamic imports and
//     workers included), every registration flow, the power page (a minted token), password
//     recovery and the first view of both dashboards (signed in through the API, session seeded);
//   - Lighthouse mobile on every public and island page, median of BENCH_RUNS (default 3) runs;
//   - `npm audit --omit=dev`.
// Compares each figure with its budget, writes docs/measurements/bench.md (committed),
// reports/bench.md and reports/bench.json, and exits non-zero when one is missed.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, findChromium } from '../tests/support/browser.ts';
import { sessionItems, type SeedKind } from '../tests/support/session-seed.ts';
import { auditProduction } from './lib/audit.ts';
import { islandBytes } from './lib/bench-islands.ts';
import { renderReport, type BenchPage } from './lib/bench-report.ts';
import { builtPages, measurePage, total } from './lib/js-bytes.ts';
import { lighthouseMedian } from './lib/lighthouse-median.ts';
import { freePort } from './lib/ports.ts';
import { run, siteEnv } from './lib/run.ts';
import { measureLoadedJs } from './lib/runtime-js.ts';
import { startServers } from './lib/servers.ts';

const KB = 1024;
const DIST = process.env.BENCH_DIST ?? '.out/bench';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
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

const publicPaths = [
  ...[...readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  ),
  // Lighthouse refuses documents answered with 404, so the not-found page is measured as the file.
  '/404.html',
];
const benchPages: BenchPage[] = [
  ...publicPaths.map((path): BenchPage => ({ label: path, path, kind: 'public' })),
  { label: 'login (company link)', path: '/login/transportes-andes?rgs=andes-2025', kind: 'shell' },
  { label: 'login (companies, bare)', path: '/login', kind: 'shell' },
  { label: 'registration, fixed flow', path: '/register/transportes-andes?rgs=andes-2025', kind: 'shell' },
  { label: 'registration, dynamic flow', path: '/register/logistica-sur?rgs=sur-2025', kind: 'shell' },
  { label: 'registration, second entry', path: '/register-main/transportes-andes?rgs=andes-2025', kind: 'shell' },
  { label: 'password recovery', path: '/resetpassword/transportes-andes?rgs=andes-2025', kind: 'shell' },
  { label: 'new password (reset link)', path: await resetPath(), kind: 'shell' },
  { label: 'simple power (minted token)', path: await powerPath(), kind: 'shell' },
  { label: 'worker dashboard, first view', path: '/user/dashboard/home', kind: 'signed-in', session: 'user' },
  { label: 'company dashboard, first view', path: '/business/dashboard', kind: 'signed-in', session: 'business' },
];
const storage: Record<SeedKind, Record<string, string>> = {
  user: await sessionItems(api, 'user'),
  business: await sessionItems(api, 'business'),
};

// ——— JS really loaded, then Lighthouse ———
const results: BenchPage[] = [];
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
try {
  for (const page of benchPages) {
    const seeded = page.session ? storage[page.session] : null;
    const loaded = await measureLoadedJs(browser, `${site}${page.path}`, DIST, seeded);
    const lighthouse = await lighthouseMedian(`${site}${page.path}`, chrome.port, RUNS, seeded);
    results.push({ ...page, loaded, lighthouse });
    console.log(`bench ${page.label}: ${(loaded.gzip / KB).toFixed(1)} KB gzip loaded, ${JSON.stringify(lighthouse)}`);
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
/** Pages that may ship framework JS: the ones with islands (tests/e2e/budgets.spec.ts agrees). */
const ISLAND_ROUTES = ['/', '/contacto/', '/crear-poder-simple/', '/login/', '/register/', '/register-main/'];
ISLAND_ROUTES.push('/resetpassword/', '/user/dashboard/', '/business/dashboard/');
for (const row of bytes) {
  if (!ISLAND_ROUTES.includes(row.route) && (row.allRaw - row.inlineRaw > 0 || row.inlineRaw >= KB)) {
    misses.push(`${row.route}: ships ${row.allRaw} B of JS (budget: none beyond a <1 KB inline hint)`);
  }
}
const homeStatic = bytes.find((row) => row.route === '/');
const loadedOf = (label: string) => results.find((page) => page.label === label)?.loaded?.gzip ?? 0;
const homeLoaded = loadedOf('/');
if (homeStatic && homeStatic.initialGzip > 15 * KB)
  misses.push(`/: ${homeStatic.initialGzip} B gzip before scroll, static (budget 15 KB)`);
if (homeLoaded > 15 * KB) misses.push(`/: ${homeLoaded} B gzip loaded before scroll in Chromium (budget 15 KB)`);
if (homeStatic && homeStatic.allGzip > 110 * KB) misses.push(`/: ${homeStatic.allGzip} B gzip in all (budget 110 KB)`);
for (const label of ['worker dashboard, first view', 'company dashboard, first view']) {
  const firstView = loadedOf(label);
  if (firstView > 150 * KB) misses.push(`${label}: ${firstView} B gzip (budget 150 KB)`);
}
for (const page of results) {
  const scores = page.lighthouse;
  if (!scores) continue;
  if (scores.cls > 0.02) misses.push(`${page.label}: CLS ${scores.cls} (budget 0.02)`);
  if (page.kind === 'signed-in') continue;
  if (scores.performance < 98) misses.push(`${page.label}: Performance ${scores.performance} (budget 98)`);
  if (scores.accessibility < 100) misses.push(`${page.label}: Accessibility ${scores.accessibility} (budget 100)`);
  if (scores.bestPractices < 100) misses.push(`${page.label}: Best Practices ${scores.bestPractices} (budget 100)`);
  if (page.kind === 'public' && scores.seo < 100) misses.push(`${page.label}: SEO ${scores.seo} (budget 100)`);
  if (page.kind === 'shell' && !scores.seoBesidesNoindex)
    misses.push(`${page.label}: an SEO audit besides noindex fails`);
}
if (audit.reachable && (audit.counts['high'] ?? 0) + (audit.counts['critical'] ?? 0) > 0) {
  misses.push(`npm audit --omit=dev: ${audit.counts['high'] ?? 0} high, ${audit.counts['critical'] ?? 0} critical`);
}

const date = new Date().toISOString();
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadBefore} before the run`;
const markdown = renderReport({
  date,
  machine,
  buildSeconds,
  runs: RUNS,
  bytes,
  islands,
  pages: results,
  audit,
  misses,
});
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.md', markdown);
// The committed copy: the latest figures the README links to.
writeFileSync('docs/measurements/bench.md', markdown);
writeFileSync(
  'reports/bench.json',
  JSON.stringify({ date, machine, buildSeconds, runs: RUNS, bytes, islands, pages: results, audit, misses }, null, 2),
);
console.log(`\n${markdown}`);
process.exit(misses.length > 0 ? 1 : 0);

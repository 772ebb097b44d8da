// `npm run bench`: the performance report. Builds the site, serves it with the local API, then
// measures JS bytes (raw and gzip) per route and runs Lighthouse (mobile) on the public pages.
// Writes reports/bench.md and reports/bench.json and compares each figure with DESIGN.md §8.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../tests/support/browser.ts';
import { builtPages, measurePage, total } from './lib/js-bytes.ts';
import { freePort } from './lib/ports.ts';
import { run, siteEnv } from './lib/run.ts';
import { startServers } from './lib/servers.ts';

const KB = 1024;
const sitePort = await freePort();
const apiPort = await freePort();
const site = `http://localhost:${sitePort}`;

const buildStart = performance.now();
if ((await run('astro', ['build'], siteEnv(sitePort, apiPort))) !== 0) process.exit(1);
const buildSeconds = (performance.now() - buildStart) / 1000;

interface RouteBytes {
  route: string;
  initialRaw: number;
  initialGzip: number;
  allRaw: number;
  allGzip: number;
  inlineRaw: number;
}
const bytes: RouteBytes[] = builtPages('dist', readdirSync('dist', { recursive: true, encoding: 'utf8' })).map(
  ([route, file]) => {
    const js = measurePage('dist', file);
    return {
      route,
      initialRaw: total(js.initial, 'raw') + js.inline.raw,
      initialGzip: total(js.initial, 'gzip') + js.inline.gzip,
      allRaw: total(js.all, 'raw') + js.inline.raw,
      allGzip: total(js.all, 'gzip') + js.inline.gzip,
      inlineRaw: js.inline.raw,
    };
  },
);

const publicPaths = [
  ...[...readFileSync('dist/sitemap-0.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  ),
  // Lighthouse refuses documents answered with 404, so the not-found page is measured as the file.
  '/404.html',
];

interface Scores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
}
const scores: Scores[] = [];
const servers = await startServers({ sitePort, apiPort, quiet: true });
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  for (const path of publicPaths) {
    const result = await lighthouse(`${site}${path}`, { port: chrome.port, logLevel: 'error', output: 'json' });
    const lhr = result?.lhr;
    if (!lhr) continue;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    scores.push({
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    });
    console.log(`lighthouse ${path}: ${JSON.stringify(scores.at(-1))}`);
  }
} finally {
  chrome.kill();
  servers.stop();
}

// Budgets of DESIGN.md §8.
const misses: string[] = [];
const ISLAND_PAGES = [
  '/',
  '/contacto/',
  '/crear-poder-simple/',
  '/login/',
  '/register/',
  '/register-main/',
  '/resetpassword/',
  '/user/dashboard/',
  '/business/dashboard/',
];
for (const row of bytes) {
  if (!ISLAND_PAGES.includes(row.route) && (row.allRaw - row.inlineRaw > 0 || row.inlineRaw >= KB)) {
    misses.push(`${row.route}: ships ${row.allRaw} B of JS (budget: none beyond a <1 KB inline hint)`);
  }
}
const home = bytes.find((row) => row.route === '/');
if (home && home.initialGzip > 15 * KB) misses.push(`/: ${home.initialGzip} B gzip before scroll (budget 15 KB)`);
if (home && home.allGzip > 110 * KB) misses.push(`/: ${home.allGzip} B gzip in all (budget 110 KB)`);
for (const route of ['/user/dashboard/', '/business/dashboard/']) {
  const row = bytes.find((entry) => entry.route === route);
  if (row && row.initialGzip > 150 * KB) misses.push(`${route}: ${row.initialGzip} B gzip first view (budget 150 KB)`);
}
for (const row of scores) {
  if (row.performance < 98) misses.push(`${row.path}: Performance ${row.performance} (budget 98)`);
  for (const [name, value] of [
    ['Accessibility', row.accessibility],
    ['Best Practices', row.bestPractices],
    ['SEO', row.seo],
  ] as const) {
    if (value < 100) misses.push(`${row.path}: ${name} ${value} (budget 100)`);
  }
  if (row.cls > 0.02) misses.push(`${row.path}: CLS ${row.cls} (budget 0.02)`);
}

const kb = (value: number) => (value / KB).toFixed(1);
const date = new Date().toISOString();
const markdown = [
  `# Performance report`,
  '',
  `Date: ${date}. Build time: ${buildSeconds.toFixed(1)} s. Lighthouse mobile (simulated throttling), Debian Chromium.`,
  '',
  '## JavaScript per route (KB; "initial" = before scroll or interaction)',
  '',
  '| route | initial raw | initial gzip | all raw | all gzip |',
  '|---|---:|---:|---:|---:|',
  ...bytes.map(
    (row) =>
      `| ${row.route} | ${kb(row.initialRaw)} | ${kb(row.initialGzip)} | ${kb(row.allRaw)} | ${kb(row.allGzip)} |`,
  ),
  '',
  '## Lighthouse (mobile)',
  '',
  '| page | Performance | Accessibility | Best Practices | SEO | CLS | LCP ms |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...scores.map(
    (row) =>
      `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.cls} | ${row.lcpMs} |`,
  ),
  '',
  '## Budgets',
  '',
  misses.length === 0 ? 'Every budget holds.' : misses.map((miss) => `- MISSED ${miss}`).join('\n'),
  '',
].join('\n');

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.md', markdown);
writeFileSync('reports/bench.json', JSON.stringify({ date, buildSeconds, bytes, lighthouse: scores, misses }, null, 2));
console.log(`\n${markdown}`);
process.exit(misses.length > 0 ? 1 : 0);

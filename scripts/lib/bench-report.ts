// The Markdown of `npm run bench`: build, JS per route and per island, JS loaded and requests per
// page, Lighthouse medians, interaction latency, the audit, the budgets and those missed; and the
// summary table of the island pages (docs/performance.md).
import type { SeedKind } from '../../tests/support/session-seed.ts';
import type { AuditResult } from './audit.ts';
import type { IslandBytes } from './bench-islands.ts';
import type { FirstView } from './first-view.ts';
import { CPU_SLOWDOWN, EVENT_THRESHOLD_MS, type KindResult } from './interaction-latency.ts';
import type { LighthouseScores } from './lighthouse-median.ts';
import type { LoadedJs } from './runtime-js.ts';

export interface BenchPage {
  /** The bench filter's key (BENCH_PAGES). */
  readonly key: string;
  readonly label: string;
  readonly path: string;
  /** public: indexable; shell: tenant or token page, noindex on purpose; signed-in: a dashboard. */
  readonly kind: 'public' | 'shell' | 'signed-in';
  readonly session?: SeedKind;
  readonly loaded?: LoadedJs;
  readonly firstView?: FirstView & { readonly runs: readonly number[] };
  readonly lighthouse?: LighthouseScores & { readonly runs: number };
}

export interface RouteRow {
  readonly route: string;
  readonly initialRaw: number;
  readonly initialGzip: number;
  readonly allRaw: number;
  readonly allGzip: number;
}

export interface Report {
  readonly date: string;
  readonly machine: string;
  readonly buildSeconds: number;
  readonly runs: number;
  readonly bytes: readonly RouteRow[];
  readonly islands: readonly IslandBytes[];
  readonly pages: readonly BenchPage[];
  readonly interactions: readonly KindResult[];
  readonly audit: AuditResult;
  /** The budgets checked, one sentence each. */
  readonly budgets: readonly string[];
  readonly misses: readonly string[];
  /** BENCH_PAGES when only some pages were measured. */
  readonly filter: readonly string[] | null;
}

const kb = (value: number) => (value / 1024).toFixed(1);
/** Token-bearing query strings are long and secret-looking: the report shows the route only. */
const shortPath = (path: string) =>
  path.replace(/(power|token)=[^&]+/, '$1=…').replace(/\/resetpassword\/([^/]+)\/[^?]+/, '/resetpassword/$1/…');

const ms = (value: number | null) => (value === null ? `< ${EVENT_THRESHOLD_MS}` : String(Math.round(value)));
const requestsCell = (page: BenchPage) =>
  page.firstView ? `${page.firstView.requests}${page.firstView.settled ? '' : ' (not settled)'}` : '–';

function interactionRow(result: KindResult): string {
  if (result.error) return `| ${result.label} | ${result.count} | – | – | not measured: ${result.error} |`;
  const reported = result.latencies.filter((value): value is number => value !== null).length;
  return `| ${result.label} | ${result.count} | ${ms(result.p75)} | ${ms(result.max)} | ${reported} over ${EVENT_THRESHOLD_MS} ms |`;
}

function auditLine(audit: AuditResult): string {
  if (!audit.reachable) return `Could not be checked here: the registry's audit endpoint answered "${audit.detail}".`;
  const counts = Object.entries(audit.counts).map(([severity, count]) => `${count} ${severity}`);
  return `Production dependencies: ${counts.join(', ')}.`;
}

export function renderReport(report: Report): string {
  return [
    '# Performance report',
    '',
    'Written by `npm run bench` (`scripts/bench.ts`), which replaces this file on every full run (a copy',
    'also goes to `reports/bench.md`). The budgets are explained in [ARCHITECTURE.md](../ARCHITECTURE.md#budgets).',
    '',
    `Date: ${report.date}. Machine: ${report.machine}. Build time: ${report.buildSeconds.toFixed(1)} s.`,
    `Lighthouse: mobile, simulated throttling, Debian Chromium, median of ${report.runs} runs per page.`,
    ...(report.filter
      ? ['', `Only the pages and interactions selected by BENCH_PAGES=${report.filter.join(',')}.`]
      : []),
    '',
    '## JavaScript per route, from the build (KB; "initial" = before scroll or interaction)',
    '',
    '| route | initial raw | initial gzip | all raw | all gzip |',
    '|---|---:|---:|---:|---:|',
    ...report.bytes.map(
      (row) =>
        `| ${row.route} | ${kb(row.initialRaw)} | ${kb(row.initialGzip)} | ${kb(row.allRaw)} | ${kb(row.allGzip)} |`,
    ),
    '',
    '## JavaScript per island (component, renderer and static imports, shared chunks included; KB)',
    '',
    '| island | client | routes | raw | gzip |',
    '|---|---|---|---:|---:|',
    ...report.islands.map(
      (island) =>
        `| ${island.name} | ${island.clients.join(', ')} | ${island.routes.join(' ')} | ${kb(island.raw)} | ${kb(island.gzip)} |`,
    ),
    '',
    '## Each page in Chromium and Lighthouse',
    '',
    'JS loaded = every script the page fetched until its first view settled (412 × 823, no scroll), dynamic imports and workers included.',
    `Requests = every request Chromium made (document, styles, scripts, fonts, images, API calls) until the first view settled: loaded, the islands that hydrate at once hydrated, and the network quiet for 500 ms; median of ${report.runs} loads.`,
    '',
    '| page | path | JS loaded raw | JS loaded gzip | requests | Perf | A11y | BP | SEO | CLS | LCP ms | TBT ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.pages.map((page) => {
      const scores = page.lighthouse;
      const seo = scores ? `${scores.seo}${page.kind === 'public' ? '' : ' (noindex)'}` : '–';
      return `| ${page.label} | ${shortPath(page.path)} | ${kb(page.loaded?.raw ?? 0)} | ${kb(page.loaded?.gzip ?? 0)} | ${requestsCell(
        page,
      )} | ${scores?.performance ?? '–'} | ${scores?.accessibility ?? '–'} | ${scores?.bestPractices ?? '–'} | ${seo} | ${
        scores?.cls ?? '–'
      } | ${scores?.lcpMs ?? '–'} | ${scores?.tbtMs ?? '–'} |`;
    }),
    '',
    'Tenant, token and dashboard pages carry `noindex` on purpose, so their SEO score lacks the crawlability audit; every other SEO audit must pass. The dashboards are island pages: their Performance, LCP, CLS, requests and bytes are held to the budgets, their other Lighthouse scores only reported.',
    '',
    '## Interaction latency',
    '',
    `Event Timing API in Chromium (1280 × 800) under a ${CPU_SLOWDOWN}× CPU slowdown: each interaction's latency is its longest event, input to next paint (as INP counts it); events under ${EVENT_THRESHOLD_MS} ms are not reported by the browser and show as "< ${EVENT_THRESHOLD_MS}".`,
    '',
    '| interaction | count | p75 ms | worst ms | reported |',
    '|---|---:|---:|---:|---|',
    ...(report.interactions.length > 0
      ? report.interactions.map(interactionRow)
      : ['| (none selected) | – | – | – | – |']),
    '',
    '## npm audit --omit=dev',
    '',
    auditLine(report.audit),
    '',
    '## Budgets',
    '',
    ...report.budgets.map((budget) => `- ${budget}`),
    '',
    report.misses.length === 0 ? 'Every budget holds.' : report.misses.map((miss) => `- MISSED ${miss}`).join('\n'),
    '',
  ].join('\n');
}

/** The summary table: the island pages' Lighthouse figures and requests, from a full run. */
export function renderSummary(report: Report): string {
  const rows = report.pages
    .filter((page) => page.kind !== 'public')
    .map((page) => {
      const scores = page.lighthouse;
      return `| ${page.label} | ${scores?.performance ?? '–'} | ${scores?.lcpMs ?? '–'} | ${scores?.cls ?? '–'} | ${requestsCell(page)} | ${kb(page.loaded?.gzip ?? 0)} |`;
    });
  const kinds = report.interactions.map(
    (result) => `${result.label} ${result.error ? 'not measured' : `${ms(result.p75)} ms`}`,
  );
  return [
    `Latest full run: ${report.date.slice(0, 10)}, ${report.machine}.`,
    '',
    '| island page | Perf | LCP ms | CLS | requests | JS loaded gzip KB |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Interaction latency, p75 under a ${CPU_SLOWDOWN}× CPU slowdown: ${kinds.join('; ')}.`,
    '',
    report.misses.length === 0
      ? 'Every budget holds.'
      : `Budgets missed: ${report.misses.length} (listed in the report).`,
  ].join('\n');
}

// The Markdown of `npm run bench`: build, JS per route and per island, JS loaded per page,
// Lighthouse medians, the audit and the budgets missed.
import type { SeedKind } from '../../tests/support/session-seed.ts';
import type { AuditResult } from './audit.ts';
import type { IslandBytes } from './bench-islands.ts';
import type { LighthouseScores } from './lighthouse-median.ts';
import type { LoadedJs } from './runtime-js.ts';

export interface BenchPage {
  readonly label: string;
  readonly path: string;
  /** public: indexable; shell: tenant or token page, noindex on purpose; signed-in: a dashboard. */
  readonly kind: 'public' | 'shell' | 'signed-in';
  readonly session?: SeedKind;
  readonly loaded?: LoadedJs;
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
  readonly audit: AuditResult;
  readonly misses: readonly string[];
}

const kb = (value: number) => (value / 1024).toFixed(1);
/** Token-bearing query strings are long and secret-looking: the report shows the route only. */
const shortPath = (path: string) =>
  path.replace(/(power|token)=[^&]+/, '$1=…').replace(/\/resetpassword\/([^/]+)\/[^?]+/, '/resetpassword/$1/…');

function auditLine(audit: AuditResult): string {
  if (!audit.reachable) return `Could not be checked here: the registry's audit endpoint answered "${audit.detail}".`;
  const counts = Object.entries(audit.counts).map(([severity, count]) => `${count} ${severity}`);
  return `Production dependencies: ${counts.join(', ')}.`;
}

export function renderReport(report: Report): string {
  return [
    '# Performance report',
    '',
    `Date: ${report.date}. Machine: ${report.machine}. Build time: ${report.buildSeconds.toFixed(1)} s.`,
    `Lighthouse: mobile, simulated throttling, Debian Chromium, median of ${report.runs} runs per page.`,
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
    '',
    '| page | path | JS loaded raw | JS loaded gzip | Perf | A11y | BP | SEO | CLS | LCP ms | TBT ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.pages.map((page) => {
      const scores = page.lighthouse;
      const seo = scores ? `${scores.seo}${page.kind === 'public' ? '' : ' (noindex)'}` : '–';
      return `| ${page.label} | ${shortPath(page.path)} | ${kb(page.loaded?.raw ?? 0)} | ${kb(page.loaded?.gzip ?? 0)} | ${
        scores?.performance ?? '–'
      } | ${scores?.accessibility ?? '–'} | ${scores?.bestPractices ?? '–'} | ${seo} | ${scores?.cls ?? '–'} | ${
        scores?.lcpMs ?? '–'
      } | ${scores?.tbtMs ?? '–'} |`;
    }),
    '',
    'Tenant, token and dashboard pages carry `noindex` on purpose, so their SEO score lacks the crawlability audit; every other SEO audit must pass. Signed-in dashboards are not public pages: their Lighthouse scores are reported, only the CLS and byte budgets apply.',
    '',
    '## npm audit --omit=dev',
    '',
    auditLine(report.audit),
    '',
    '## Budgets',
    '',
    report.misses.length === 0 ? 'Every budget holds.' : report.misses.map((miss) => `- MISSED ${miss}`).join('\n'),
    '',
  ].join('\n');
}

import { describe, expect, it } from 'vitest';
import { renderReport, renderSummary, type Report } from './bench-report.ts';

const scores = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 66,
  seoBesidesNoindex: true,
  cls: 0,
  lcpMs: 1100,
  tbtMs: 0,
  lcpElement: 'main > h1',
  runs: 3,
};

const report: Report = {
  date: '2026-11-24T12:00:00.000Z',
  machine: '2 cores',
  buildSeconds: 20,
  runs: 3,
  bytes: [],
  islands: [],
  pages: [
    {
      key: 'power',
      label: 'simple power (minted token)',
      path: '/crear-poder-simple?power=secret-token',
      kind: 'shell',
      loaded: { raw: 2048, gzip: 1024, files: [] },
      firstView: { requests: 11, settledMs: 900, settled: true, runs: [11, 12, 11] },
      lighthouse: scores,
    },
    {
      key: 'dashboard-worker',
      label: 'worker dashboard, first view',
      path: '/user/dashboard/home',
      kind: 'signed-in',
      firstView: { requests: 30, settledMs: 20_000, settled: false, runs: [30, 30, 31] },
      lighthouse: { ...scores, performance: 97, lcpMs: 1900 },
    },
  ],
  interactions: [
    { key: 'inp-typing', label: 'typing', count: 4, latencies: [null, null, 24, 40], p75: 24, max: 40 },
    { key: 'inp-postings-filter', label: 'postings filter', count: 2, latencies: [null, null], p75: null, max: null },
    { key: 'inp-document-viewer', label: 'viewer', count: 0, latencies: [], p75: null, max: null, error: 'Timeout' },
  ],
  audit: { reachable: true, counts: { high: 0 } },
  budgets: ['Every page: Performance 100.'],
  misses: ['worker dashboard, first view: Performance 97 (budget 100)'],
  filter: null,
};

describe('the bench report', () => {
  it('shows the requests per page, hides tokens and marks a first view that never settled', () => {
    const markdown = renderReport(report);
    expect(markdown).toContain('| simple power (minted token) | /crear-poder-simple?power=… | 2.0 | 1.0 | 11 | 100 |');
    expect(markdown).toContain(
      '| worker dashboard, first view | /user/dashboard/home | 0.0 | 0.0 | 30 (not settled) | 97 |',
    );
    expect(markdown).not.toContain('secret-token');
  });

  it('has a table of interaction latency, under-threshold results and failures named', () => {
    const markdown = renderReport(report);
    expect(markdown).toContain('## Interaction latency');
    expect(markdown).toContain('| typing | 4 | 24 | 40 | 2 over 16 ms |');
    expect(markdown).toContain('| postings filter | 2 | < 16 | < 16 | 0 over 16 ms |');
    expect(markdown).toContain('| viewer | 0 | – | – | not measured: Timeout |');
  });

  it('lists the budgets, then the ones missed, and says which pages a filtered run measured', () => {
    const markdown = renderReport({ ...report, filter: ['power', 'inp'] });
    expect(markdown).toContain(
      '- Every page: Performance 100.\n\n- MISSED worker dashboard, first view: Performance 97',
    );
    expect(markdown).toContain('Only the pages and interactions selected by BENCH_PAGES=power,inp.');
  });

  it('sums the island pages up for the performance notes', () => {
    const summary = renderSummary(report);
    expect(summary).toContain('| simple power (minted token) | 100 | 1100 | 0 | 11 | 1.0 |');
    expect(summary).toContain('typing 24 ms; postings filter < 16 ms; viewer not measured');
    expect(summary).toContain('Budgets missed: 1');
  });
});

// Spreads the end-to-end spec files over parallel shards by their measured run time
// (`tests/e2e/durations.json`, seconds per spec at one worker per shard), longest first onto the
// shard with the least time. A spec not measured yet weighs its file size at SECONDS_PER_BYTE.
// After a full run `npm test` writes the new measurements to `<E2E_OUT>/e2e-durations.json`.

/** About what the measured specs take per byte of source: only a fallback for new specs. */
export const SECONDS_PER_BYTE = 1 / 300;

export interface SpecFile {
  readonly path: string;
  readonly size: number;
}

export type Durations = Readonly<Record<string, number>>;

export function planShards(specs: readonly SpecFile[], durations: Durations, count: number): string[][] {
  const weighed = specs
    .map((spec) => ({ path: spec.path, weight: durations[spec.path] ?? spec.size * SECONDS_PER_BYTE }))
    .sort((a, b) => b.weight - a.weight || a.path.localeCompare(b.path));
  const shards = Array.from({ length: Math.max(1, count) }, () => ({ files: [] as string[], weight: 0 }));
  for (const spec of weighed) {
    const lightest = shards.reduce((best, shard) => (shard.weight < best.weight ? shard : best));
    lightest.files.push(spec.path);
    lightest.weight += spec.weight;
  }
  return shards.map((shard) => shard.files.sort());
}

interface ReportSuite {
  readonly file?: string;
  readonly specs?: readonly { readonly tests?: readonly { readonly results?: readonly { duration?: number }[] }[] }[];
  readonly suites?: readonly ReportSuite[];
}

export interface DurationReport {
  readonly suites?: readonly ReportSuite[];
}

/** Seconds per spec file (as `tests/e2e/<file>`) from a Playwright JSON report, retries included. */
export function specDurations(report: DurationReport | null): Record<string, number> {
  const seconds: Record<string, number> = {};
  function visit(suite: ReportSuite, file: string) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) seconds[file] = (seconds[file] ?? 0) + (result.duration ?? 0) / 1000;
    for (const child of suite.suites ?? []) visit(child, file);
  }
  for (const suite of report?.suites ?? []) if (suite.file) visit(suite, `tests/e2e/${suite.file}`);
  for (const file of Object.keys(seconds)) seconds[file] = Math.round((seconds[file] ?? 0) * 10) / 10;
  return seconds;
}

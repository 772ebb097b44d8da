// The `N passed, N failed` tally of `npm test` (and so of `.ci/run`), read from the vitest and
// Playwright JSON reports. A missing report counts as one failure; so does every test file or
// spec that failed to load, since neither reporter counts it among the failed tests.

export interface Tally {
  passed: number;
  failed: number;
}

export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name?: string;
    status?: string;
    assertionResults?: { status?: string; fullName?: string; title?: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: { title?: string; tests?: { status?: string }[] }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number };
  errors?: unknown[];
  suites?: PlaywrightSuite[];
}

export function vitestTally(report: VitestReport | null): Tally {
  if (!report) return { passed: 0, failed: 1 };
  // A file that cannot be imported is 'failed' with no test results at all.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

export function playwrightTally(report: PlaywrightReport | null): Tally {
  const stats = report?.stats;
  if (!stats) return { passed: 0, failed: 1 };
  // Top-level errors: a spec that failed to load, a web server that did not start, …
  const errors = report.errors?.length ?? 0;
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: (stats.unexpected ?? 0) + errors };
}

export function summaryLine(tally: Tally): string {
  return `${tally.passed} passed, ${tally.failed} failed`;
}

/**
 * The Playwright tests whose outcome is `status`, as `file › describe › title`: 'flaky' for those
 * that failed once and passed on their second try (they count as passed, and are listed so that a
 * slow or unstable test is seen), 'unexpected' for those that failed.
 */
export function playwrightTests(report: PlaywrightReport | null, status: 'flaky' | 'unexpected'): string[] {
  const found: string[] = [];
  const walk = (suite: PlaywrightSuite, file: string, path: string[]) => {
    const here = suite.file ?? file;
    const titles = suite.title && suite.title !== here ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === status))
        found.push([here, ...titles, spec.title ?? ''].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, here, titles);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file ?? '', []);
  return found;
}

/**
 * The vitest tests whose outcome is `outcome`, as `file › title`: 'failed' for those that failed
 * and for files that failed to load; 'flaky' for those that passed on a retry (they keep the first
 * try's error).
 */
export function vitestTests(report: VitestReport | null, outcome: 'failed' | 'flaky', root = process.cwd()): string[] {
  const found: string[] = [];
  for (const file of report?.testResults ?? []) {
    const name = (file.name ?? '').replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    const matching =
      outcome === 'failed'
        ? failed
        : (file.assertionResults ?? []).filter(
            (test) => test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0,
          );
    for (const test of matching) found.push(`${name} › ${test.fullName ?? test.title ?? ''}`);
    if (outcome === 'failed' && file.status === 'failed' && failed.length === 0) found.push(`${name} (did not load)`);
  }
  return found;
}

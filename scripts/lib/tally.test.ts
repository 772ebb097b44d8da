// The tally that ends `npm test` and `.ci/run`: passes and failures summed over the reports, and
// anything that kept tests from running (no report, a file that failed to load) is a failure.
import { describe, expect, it } from 'vitest';
import { playwrightTally, playwrightTests, summaryLine, vitestTally, vitestTests } from './tally.ts';

describe('vitest tally', () => {
  it('counts the passed and failed tests', () => {
    const report = {
      numPassedTests: 12,
      numFailedTests: 2,
      testResults: [{ status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'failed' }] }],
    };
    expect(vitestTally(report)).toEqual({ passed: 12, failed: 2 });
  });

  it('counts a test file that failed to load, which vitest does not count as a failed test', () => {
    const report = {
      numPassedTests: 5,
      numFailedTests: 0,
      testResults: [
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
        { status: 'failed', assertionResults: [] },
      ],
    };
    expect(vitestTally(report)).toEqual({ passed: 5, failed: 1 });
  });

  it('counts a missing report as one failure', () => {
    expect(vitestTally(null)).toEqual({ passed: 0, failed: 1 });
  });
});

describe('Playwright tally', () => {
  it('counts flaky tests as passed and unexpected ones as failed', () => {
    expect(playwrightTally({ stats: { expected: 40, flaky: 1, unexpected: 3 }, errors: [] })).toEqual({
      passed: 41,
      failed: 3,
    });
  });

  it('counts every top-level error (a spec that failed to load, a server that did not start)', () => {
    expect(playwrightTally({ stats: { expected: 10, unexpected: 0 }, errors: [{ message: 'SyntaxError' }] })).toEqual({
      passed: 10,
      failed: 1,
    });
  });

  it('counts a missing report as one failure', () => {
    expect(playwrightTally(null)).toEqual({ passed: 0, failed: 1 });
    expect(playwrightTally({})).toEqual({ passed: 0, failed: 1 });
  });
});

describe('summary line', () => {
  it('reads "N passed, N failed"', () => {
    expect(summaryLine({ passed: 812, failed: 0 })).toBe('812 passed, 0 failed');
  });
});

describe('the tests named under the tally', () => {
  it('names every test that passed only on its second try, with its file and describe titles', () => {
    const report = {
      suites: [
        {
          title: 'login.spec.ts',
          file: 'login.spec.ts',
          specs: [
            { title: 'signs in', tests: [{ status: 'expected' }] },
            { title: 'says the password is wrong', tests: [{ status: 'flaky' }] },
          ],
          suites: [
            {
              title: 'when the API fails',
              file: 'login.spec.ts',
              specs: [
                { title: 'keeps what was typed', tests: [{ status: 'flaky' }] },
                { title: 'x', tests: [{ status: 'unexpected' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightTests(report, 'flaky')).toEqual([
      'login.spec.ts › says the password is wrong',
      'login.spec.ts › when the API fails › keeps what was typed',
    ]);
    expect(playwrightTests(report, 'unexpected')).toEqual(['login.spec.ts › when the API fails › x']);
  });

  it('names every failed unit test, every test file that did not load, and every test passed on a retry', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works', failureMessages: [] },
            { status: 'failed', fullName: 'a › refuses a bad RUT' },
            { status: 'passed', fullName: 'a › answers in time', failureMessages: ['Timeout'] },
          ],
        },
        { name: '/repo/src/b.test.ts', status: 'failed', assertionResults: [] },
        { name: '/repo/src/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(vitestTests(report, 'failed', '/repo')).toEqual([
      'src/a.test.ts › a › refuses a bad RUT',
      'src/b.test.ts (did not load)',
    ]);
    expect(vitestTests(report, 'flaky', '/repo')).toEqual(['src/a.test.ts › a › answers in time']);
  });

  it('names nothing for a missing report', () => {
    expect(playwrightTests(null, 'flaky')).toEqual([]);
    expect(vitestTests(null, 'failed')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { SECONDS_PER_BYTE, planShards, specDurations } from './shards.ts';

describe('planShards', () => {
  const specs = [
    { path: 'tests/e2e/a.spec.ts', size: 3000 },
    { path: 'tests/e2e/b.spec.ts', size: 3000 },
    { path: 'tests/e2e/c.spec.ts', size: 3000 },
    { path: 'tests/e2e/d.spec.ts', size: 3000 },
  ];

  it('puts the longest measured specs on different shards and balances the rest', () => {
    const durations = { 'tests/e2e/a.spec.ts': 100, 'tests/e2e/b.spec.ts': 90, 'tests/e2e/c.spec.ts': 60 };
    // d weighs its size: 3000 bytes → 10 s.
    expect(planShards(specs, durations, 2)).toEqual([
      ['tests/e2e/a.spec.ts', 'tests/e2e/d.spec.ts'],
      ['tests/e2e/b.spec.ts', 'tests/e2e/c.spec.ts'],
    ]);
    expect(3000 * SECONDS_PER_BYTE).toBe(10);
  });

  it('gives every spec to the one shard when there is one', () => {
    expect(planShards(specs, {}, 1)).toEqual([specs.map((spec) => spec.path)]);
  });
});

describe('specDurations', () => {
  it('sums every result of every test of a file, nested suites and retries included, in seconds', () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 3000 }] }] }] }],
        },
        { file: 'b.spec.ts', specs: [{ tests: [{ results: [{ duration: 250 }] }] }] },
      ],
    };
    expect(specDurations(report)).toEqual({ 'tests/e2e/a.spec.ts': 5, 'tests/e2e/b.spec.ts': 0.3 });
    expect(specDurations(null)).toEqual({});
  });
});

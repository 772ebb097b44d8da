import { describe, expect, it } from 'vitest';
import { holds, latenciesOf, percentile, summarize, type EventEntry } from './interaction-latency.ts';

const event = (interactionId: number, duration: number, name = 'keydown'): EventEntry => ({
  name,
  interactionId,
  duration,
});
const KIND = { key: 'inp-typing', label: 'typing' };

describe('interaction latency', () => {
  it('takes the longest event of each interaction and ignores events that are not interactions', () => {
    const entries = [
      event(7, 24, 'pointerdown'),
      event(7, 56, 'click'),
      event(7, 40, 'pointerup'),
      event(0, 300, 'pointerover'),
      event(9, 32, 'keydown'),
      event(9, 16, 'keyup'),
    ];
    expect(latenciesOf(entries)).toEqual([56, 32]);
  });

  it('reads the 75th percentile by nearest rank', () => {
    expect(percentile([10, 20, 30, 40], 0.75)).toBe(30);
    expect(percentile([50, 10, 40, 20, 30], 0.75)).toBe(40);
    expect(percentile([80], 0.75)).toBe(80);
    expect(percentile([], 0.75)).toBeNull();
  });

  it('ranks interactions under the threshold below every reported one', () => {
    expect(percentile([null, 120, null, null], 0.75)).toBeNull();
    expect(percentile([null, 120, null, 40], 0.75)).toBe(40);
    expect(percentile([null, 120, null, 40], 1)).toBe(120);
  });

  it('sums up a kind: one latency per interaction performed, its p75 and its worst', () => {
    const result = summarize(KIND, [
      [event(1, 24), event(1, 40, 'keyup')],
      [],
      [event(3, 104)],
      [event(4, 64, 'pointerdown'), event(4, 72, 'click')],
    ]);
    expect(result.latencies).toEqual([40, null, 104, 72]);
    expect(result.count).toBe(4);
    expect(result.p75).toBe(72);
    expect(result.max).toBe(104);
    expect(holds(result, 100)).toBe(true);
    expect(holds(result, 70)).toBe(false);
  });

  it('holds when every interaction stayed under the threshold, never when nothing was measured', () => {
    expect(holds(summarize(KIND, [[], [], []]), 100)).toBe(true);
    expect(holds(summarize(KIND, []), 100)).toBe(false);
    expect(holds({ ...summarize(KIND, [[]]), error: 'Timeout 30000ms exceeded.' }, 100)).toBe(false);
  });
});

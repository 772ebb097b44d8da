import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inSeparateTasks, nextTask } from './next-task.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('nextTask', () => {
  it('resolves in a later task, not in the current one', async () => {
    const done = vi.fn();
    void nextTask().then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(done).toHaveBeenCalledOnce();
  });
});

describe('inSeparateTasks', () => {
  it('runs one step per task, in order', () => {
    const ran: string[] = [];
    inSeparateTasks([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('runs none of the steps left once cancelled', () => {
    const ran: string[] = [];
    const cancel = inSeparateTasks([() => ran.push('a'), () => ran.push('b')]);
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual(['a']);
  });
});

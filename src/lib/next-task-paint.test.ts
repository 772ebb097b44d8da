// @vitest-environment jsdom
// afterNextPaint: the steps run once the next frame is on screen, each in a task of its own; a tab
// that gets no frames runs them after 100 ms; the cancel stops whatever has not run.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, effectAfterNextPaint } from './next-task.ts';

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
);
afterEach(() => vi.useRealTimers());

describe('afterNextPaint', () => {
  it('runs the steps after the next frame, one task each, and only once', () => {
    const first = vi.fn();
    const second = vi.fn();
    afterNextPaint([first, second]);
    vi.advanceTimersToNextFrame();
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(second).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs them after 100 ms when no frame comes', () => {
    const step = vi.fn();
    vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(1);
    afterNextPaint([step]);
    vi.advanceTimersByTime(99);
    expect(step).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersToNextTimer();
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const step = vi.fn();
    afterNextPaint([step])();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(step).not.toHaveBeenCalled();
  });
});

describe('effectAfterNextPaint', () => {
  it('starts the effect after the next frame and undoes it with the cleanup', () => {
    const undo = vi.fn();
    const effect = vi.fn(() => undo);
    const cleanup = effectAfterNextPaint(effect);
    expect(effect).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(effect).toHaveBeenCalledTimes(1);
    expect(undo).not.toHaveBeenCalled();
    cleanup();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('never starts an effect cleaned up before the frame', () => {
    const effect = vi.fn();
    effectAfterNextPaint(effect)();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(effect).not.toHaveBeenCalled();
  });
});

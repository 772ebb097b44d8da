// @vitest-environment jsdom
// Chile's clock is built soon after the next paint, in tasks of its own: never in the caller's task.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("preparing Chile's clock", () => {
  it('loads the locale, then the time zone, each in a task of its own after the next frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { prepareChileClockSoon } = await import('./index.ts');
    const locale = vi.spyOn(Intl, 'Locale');
    const clock = vi.spyOn(Intl, 'DateTimeFormat');
    prepareChileClockSoon();
    expect(locale).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(locale).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(locale).toHaveBeenCalledTimes(1);
    expect(clock).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(clock).toHaveBeenCalledWith('en-US', expect.objectContaining({ timeZone: 'America/Santiago' }));
  });

  it('does nothing once cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { prepareChileClockSoon } = await import('./index.ts');
    const locale = vi.spyOn(Intl, 'Locale');
    prepareChileClockSoon()();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(locale).not.toHaveBeenCalled();
  });
});

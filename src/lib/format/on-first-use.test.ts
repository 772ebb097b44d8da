import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

describe('onFirstUse', () => {
  it('builds nothing until the value is first asked for', () => {
    const make = vi.fn(() => ({ built: true }));
    onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
  });

  it('builds the value once and hands the same one to every later use', () => {
    const make = vi.fn(() => ({ built: true }));
    const value = onFirstUse(make);
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is itself empty instead of building it again', () => {
    const make = vi.fn(() => undefined);
    const value = onFirstUse(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});

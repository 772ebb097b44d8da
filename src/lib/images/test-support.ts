// Test-only: photos prepared as the real shrink module does, except one held back on purpose, so
// a test can act while a photo is still 'being prepared'. A test mocks the module it imports the
// shrinking from with `withHeldShrink(actual)` and calls `holdNextShrink()` before picking.
import { act } from '@testing-library/react';
import type { shrinkImage } from './shrink.ts';

let gate: Promise<void> | null = null;

/** The module `actual` with its shrinkImage held while a gate is set. */
export function withHeldShrink<M extends { readonly shrinkImage: typeof shrinkImage }>(actual: M): M {
  return {
    ...actual,
    shrinkImage: async (...args: Parameters<typeof shrinkImage>) => {
      const held = gate;
      gate = null;
      const result = await actual.shrinkImage(...args);
      await held;
      return result;
    },
  };
}

/** The next photo picked stays 'being prepared' until the returned function lets it land. */
export function holdNextShrink(): () => Promise<void> {
  let release = () => {};
  gate = new Promise((resolve) => {
    release = resolve;
  });
  return () =>
    act(async () => {
      release();
      await Promise.resolve();
    });
}

// Shared setup for vitest: DOM cleanup for component tests, and persistent stores that outlive a
// test file without an error.
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  // A persistent store read during a test unmounts a second later, on a timer; by then the file's
  // DOM environment may be gone, so the unmount must not assume a window.
  const { setPersistentEngine, windowPersistentEvents } = await import('@nanostores/persistent');
  setPersistentEngine(localStorage, {
    ...windowPersistentEvents,
    removeEventListener(key, listener, restore) {
      if (typeof window !== 'undefined') windowPersistentEvents.removeEventListener(key, listener, restore);
    },
  });
}

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});

/// <reference types="vitest/config" />
// Unit, component and in-process API tests. End-to-end journeys run under Playwright (tests/e2e).
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'content/**/*.test.ts',
      'scripts/**/*.test.ts',
      'integrations/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/support/vitest-setup.ts'],
    restoreMocks: true,
    testTimeout: 20000,
  },
});

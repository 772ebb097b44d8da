/// <reference types="vitest/config" />
// Unit, component and in-process API tests. End-to-end journeys run under Playwright (tests/e2e).
// Two projects: the site's tests (components and modules that mock imports) each get a fresh module
// graph per file; the local API's, the scripts' and the build's tests share one per worker, since
// they mock no module and every test builds its own app and database (about a minute less).
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

const SHARED_GRAPH = [
  'server/**/*.test.ts',
  'content/**/*.test.ts',
  'scripts/**/*.test.ts',
  'integrations/**/*.test.ts',
  'tests/support/**/*.test.ts',
];

export default getViteConfig({
  test: {
    environment: 'node',
    setupFiles: ['tests/support/vitest-setup.ts'],
    restoreMocks: true,
    testTimeout: 20000,
    // Password hashes at a lower scrypt cost than production's (server/lib/password.ts), so the
    // suite's hundreds of sign-ins stay fast; password.test.ts proves the production cost.
    env: { PASSWORD_SCRYPT_N: '16384' },
    // At least two workers: vitest's default leaves a core free, which on a two-core runner meant
    // one worker and a suite twice as long (146 s against 244 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'site', include: ['src/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        // One throwaway PostgreSQL cluster for the run (tests/support/postgres-global.ts).
        test: {
          name: 'api and tools',
          include: SHARED_GRAPH,
          isolate: false,
          globalSetup: ['tests/support/postgres-global.ts'],
        },
      },
    ],
  },
});

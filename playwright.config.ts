// End-to-end tests in a real Chromium against the built site (`dist/`, served with the same
// rewrites and headers as production) and a fresh local API on a temporary database.
// Run through `npm test` (scripts/test.ts picks free ports and builds the site for them).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './tests/support/browser.ts';

const sitePort = Number(process.env.E2E_SITE_PORT ?? 4510);
const apiPort = Number(process.env.E2E_API_PORT ?? 8810);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'enlista-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const dist = process.env.E2E_DIST ?? '.out/e2e';
const out = process.env.E2E_OUT ?? 'reports';

export const SITE_URL = `http://localhost:${sitePort}`;
export const API_URL = `http://localhost:${apiPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: `${out}/playwright.json` }]],
  outputDir: `${out}/test-results`,
  use: {
    baseURL: SITE_URL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    // A failed test keeps its trace (actions, DOM snapshots, network, console), without the
    // screencast frames. A whole-suite run, which retries a failed test once, records the trace of
    // the retry only (E2E_TRACE=on-first-retry, set by scripts/test.ts): recording every test's
    // snapshots made action-heavy journeys about 40 % slower on a loaded two-core runner.
    trace: {
      mode: process.env.E2E_TRACE === 'on-first-retry' ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
    },
    // page.route() does not see requests a service worker answers, so journeys run without one;
    // the offline and install specs allow it with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium({ headlessShell: true }), args: CHROMIUM_FLAGS },
  },
  webServer: [
    {
      command: 'node server/main.ts',
      url: `${API_URL}/general-data/get-all-datas-filters`,
      env: {
        API_PORT: String(apiPort),
        SITE_ORIGIN: SITE_URL,
        DATA_DIR: dataDir,
        API_MODE: 'local',
        // Password hashes at a test cost, as in the unit runs: the journeys sign in hundreds of
        // times, and OWASP's cost is proven by server/lib/password.test.ts.
        PASSWORD_SCRYPT_N: '16384',
        // Every answer is recorded; `npm test` checks them against the contract after the run.
        API_RECORD_ANSWERS: resolve(out, 'api-answers.jsonl'),
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node server/static/main.ts ${dist}`,
      url: `${SITE_URL}/`,
      env: { PORT: String(sitePort) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

// `npm test`: type check, unit and component tests (vitest), then a build for free ports and the
// end-to-end suite (Playwright, real Chromium, fresh local API). Ends with one line
// `N passed, N failed` summed over every suite; exits non-zero when anything failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from './lib/ports.ts';
import { run, siteEnv } from './lib/run.ts';

interface Tally {
  passed: number;
  failed: number;
}
const tally: Tally = { passed: 0, failed: 0 };
// Optional: 'unit' or 'e2e', then extra Playwright arguments (spec files, --grep …).
const [only, ...playwrightArgs] = process.argv.slice(2);
// Separate output folders let several checkouts' runs share a machine (E2E_DIST, E2E_OUT).
const dist = process.env.E2E_DIST ?? 'dist';
const out = process.env.E2E_OUT ?? 'reports';

function readJson(path: string): unknown {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : null;
}

function countVitest(): Tally {
  const report = readJson(`${out}/vitest.json`) as { numPassedTests?: number; numFailedTests?: number } | null;
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 1 };
}

function countPlaywright(): Tally {
  const report = readJson(`${out}/playwright.json`) as {
    stats?: { expected?: number; unexpected?: number; flaky?: number };
  } | null;
  const stats = report?.stats;
  if (!stats) return { passed: 0, failed: 1 };
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

function add(part: Tally, label: string) {
  tally.passed += part.passed;
  tally.failed += part.failed;
  console.log(`\n[${label}] ${part.passed} passed, ${part.failed} failed`);
}

mkdirSync(out, { recursive: true });

if (!only || only === 'unit') {
  const typeCheck = await run('astro', ['check', '--minimumFailingSeverity', 'error']);
  add({ passed: typeCheck === 0 ? 1 : 0, failed: typeCheck === 0 ? 0 : 1 }, 'type check');

  rmSync(`${out}/vitest.json`, { force: true });
  await run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile=${out}/vitest.json`]);
  add(countVitest(), 'unit and component');
}

if (!only || only === 'e2e') {
  const sitePort = await freePort();
  const apiPort = await freePort();
  const env = {
    ...siteEnv(sitePort, apiPort),
    E2E_SITE_PORT: String(sitePort),
    E2E_API_PORT: String(apiPort),
    E2E_DIST: dist,
    E2E_OUT: out,
  };
  const built = await run('astro', ['build', '--outDir', dist], env);
  if (built !== 0) {
    add({ passed: 0, failed: 1 }, 'build');
  } else {
    rmSync(`${out}/playwright.json`, { force: true });
    await run('playwright', ['test', ...playwrightArgs], env);
    add(countPlaywright(), 'end-to-end');
  }
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);

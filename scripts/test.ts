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
const only = process.argv[2]; // optional: 'unit' or 'e2e'

function readJson(path: string): unknown {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : null;
}

function countVitest(): Tally {
  const report = readJson('reports/vitest.json') as { numPassedTests?: number; numFailedTests?: number } | null;
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 1 };
}

function countPlaywright(): Tally {
  const report = readJson('reports/playwright.json') as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null;
  const stats = report?.stats;
  if (!stats) return { passed: 0, failed: 1 };
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

function add(part: Tally, label: string) {
  tally.passed += part.passed;
  tally.failed += part.failed;
  console.log(`\n[${label}] ${part.passed} passed, ${part.failed} failed`);
}

mkdirSync('reports', { recursive: true });

if (!only || only === 'unit') {
  const typeCheck = await run('astro', ['check', '--minimumFailingSeverity', 'error']);
  add({ passed: typeCheck === 0 ? 1 : 0, failed: typeCheck === 0 ? 0 : 1 }, 'type check');

  rmSync('reports/vitest.json', { force: true });
  await run('vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile=reports/vitest.json']);
  add(countVitest(), 'unit and component');
}

if (!only || only === 'e2e') {
  const sitePort = await freePort();
  const apiPort = await freePort();
  const env = { ...siteEnv(sitePort, apiPort), E2E_SITE_PORT: String(sitePort), E2E_API_PORT: String(apiPort) };
  const built = await run('astro', ['build'], env);
  if (built !== 0) {
    add({ passed: 0, failed: 1 }, 'build');
  } else {
    rmSync('reports/playwright.json', { force: true });
    await run('playwright', ['test'], env);
    add(countPlaywright(), 'end-to-end');
  }
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);

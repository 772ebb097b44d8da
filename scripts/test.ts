// `npm test`: type check, ESLint and Prettier, unit and component tests (vitest), then a build for
// free ports and the end-to-end suite (Playwright, real Chromium, fresh local API). Ends with one line
// `N passed, N failed` summed over every suite; exits non-zero when anything failed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { findChromium } from '../tests/support/browser.ts';
import { freePort } from './lib/ports.ts';
import { ANSWERS_FILE, checkAnswersFile } from './lib/recorded-answers.ts';
import { targetOf } from './lib/build-target.ts';
import { retargetBuild } from './lib/retarget-build.ts';
import { run, runCaptured, siteEnv } from './lib/run.ts';
import { planShards, specDurations, type DurationReport, type Durations } from './lib/shards.ts';
import {
  playwrightTally,
  playwrightTests,
  summaryLine,
  vitestTally,
  vitestTests,
  type PlaywrightReport,
  type Tally,
  type VitestReport,
} from './lib/tally.ts';

const tally: Tally = { passed: 0, failed: 0 };
// What failed, by name, printed again just above the closing line: a long run's log is often read
// from its end only.
const failures: string[] = [];
// Optional: 'unit' or 'e2e', then extra Playwright arguments (spec files, --grep …).
const [only, ...playwrightArgs] = process.argv.slice(2);
// Separate output folders let several checkouts' runs share a machine (E2E_DIST, E2E_OUT).
const dist = process.env.E2E_DIST ?? '.out/e2e';
const out = process.env.E2E_OUT ?? 'reports';
const DURATIONS_FILE = 'tests/e2e/durations.json';

function readJson(path: string): unknown {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : null;
}

function countPlaywright(folder: string): Tally {
  return playwrightTally(readJson(`${folder}/playwright.json`) as PlaywrightReport | null);
}

const started = Date.now();

/** Adds a suite's result to the tally and prints it, with the time since the run began. */
function add(part: Tally, label: string) {
  tally.passed += part.passed;
  tally.failed += part.failed;
  console.log(`\n[${label}] ${summaryLine(part)} (${Math.round((Date.now() - started) / 1000)} s into the run)`);
}

/** The spec files, split over `count` shards by their measured run time (scripts/lib/shards.ts). */
function specFilesByShard(count: number): string[][] {
  const specs = readdirSync('tests/e2e')
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => ({ path: `tests/e2e/${file}`, size: statSync(`tests/e2e/${file}`).size }));
  return planShards(specs, (readJson(DURATIONS_FILE) ?? {}) as Durations, count);
}

mkdirSync(out, { recursive: true });

if (!only || only === 'unit') {
  // `npm run check` one step at a time, so each finding counts as its own failed check: types,
  // ESLint (the import zones included; any warning fails) and Prettier's format. The type check
  // goes first (beside Prettier, which reads no generated file): it generates the astro:env and
  // content types that type-aware linting reads; ESLint, single-threaded, follows it. The unit
  // tests read no generated file (Vite serves astro:env itself), so they start at once and fill
  // the core the type check leaves idle. Each check's output is printed whole when it ends.
  const check = async (label: string, command: string, args: string[]) => {
    const code = await runCaptured(command, args);
    add({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 }, label);
    if (code !== 0) failures.push(`${label} (see its output above)`);
  };
  rmSync(`${out}/vitest.json`, { force: true });
  await Promise.all([
    (async () => {
      await Promise.all([
        check('type check', 'astro', ['check', '--minimumFailingSeverity', 'error']),
        check('format', 'prettier', ['--check', '.']),
      ]);
      await check('lint', 'eslint', ['.', '--max-warnings', '0']);
    })(),
    // A test is tried once more before it counts as failed, as in the end-to-end suite: the checks
    // and the workers share the cores, and a test that waits on a real timer can miss it. A test
    // that passes on its second try is named below the result.
    run('vitest', ['run', '--retry=1', '--reporter=default', '--reporter=json', `--outputFile=${out}/vitest.json`]),
  ]);
  const unitReport = readJson(`${out}/vitest.json`) as VitestReport | null;
  add(vitestTally(unitReport), 'unit and component');
  const flaky = vitestTests(unitReport, 'flaky');
  if (flaky.length > 0) console.log(`[unit and component] passed on the second try:\n  ${flaky.join('\n  ')}`);
  failures.push(...(unitReport ? vitestTests(unitReport, 'failed') : ['unit and component: no report']));
}

if (!only || only === 'e2e') {
  // The suite runs in E2E_SHARDS parallel shards. A shard spends much of its time waiting (on its
  // browser, site, API and the throttled-network journeys), so with the headless shell
  // (tests/support/browser.ts) two shards per core keep the cores busy without starving a test: on
  // two cores the whole suite took 9.6 minutes in four shards (about 92 % busy), 11.0 in three (80 %)
  // and 16.3 in two, with no test needing a second try. The full browser is heavier (a third shard
  // drove the load past 15), so without the shell there is one shard per core. Each shard has its
  // own build, static server, local API and database, so shards never share data. Arguments (spec
  // files, --grep …) mean a focused run: one shard.
  const cores = availableParallelism();
  let shell = false;
  try {
    shell = findChromium({ headlessShell: true }).includes('headless-shell');
  } catch {
    // No browser at all: Playwright's own start-up says so below, and the run counts it as failed.
  }
  const shardCount =
    playwrightArgs.length > 0
      ? 1
      : Math.max(1, Number(process.env.E2E_SHARDS ?? Math.min(4, shell ? cores * 2 : cores)));
  const files = specFilesByShard(shardCount);
  const shards = [];
  for (let index = 0; index < shardCount; index++) {
    const sitePort = await freePort();
    const apiPort = await freePort();
    const shardOut = shardCount === 1 ? out : `${out}/shard-${index + 1}`;
    const env = {
      ...siteEnv(sitePort, apiPort),
      E2E_SITE_PORT: String(sitePort),
      E2E_API_PORT: String(apiPort),
      E2E_DIST: index === 0 ? dist : `${dist}-shard-${index + 1}`,
      E2E_OUT: shardOut,
    };
    shards.push({ env, out: shardOut, index });
  }

  // One build, for the first shard's ports; every further shard gets a copy with its own ports
  // written in (scripts/lib/retarget-build.ts), which takes a second instead of a build's minute.
  const [first, ...others] = shards;
  let builds = 0;
  if (first) {
    builds += (await run('astro', ['build', '--outDir', first.env.E2E_DIST], first.env)) === 0 ? 0 : 1;
    for (const shard of builds === 0 ? others : []) {
      try {
        retargetBuild(first.env.E2E_DIST, shard.env.E2E_DIST, targetOf(first.env), targetOf(shard.env));
      } catch (error) {
        console.error(error);
        builds++;
      }
    }
  }
  if (builds > 0) {
    add({ passed: 0, failed: 1 }, 'build');
    failures.push('the end-to-end build (see its output above)');
  } else {
    await Promise.all(
      shards.map(async (shard) => {
        rmSync(`${shard.out}/playwright.json`, { force: true });
        rmSync(`${shard.out}/${ANSWERS_FILE}`, { force: true });
        const shardFiles = shardCount > 1 ? (files[shard.index] ?? []) : [];
        // A whole-suite run tries a failed test once more: on a shared two-core machine a test can
        // miss a time limit because another shard's browser held the cores. A test that passes on
        // its second try is listed below the results; a focused run never retries.
        // Such a run records a trace on the retry only (playwright.config.ts).
        const retries = playwrightArgs.length > 0 ? [] : [`--retries=${process.env.E2E_RETRIES ?? 1}`];
        const trace = playwrightArgs.length > 0 ? {} : { E2E_TRACE: 'on-first-retry' };
        await run('playwright', ['test', ...retries, ...shardFiles, ...playwrightArgs], { ...shard.env, ...trace });
      }),
    );
    for (const shard of shards) {
      const label = `end-to-end${shardCount > 1 ? ` shard ${shard.index + 1}` : ''}`;
      add(countPlaywright(shard.out), label);
      const report = readJson(`${shard.out}/playwright.json`) as PlaywrightReport | null;
      const flaky = playwrightTests(report, 'flaky');
      if (flaky.length > 0) console.log(`[${label}] passed on the second try:\n  ${flaky.join('\n  ')}`);
      failures.push(...playwrightTests(report, 'unexpected'));
      if (!report?.stats || (report.errors?.length ?? 0) > 0)
        failures.push(`${label}: no report, or a spec that did not load`);
    }
    // Every answer the local API gave during the run must match the contract (server/openapi).
    for (const shard of shards) {
      const answers = checkAnswersFile(`${shard.out}/${ANSWERS_FILE}`);
      console.log(`\n${answers.lines.join('\n')}`);
      const label = `contract answers${shardCount > 1 ? ` shard ${shard.index + 1}` : ''}`;
      add(answers.tally, label);
      if (answers.tally.failed > 0) failures.push(`${label} (see the mismatches above)`);
    }
    // Fresh measurements for the shard plan: copy this file over tests/e2e/durations.json to use them.
    const measured = Object.assign(
      {},
      ...shards.map((shard) => specDurations(readJson(`${shard.out}/playwright.json`) as DurationReport | null)),
    ) as Durations;
    writeFileSync(`${out}/e2e-durations.json`, `${JSON.stringify(measured, null, 2)}\n`);
  }
}

if (failures.length > 0) console.log(`\nFailed:\n  ${failures.join('\n  ')}`);
console.log(`\n${summaryLine(tally)}`);
process.exit(tally.failed > 0 ? 1 : 0);

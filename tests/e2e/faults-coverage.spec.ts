// Every API call the site makes has a fault-injection case: the calls are read from the source
// (endpoint modules under src/, their path constants and `${BASE}/…` templates), the cases from
// the faults-*.spec.ts tables; a new call without a case fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

const API_PREFIX = /^\/?(api\/users|auth|business|general-data|forms\/register|contact)\//;

/** Calls whose path is not written in the source: the geocoder's (its base is an env setting)
 * and the document downloads, whose path is the `url_file` the API gives. */
const BUILT_AT_RUN_TIME = [
  '/geocoder/search',
  '/api/users/files/default/download-file/:p/:p',
  '/api/users/files/custom/download-file/:p/:p',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/** '/api/users/x/${id}' → '/api/users/x/:p'; a leading slash added; the query dropped. */
function normalise(path: string): string {
  const clean = path.replace(/\$\{[^}]+\}|:\w+/g, ':p').split('?')[0] ?? '';
  return clean.startsWith('/') ? clean : `/${clean}`;
}

function callsInSource(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8');
    const bases = [...text.matchAll(/const BASE = '([^']+)'/g)].map((match) => match[1] as string);
    for (const match of text.matchAll(/['`]([^'`\s]+)['`]/g)) {
      let path = match[1] as string;
      if (path.startsWith('${BASE}')) path = path.replace('${BASE}', bases[0] ?? '');
      if (!API_PREFIX.test(path) || bases.includes(path) || path.startsWith('/business/dashboard')) continue;
      for (const folder of path.includes('${FOLDER') ? ['default', 'custom'] : [null]) {
        found.add(normalise(folder ? path.replace(/\$\{FOLDER[^}]*\}/, folder) : path));
      }
    }
  }
  return [...found, ...BUILT_AT_RUN_TIME].sort();
}

function callsWithCases(): Set<string> {
  const specs = readdirSync('tests/e2e').filter((file) => /^faults-.+\.spec\.ts$/.test(file));
  const cases = specs.flatMap((file) =>
    [...readFileSync(join('tests/e2e', file), 'utf8').matchAll(/['`](?:GET|POST|PUT|DELETE) (\/[^'`]+)['`]/g)].map(
      (match) => normalise(match[1] as string),
    ),
  );
  return new Set(cases);
}

test('every API call the site makes has a fault-injection case', () => {
  const calls = callsInSource();
  expect(calls.length).toBeGreaterThan(50);
  const covered = callsWithCases();
  expect(calls.filter((call) => !covered.has(call))).toEqual([]);
});

// Every API call the site makes has a fault-injection case: the calls are read from the source
// (endpoint modules under src/, their path constants and `${BASE}/…` templates), the cases from
// the faults-*.spec.ts tables; a new call without a case fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
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

/** An expression with the parentheses and `as const` around it taken off. */
function bare(expression: ts.Expression): ts.Expression {
  let node = expression;
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) node = node.expression;
  return node;
}

/** The strings a case's `call` can hold: a literal, or a parameter of a `.map` over a literal
 * table (`[['POST /a', …], …].map(([spec, …]) => ({ call: spec, … }))`). Anything else fails,
 * so a new way of writing cases is taught to this check instead of being miscounted. */
function callValues(expression: ts.Expression): string[] {
  const node = bare(expression);
  if (ts.isStringLiteralLike(node)) return [node.text];
  const entries = ts.isIdentifier(node) ? mappedEntries(node) : null;
  if (!entries) throw new Error(`Cannot read the fault case call \`${expression.getText()}\``);
  return entries.flatMap(callValues);
}

/** For a parameter of a `.map` callback over a literal table, the table entries it stands for. */
function mappedEntries(name: ts.Identifier): ts.Expression[] | null {
  let scope: ts.Node = name;
  while (!ts.isArrowFunction(scope) && !ts.isFunctionExpression(scope)) {
    if (ts.isSourceFile(scope)) return null;
    scope = scope.parent;
  }
  const [parameter] = scope.parameters;
  const map = scope.parent;
  if (!parameter || !ts.isCallExpression(map) || !ts.isPropertyAccessExpression(map.expression)) return null;
  const table = bare(map.expression.expression);
  if (map.expression.name.text !== 'map' || !ts.isArrayLiteralExpression(table)) return null;
  if (ts.isIdentifier(parameter.name)) return parameter.name.text === name.text ? [...table.elements] : null;
  if (!ts.isArrayBindingPattern(parameter.name)) return null;
  const position = parameter.name.elements.findIndex(
    (element) => ts.isBindingElement(element) && element.name.getText() === name.text,
  );
  if (position < 0) return null;
  return table.elements.map((row) => {
    const tuple = bare(row);
    return (ts.isArrayLiteralExpression(tuple) ? tuple.elements[position] : undefined) ?? row;
  });
}

/** The `call` of every fault case: the request runCase intercepts, and checks was made, in every
 * mode. A path named anywhere else in a spec (a comment, an expected text) does not count. */
function casesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'call' && ts.isObjectLiteralExpression(node.parent)) {
      found.push(...callValues(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function callsWithCases(): Set<string> {
  const specs = readdirSync('tests/e2e').filter((file) => /^faults-.+\.spec\.ts$/.test(file));
  const cases = specs.flatMap((file) => casesIn(join('tests/e2e', file)));
  for (const spec of cases) expect(spec, 'a case names its method and path').toMatch(/^(GET|POST|PUT|DELETE) \//);
  return new Set(cases.map((spec) => normalise(spec.slice(spec.indexOf(' ') + 1))));
}

test('every API call the site makes has a fault-injection case', () => {
  const calls = callsInSource();
  expect(calls.length).toBeGreaterThan(50);
  const covered = callsWithCases();
  expect(calls.filter((call) => !covered.has(call))).toEqual([]);
});

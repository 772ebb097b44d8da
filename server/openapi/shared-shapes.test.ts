// Every request shape the local API checks is one the site shares: each body, path and query schema a
// route validates (read from the app's route table) and each body the contract document names for a
// route that reads its body by hand is exported by a module of src/lib/contract, the very object, so
// a rule or a limit changed on one side changes on both. A schema written in server/ for a route the
// site calls fails here; the few routes whose input the site never sends are listed below, each
// with its reason.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBody, queryParams, routeParams, validatedInput } from '../lib/validate.ts';
import { createTestContext, type TestContext } from '../test-support.ts';
import { appRoutes } from './document.ts';
import { OPERATIONS, type RequestBody } from './operations.ts';

const CONTRACT_DIR = join(import.meta.dirname, '../../src/lib/contract');

/** Routes that may check their input with a shape of their own: the site never sends it. */
const SERVER_ONLY_INPUT: Readonly<Record<string, string>> = {
  // Development helper of the local API (mounted with devRoutes only); no other backend has it.
  'POST /_dev/power-token': 'development only',
  // Stands in for Nominatim, an outside service: its query is that service's, not this backend's.
  'GET /geocoder/search': 'outside service',
  // Image addresses the site receives whole in answers (logos, profile photos) and never builds.
  'GET /public-files/:folder/:name': 'addresses received whole',
};

/** Every schema exported by a module of src/lib/contract (tests and test samples aside). */
async function sharedShapes(): Promise<Set<unknown>> {
  const modules = readdirSync(CONTRACT_DIR).filter(
    (name) => name.endsWith('.ts') && !/\.(test|sample)\.ts$/.test(name),
  );
  const shapes = new Set<unknown>();
  for (const name of modules) {
    const exports = (await import(join(CONTRACT_DIR, name))) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema') {
        shapes.add(value);
      }
    }
  }
  return shapes;
}

/** 'METHOD /path target' of every validated input of `app` that is not a shared shape. */
function unsharedValidatedInputs(app: Hono, shared: Set<unknown>): string[] {
  const found: string[] = [];
  for (const [key, route] of appRoutes(app)) {
    for (const handler of route.handlers) {
      const input = typeof handler === 'function' ? validatedInput(handler) : undefined;
      if (input && !shared.has(input.schema)) found.push(`${key} ${input.target}`);
    }
  }
  return found;
}

function documentedBodies(body: RequestBody | undefined): v.GenericSchema[] {
  if (!body) return [];
  if ('json' in body) return [body.json];
  return Object.values(body.multipart).flatMap((part) => {
    if ('json' in part) return [part.json];
    if ('fields' in part) return [part.fields];
    return [];
  });
}

let context: TestContext;
let shared: Set<unknown>;
beforeAll(async () => {
  context = await createTestContext({ devRoutes: true, seed: false });
  shared = await sharedShapes();
});
afterAll(() => context.cleanup());

describe('the request shapes of the local API', () => {
  it('are the shapes of src/lib/contract for every body, path and query a route validates', () => {
    const unshared = unsharedValidatedInputs(context.app, shared).filter(
      (input) => !Object.keys(SERVER_ONLY_INPUT).some((route) => input.startsWith(`${route} `)),
    );
    expect(unshared).toEqual([]);
  });

  it('are the shapes of src/lib/contract for every body a route reads by hand', () => {
    const unshared = Object.entries(OPERATIONS).flatMap(([key, operation]) =>
      documentedBodies(operation.body)
        .filter((schema) => !shared.has(schema))
        .map(() => key),
    );
    expect(unshared).toEqual([]);
  });

  it('keep their exceptions to routes that exist and check a shape of their own', () => {
    const unshared = unsharedValidatedInputs(context.app, shared).map((input) => input.replace(/ \w+$/, ''));
    expect([...new Set(unshared)].sort()).toEqual(Object.keys(SERVER_ONLY_INPUT).sort());
  });

  it('notice a body, a path or a query checked with a schema written in server/', () => {
    const local = new Hono();
    local.post('/a', jsonBody(v.object({ name: v.string() })), (c) => c.json({}));
    local.get('/b/:id', routeParams(v.object({ id: v.string() })), (c) => c.json({}));
    local.get('/c', queryParams(v.object({ q: v.string() })), (c) => c.json({}));
    expect(unsharedValidatedInputs(local, shared)).toEqual(['POST /a json', 'GET /b/:id param', 'GET /c query']);
  });
});

// Bad input to every route of the local API answers 400 with its Spanish messages.
// One malformed request per route (bad-input-requests.ts), sent with the right live
// token so that the refusal comes from the input checks. The table is matched against the app's
// own route table: a route mounted without an entry fails the completeness test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_REQUESTS,
  INVALID_BODY,
  NEUTRAL_INPUT_ROUTES,
  TOKEN_ONLY_ROUTES,
  type BadRequest,
} from './bad-input-requests.ts';
import {
  HEADER,
  expectSpanishError,
  ownerToken,
  powerToken,
  routeTable,
  sessionToken,
  sideOf,
} from './security-test-support.ts';
import { createTestContext, type TestContext } from './test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ devRoutes: true });
});
afterAll(() => context.cleanup());

async function headersFor(key: string): Promise<Headers> {
  const [method = '', path = ''] = key.split(' ');
  const side = sideOf({ method, path });
  const headers = new Headers();
  if (side === 'user') headers.set(HEADER.user, await sessionToken(context.db, 'trabajador@demo.cl'));
  if (side === 'business') headers.set(HEADER.business, await sessionToken(context.db, 'empresa@demo.cl'));
  if (side === 'power') headers.set(HEADER.power, await powerToken());
  if (side === 'owner') headers.set(HEADER.owner, await ownerToken(context.db));
  return headers;
}

async function send(key: string, request: BadRequest, rawJson?: string): Promise<Response> {
  const headers = await headersFor(key);
  const { payload } = request;
  let body: string | FormData | undefined;
  if (payload && 'json' in payload) {
    headers.set('content-type', 'application/json');
    body = rawJson ?? JSON.stringify(payload.json);
  } else if (payload) {
    body = payload.form();
  }
  const method = key.split(' ')[0] ?? 'GET';
  return context.app.request(request.path, { method, headers, ...(body === undefined ? {} : { body }) });
}

describe('bad input to every route of the local API', () => {
  it('has a bad request for every route that reads input; only token-only routes have none', () => {
    const routes = routeTable(context.app).map((route) => `${route.method} ${route.path}`);
    expect([...Object.keys(BAD_REQUESTS), ...TOKEN_ONLY_ROUTES, ...NEUTRAL_INPUT_ROUTES].sort()).toEqual(
      [...routes].sort(),
    );
  });

  for (const [key, request] of Object.entries(BAD_REQUESTS)) {
    it(`${key} answers 400 with its Spanish messages`, async () => {
      const response = await send(key, request);
      expect(response.status, await response.clone().text()).toBe(400);
      expect(await expectSpanishError(response, key)).toEqual(request.messages);
    });
  }

  const jsonRoutes = Object.entries(BAD_REQUESTS).filter(([, request]) => request.payload && 'json' in request.payload);
  for (const [key, request] of jsonRoutes) {
    it(`${key} answers 400 to a body that is not JSON`, async () => {
      const response = await send(key, request, '{"email":');
      expect(response.status).toBe(400);
      expect(await expectSpanishError(response, key)).toEqual(INVALID_BODY);
    });
  }
});

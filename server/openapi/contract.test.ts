// The contract document against the app: every route is an operation and every operation a route,
// the document is valid OpenAPI 3.1, and real answers of the app (one representative request per
// route, and every bad-input refusal) match the operation's documented status and body.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_REQUESTS } from '../bad-input-requests.ts';
import { HEADER, powerToken, routeTable, sessionToken, sideOf } from '../security-test-support.ts';
import { createTestContext, type TestContext } from '../test-support.ts';
import { AnswerChecker } from './answer-check.ts';
import { recordAnswer } from './recorded-answer.ts';
import { DOCUMENTATION_PATHS, buildOpenApiDocument, openApiPath, type OpenApiDocument } from './document.ts';
import { OPERATIONS } from './operations.ts';
import { SAMPLE_REQUESTS } from './samples.ts';
import { sendSample } from './send-sample.ts';

let context: TestContext;
let document: OpenApiDocument;
let checker: AnswerChecker;
beforeAll(async () => {
  context = await createTestContext({ devRoutes: true });
  document = buildOpenApiDocument(context.app);
  checker = new AnswerChecker(document);
});
afterAll(() => context.cleanup());

const routeKeys = () => routeTable(context.app).map((route) => `${route.method} ${route.path}`);

function documentedOperations(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the contract document and the route table', () => {
  it('documents every route of the app, and nothing else', () => {
    const routes = routeTable(context.app).map((route) => `${route.method} ${openApiPath(route.path)}`);
    expect(documentedOperations(document).sort()).toEqual([...routes].sort());
  });

  it('has a contract entry (API, token, answers) for every route and none for a route that is gone', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(routeKeys().sort());
  });

  it('names the same token as the access rules for every route', () => {
    for (const route of routeTable(context.app)) {
      const side = sideOf(route);
      expect(OPERATIONS[`${route.method} ${route.path}`]?.auth ?? 'none', route.path).toBe(side);
    }
  });

  it('leaves the documentation routes out when they are served', async () => {
    const withDocs = await createTestContext({ devRoutes: true, docs: true, seed: false });
    try {
      const served: string[] = routeTable(withDocs.app).map((route) => route.path);
      expect(served).toEqual(expect.arrayContaining([...DOCUMENTATION_PATHS]));
      expect(documentedOperations(buildOpenApiDocument(withDocs.app)).sort()).toEqual(
        documentedOperations(document).sort(),
      );
    } finally {
      withDocs.cleanup();
    }
  });

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('is refused by the validator when an answer lacks its description', async () => {
    const broken = structuredClone(document);
    const responses = broken.paths['/auth/login']?.['post']?.['responses'] as Record<string, Record<string, unknown>>;
    delete responses['200']?.['description'];
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('takes request bodies, path and query parameters from the schemas the routes validate with', () => {
    expect(document.paths['/auth/login']?.['post']).toMatchObject({
      requestBody: {
        content: {
          'application/json': {
            schema: { required: ['email', 'password'], properties: { email: { type: 'string', maxLength: 50 } } },
          },
        },
      },
      security: [],
    });
    expect(document.paths['/api/users/files/default/obtain-all-documents-user']?.['get']).toMatchObject({
      parameters: [
        { name: 'id_profile_user', in: 'query', required: true, schema: { type: 'string', pattern: '^\\d{1,9}$' } },
      ],
      security: [{ authUser: [] }],
    });
    const business = document.paths['/business/job-postings']?.['get'];
    expect(business).toMatchObject({ security: [{ authBusiness: [] }] });
    expect(Object.keys(business?.['responses'] ?? {})).toEqual(['200', '401', '500']);
  });
});

describe('answers of the app match the contract', () => {
  it('has a representative request for every route', () => {
    expect(Object.keys(SAMPLE_REQUESTS).sort()).toEqual(routeKeys().sort());
  });

  it('gives every representative request an answer its operation documents', async () => {
    const failures: string[] = [];
    for (const [key, sample] of Object.entries(SAMPLE_REQUESTS)) {
      const method = key.split(' ')[0] ?? 'GET';
      const { path, response } = await sendSample(context.app, context.db, method, sample);
      expect(response.status, key).toBeLessThan(500);
      const verdict = checker.check(await recordAnswer(method, new URL(path, 'http://localhost'), response));
      expect(verdict.operation, path).toBe(key);
      if (verdict.problems.length > 0) failures.push(`${key} ${response.status}: ${verdict.problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('documents every refusal of bad input (400 with its Spanish messages)', async () => {
    const fresh = await createTestContext({ devRoutes: true });
    try {
      const failures: string[] = [];
      for (const [key, request] of Object.entries(BAD_REQUESTS)) {
        const [method = 'GET', path = ''] = key.split(' ');
        const headers = new Headers();
        const side = sideOf({ method, path });
        if (side === 'user') headers.set(HEADER.user, await sessionToken(fresh.db, 'trabajador@demo.cl'));
        if (side === 'business') headers.set(HEADER.business, await sessionToken(fresh.db, 'empresa@demo.cl'));
        if (side === 'power') headers.set(HEADER.power, await powerToken());
        let body: string | FormData | undefined;
        if (request.payload && 'json' in request.payload) {
          headers.set('content-type', 'application/json');
          body = JSON.stringify(request.payload.json);
        } else if (request.payload) {
          body = request.payload.form();
        }
        const response = await fresh.app.request(request.path, { method, headers, ...(body ? { body } : {}) });
        const verdict = checker.check(await recordAnswer(method, new URL(request.path, 'http://localhost'), response));
        if (verdict.problems.length > 0) failures.push(`${key}: ${verdict.problems.join('; ')}`);
      }
      expect(failures).toEqual([]);
    } finally {
      fresh.cleanup();
    }
  });

  it('documents the refusal of a missing token on every route that needs one', async () => {
    const failures: string[] = [];
    for (const route of routeTable(context.app).filter((r) => sideOf(r) !== 'none')) {
      const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '1');
      const response = await context.app.request(path, { method: route.method });
      const verdict = checker.check(await recordAnswer(route.method, new URL(path, 'http://localhost'), response));
      expect(response.status, path).toBe(401);
      if (verdict.problems.length > 0) failures.push(`${route.method} ${route.path}: ${verdict.problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the answer check', () => {
  const answer = (status: number, body: unknown, path = '/business/job-postings') => ({
    method: 'GET',
    path,
    status,
    contentType: 'application/json',
    body,
    empty: false,
  });

  it('names the operation and the field when a body does not match', async () => {
    const headers = { [HEADER.business]: await sessionToken(context.db, 'empresa@demo.cl') };
    const real = (await (await context.app.request('/business/job-postings', { headers })).json()) as {
      data: Record<string, unknown>[];
    };
    expect(checker.check(answer(200, real)).problems).toEqual([]);
    const changed = {
      data: real.data.map((posting, index) => (index === 0 ? { ...posting, id_publication: 'siete' } : posting)),
    };
    const verdict = checker.check(answer(200, changed));
    expect(verdict.operation).toBe('GET /business/job-postings');
    expect(verdict.problems.join('\n')).toContain('cuerpo/data/0/id_publication');
  });

  it('refuses a status the operation does not document, and a path that is no operation', () => {
    expect(checker.check(answer(418, { message: 'Soy una tetera' })).problems).toEqual([
      'el estado 418 no es uno de 200, 401, 500',
    ]);
    expect(checker.check(answer(200, {}, '/business/no-existe')).problems).toEqual(['ninguna operación del documento']);
  });

  it('refuses a body on an answer that has none, and the wrong media type for a file', () => {
    const emptyAnswer = { ...answer(204, { valid: false }, '/auth/reset-password-verify-token'), method: 'POST' };
    expect(checker.check(emptyAnswer).problems).toEqual(['el estado 204 no lleva cuerpo']);
    const html = { ...answer(200, null, '/api/users/contracts/download-file/1/1'), contentType: 'text/html' };
    expect(checker.check(html).problems).toEqual(["el tipo 'text/html' no es uno de application/pdf"]);
  });
});

describe('the contract on the local API', () => {
  it('serves /openapi.json and a /docs viewer whose assets come from the API itself', async () => {
    const local = await createTestContext({ devRoutes: true, docs: true, seed: false });
    try {
      const json = await local.app.request('/openapi.json');
      expect(json.headers.get('content-type')).toContain('application/json');
      expect(await json.json()).toEqual(
        JSON.parse(JSON.stringify(buildOpenApiDocument(local.app, { servers: { users: 'http://localhost' } }))),
      );

      const page = await local.app.request('/docs');
      const html = await page.text();
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      const assets = [...html.matchAll(/(?:src|href)="(\/docs\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
      expect(assets).toEqual(
        expect.arrayContaining(['/docs/assets/swagger-ui.css', '/docs/assets/swagger-ui-bundle.js']),
      );
      for (const asset of assets) expect((await local.app.request(asset)).status, asset).toBe(200);
      expect(await (await local.app.request('/docs/assets/docs-init.js')).text()).toContain("url: '/openapi.json'");
      expect((await local.app.request('/docs/assets/package.json')).status).toBe(404);
    } finally {
      local.cleanup();
    }
  });

  it('serves neither unless asked', async () => {
    expect((await context.app.request('/openapi.json')).status).toBe(404);
    expect((await context.app.request('/docs')).status).toBe(404);
  });
});

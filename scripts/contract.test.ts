// `npm run contract` against the local API on a real port: every GET operation matches the
// contract, operations without their token or data are skipped with a note, and a changed answer
// is reported as a mismatch naming its operation.
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument } from '../server/openapi/contract.ts';
import { EXTENSION } from '../server/openapi/document.ts';
import { sessionToken } from '../server/security-test-support.ts';
import { createTestContext, type TestContext } from '../server/test-support.ts';
import { reportLines, runContractChecks, type ContractOptions } from './lib/contract-check.ts';
import { freePort } from './lib/ports.ts';

let context: TestContext;
let server: ServerType;
let base: string;
beforeAll(async () => {
  context = await createTestContext();
  const port = await freePort();
  server = serve({ fetch: context.app.fetch, port, hostname: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  context.cleanup();
});

async function options(overrides: Partial<ContractOptions> = {}): Promise<ContractOptions> {
  return {
    document: contractDocument(),
    targets: { users: base, business: base, data: base },
    userToken: await sessionToken(context.db, 'trabajador@demo.cl'),
    businessToken: await sessionToken(context.db, 'empresa@demo.cl'),
    tenant: { name: 'transportes-andes', rgs: 'andes-2025' },
    userProfileId: 1,
    ...overrides,
  };
}

describe('npm run contract against the local API', () => {
  it('finds every GET answer as the contract describes it', async () => {
    const results = await runContractChecks(await options());
    expect(results.filter((result) => result.outcome === 'mismatch')).toEqual([]);
    expect(results.filter((result) => result.outcome === 'match').length).toBeGreaterThanOrEqual(30);
    const skipped = results.filter((result) => result.outcome === 'skipped').map((result) => result.operation);
    // The Andes link uses the fixed registration (no dynamic form), the worker has no bank account
    // yet, no simple-power link (the driver's or the owner's) is given, and the WhatsApp webhook's
    // subscription check needs its secret verify token.
    expect(skipped.sort()).toEqual([
      'GET /api/public/power-signing/file',
      'GET /api/public/power-signing/power',
      'GET /api/users/bank-details/get-bank-details-for-update/:id',
      'GET /api/users/power-simple/signed-file',
      'GET /api/users/power-simple/status',
      'GET /forms/register/all',
      'GET /forms/register/page',
      'GET /webhooks/whatsapp',
    ]);
    const documentedGets = Object.values(contractDocument().paths).filter((item) => item['get']).length;
    expect(results).toHaveLength(documentedGets);
  });

  it('skips the operations whose token is missing, saying which variable to set', async () => {
    const results = await runContractChecks(await options({ userToken: undefined, businessToken: undefined }));
    const lines = reportLines(results);
    expect(lines).toContain('- GET /business/job-postings: omitida, sin token de empresa (CONTRACT_BUSINESS_TOKEN)');
    expect(lines).toContain('- GET /api/users/contracts/all: omitida, sin token de trabajador (CONTRACT_USER_TOKEN)');
    expect(lines).toContain('✓ GET /general-data/get-all-datas-filters: coincide (200)');
    expect(results.some((result) => result.outcome === 'mismatch')).toBe(false);
  });

  it('reports a changed answer as a mismatch naming the operation', async () => {
    const changing: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = input instanceof Request ? input.url : input.toString();
      if (!url.endsWith('/api/users/penaltys/user-penalty')) return response;
      const body = (await response.json()) as { data: unknown };
      return Response.json({ penalties: body.data }, { status: response.status });
    };
    const results = await runContractChecks(await options({ fetch: changing }));
    expect(results.filter((result) => result.outcome === 'mismatch')).toEqual([
      {
        operation: 'GET /api/users/penaltys/user-penalty',
        outcome: 'mismatch',
        problems: ["cuerpo: must have required property 'data'"],
      },
    ]);
    expect(reportLines(results)).toContain(
      "✗ GET /api/users/penaltys/user-penalty: no coincide\n    cuerpo: must have required property 'data'",
    );
  });

  it('reports an API that does not answer, and a rejected token', async () => {
    const down = await runContractChecks(
      await options({ targets: { users: base, business: base, data: 'http://127.0.0.1:9' } }),
    );
    const filters = down.find((result) => result.operation === 'GET /general-data/get-all-datas-filters');
    expect(filters?.outcome).toBe('mismatch');
    const rejected = await runContractChecks(await options({ businessToken: 'no-es-un-token' }));
    expect(rejected.find((result) => result.operation === 'GET /business/job-postings')).toEqual({
      operation: 'GET /business/job-postings',
      outcome: 'mismatch',
      problems: ['respondió 401: se esperaba una respuesta exitosa'],
    });
  });

  it('reports an extension a backend lacks as not implemented, and a missing specified route as a mismatch', async () => {
    // The document marks the penalties read as an extension; the backend answers 404 for it and
    // for the attendance read, which stays a specified route.
    const document = contractDocument();
    const penalties = document.paths['/api/users/penaltys/user-penalty']?.['get'];
    if (!penalties) throw new Error('the penalties read is in the contract');
    penalties[EXTENSION.marker] = true;
    const missing = ['/api/users/penaltys/user-penalty', '/api/users/assistance/user-assistance'];
    const lacking: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (missing.some((path) => url.endsWith(path)))
        return Response.json({ message: 'Ruta no encontrada' }, { status: 404 });
      return fetch(input, init);
    };
    const results = await runContractChecks(await options({ document, fetch: lacking }));
    expect(results.find((result) => result.operation === 'GET /api/users/penaltys/user-penalty')).toEqual({
      operation: 'GET /api/users/penaltys/user-penalty',
      outcome: 'not-implemented',
      status: 404,
    });
    expect(results.find((result) => result.operation === 'GET /api/users/assistance/user-assistance')?.outcome).toBe(
      'mismatch',
    );
    const lines = reportLines(results);
    expect(lines).toContain(
      '○ GET /api/users/penaltys/user-penalty: no implementada (extensión de la API, respondió 404)',
    );
    expect(lines.at(-1)).toMatch(/1 no coinciden, 1 no implementadas/);
  });
});

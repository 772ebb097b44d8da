// Two sessions editing the same record: the second save, made from what it read before the first
// one, answers 409 instead of silently overwriting it (postings, bank details, personal data).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STALE_WRITE_MESSAGE } from './lib/concurrency.ts';
import { postingPayload } from './routes/business/test-helpers.ts';
import { createTestContext, jsonRequest, type TestContext } from './test-support.ts';
import { sessionToken } from './security-test-support.ts';

let context: TestContext;
beforeEach(async () => {
  context = await createTestContext();
});
afterEach(() => context.cleanup());

function call(method: string, path: string, header: string, token: string, body?: unknown, version?: number) {
  const headers: Record<string, string> = { [header]: token };
  if (version !== undefined) headers['if-match'] = `"${version}"`;
  return context.app.request(path, body === undefined ? { method, headers } : jsonRequest(body, { method, headers }));
}

async function data<T>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

describe('optimistic concurrency', () => {
  it('postings: the first save wins, the stale second one answers 409 and changes nothing', async () => {
    const token = sessionToken(context.db, 'empresa@demo.cl');
    const [posting] = await data<{ id_publication: number; version: number }[]>(
      await call('GET', '/business/job-postings', 'auth-business', token),
    );
    if (!posting) throw new Error('no posting');
    const path = `/business/update-job-posting/${posting.id_publication}`;
    const first = await call(
      'PUT',
      path,
      'auth-business',
      token,
      postingPayload({ title: 'Primera versión' }),
      posting.version,
    );
    expect(first.status).toBe(200);
    const saved = await data<{ version: number; title: string }>(first);
    expect(saved.version).toBe(posting.version + 1);

    const second = await call(
      'PUT',
      path,
      'auth-business',
      token,
      postingPayload({ title: 'Segunda versión' }),
      posting.version,
    );
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: STALE_WRITE_MESSAGE });
    const [after] = await data<{ title: string }[]>(
      await call('GET', '/business/job-postings', 'auth-business', token),
    );
    expect(after?.title).toBe('Primera versión');

    const current = await call(
      'PUT',
      path,
      'auth-business',
      token,
      postingPayload({ title: 'Segunda versión' }),
      saved.version,
    );
    expect(current.status).toBe(200);
  });

  it('bank details: a stale update answers 409', async () => {
    const token = sessionToken(context.db, 'trabajador@demo.cl');
    const bank = await data<{ id_bank_detail: number; version: number }>(
      await call('POST', '/api/users/bank-details/add-bank-details', 'auth-user', token, {
        account_holder_name: 'Camila Rojas',
        bank_name: 'Banco Estado',
        account_type: 'Cuenta Rut',
        account_number: '12345678',
        rut_account: '12345678-5',
        email: 'camila@correo.cl',
        phone: '56987654321',
        invoice_type: 'Boleta',
      }),
    );
    const path = `/api/users/bank-details/update-bank-details/${bank.id_bank_detail}`;
    const first = await call('PUT', path, 'auth-user', token, { bank_name: 'Banco Santander' }, bank.version);
    expect(first.status).toBe(200);
    const stale = await call('PUT', path, 'auth-user', token, { bank_name: 'Banco de Chile' }, bank.version);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ message: STALE_WRITE_MESSAGE });
  });

  it('personal data: a stale save answers 409 and keeps the first one', async () => {
    const token = sessionToken(context.db, 'trabajador@demo.cl');
    const read = await data<{ version: number }>(
      await call('GET', '/api/users/get-extra-data-user', 'auth-user', token),
    );
    const body = (firstname: string) => ({ firstname, lastname: 'Rojas', address: '', about_me: '' });
    expect(
      (await call('POST', '/api/users/update-data-user', 'auth-user', token, body('Camila'), read.version)).status,
    ).toBe(200);
    const stale = await call('POST', '/api/users/update-data-user', 'auth-user', token, body('Otra'), read.version);
    expect(stale.status).toBe(409);
    const after = await data<{ firstname: string }>(
      await call('GET', '/api/users/get-extra-data-user', 'auth-user', token),
    );
    expect(after.firstname).toBe('Camila');
  });

  it('lets If-Match through CORS', async () => {
    const preflight = await context.app.request('/business/job-postings', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'if-match',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('if-match');
  });
});

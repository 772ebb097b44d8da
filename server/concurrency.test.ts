// Two sessions editing the same record: the second save, made from what it read before the first
// one, answers 409 instead of silently overwriting it (postings, bank details, personal data).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STALE_WRITE_MESSAGE } from './lib/concurrency.ts';
import { postingPayload } from './routes/business-test-helpers.ts';
import { createTestContext, jsonRequest, type TestContext } from './test-support.ts';
import { sessionToken } from './security-test-support.ts';
import { burst, expectHeld, requestFrom } from './burst-test-support.ts';
import { ACCOUNT_FREE_FAILURES, CLIENT_FREE_FAILURES } from './routes/auth/throttle.ts';
import { CHECKS_PER_CLIENT_MINUTE, CHECKS_PER_VALUE } from './routes/register/checks.ts';
import { multipart, validPayload } from './routes/register/test-helpers.ts';
import { computeRutCheckDigit, formatRut } from '../src/lib/validation/rut.ts';

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

describe('throttles hold under a burst of 40 requests sent at once', () => {
  const login = (address: string, email: string, password: string) =>
    requestFrom(context.app, address, '/auth/login', jsonRequest({ email, password }));

  it('sign-in: 40 wrong passwords for one account at once get 5 checked, the rest 429', async () => {
    const answers = await burst(() => login('198.51.100.1', 'empresa@demo.cl', 'Mala12345'));
    const checked = await expectHeld(answers, ACCOUNT_FREE_FAILURES, 'POST /auth/login (one account)');
    expect(checked.map((answer) => answer.status)).toEqual(checked.map(() => 401));
  });

  it('sign-in: 40 wrong passwords for 40 accounts from one client at once get 20 checked, the rest 429', async () => {
    const answers = await burst((index) => login('198.51.100.2', `persona${index}@demo.cl`, 'Mala12345'));
    await expectHeld(answers, CLIENT_FREE_FAILURES, 'POST /auth/login (one client)');
  });
});

describe('registration is throttled like the existence checks it can stand in for', () => {
  const rut = (index: number) => {
    const body = String(15_000_000 + index);
    return formatRut(`${body}${computeRutCheckDigit(body)}`);
  };
  /** A valid mobile number of its own for each index (no 0000 or 1234 runs). */
  const phone = (index: number) => Number(`569758${String(index).padStart(2, '0')}396`);
  const registerFrom = (address: string, overrides: Record<string, unknown>) =>
    requestFrom(
      context.app,
      address,
      '/api/users/register',
      multipart({ data: JSON.stringify(validPayload(overrides)) }),
    );

  it('40 registrations at once with a taken e-mail and 40 candidate RUTs: at most 10 answered, no account made', async () => {
    const answers = await burst((index) =>
      registerFrom('198.51.100.3', { email: 'trabajador@demo.cl', rut: rut(index), phone: phone(index) }),
    );
    const answered = await expectHeld(answers, CHECKS_PER_VALUE.limit, 'POST /api/users/register (one e-mail)');
    expect(answered.map((answer) => answer.status)).toEqual(answered.map(() => 409));
    const accounts = context.db.prepare("SELECT COUNT(*) AS count FROM users WHERE email = 'trabajador@demo.cl'").get();
    expect(accounts?.['count']).toBe(1);
  });

  it('40 registrations at once from one client with 40 e-mails: at most 20 answered', async () => {
    const answers = await burst((index) =>
      registerFrom('198.51.100.4', {
        email: `candidata${index}@correo.cl`,
        rut: rut(index),
        phone: phone(index),
      }),
    );
    const answered = await expectHeld(answers, CHECKS_PER_CLIENT_MINUTE.limit, 'POST /api/users/register (one client)');
    expect(answered.map((answer) => answer.status)).toEqual(answered.map(() => 201));
  });

  it('once the validate-* checks have used up the client’s turn, a registration is refused too', async () => {
    const check = (index: number) =>
      requestFrom(
        context.app,
        '198.51.100.5',
        '/api/users/validate-rut-user',
        jsonRequest({ rut: rut(index), rgs: 'andes-2025' }),
      );
    await expectHeld(await burst(check), CHECKS_PER_CLIENT_MINUTE.limit, 'POST /api/users/validate-rut-user');
    const refused = await registerFrom('198.51.100.5', { email: 'otra@correo.cl', rut: rut(99) });
    expect(refused.status).toBe(429);
  });

  it('the dynamic form’s submit shares the same turn: 40 at once from one client get at most 20 answers', async () => {
    const answers = await burst(() =>
      requestFrom(
        context.app,
        '198.51.100.6',
        '/forms/register/submit',
        multipart({ userData: JSON.stringify([{ page_id: 999_999, responses: [] }]) }),
      ),
    );
    await expectHeld(answers, CHECKS_PER_CLIENT_MINUTE.limit, 'POST /forms/register/submit');
  });
});

// The request log: one JSON line per request with its method, route pattern, status, time, request
// id and client; the id comes from a well-formed X-Request-Id or is made, and is echoed; and what a
// person submits (passwords, e-mails, RUTs, phones, codes, tokens) never reaches a log line, even
// at the most detailed level, through sign-in, registration and the e-mail code check.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../db/outbox.ts';
import { DEMO_PASSWORD, DEMO_TENANTS } from '../seed/demo.ts';
import { createTestContext, jsonRequest, type TestContext } from '../test-support.ts';
import { captureLogs, log, REDACTED } from './log.ts';

let context: TestContext;
let capture: ReturnType<typeof captureLogs>;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.cleanup());
afterEach(() => capture.stop());

const lines = () => capture.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const ANDES = DEMO_TENANTS.andes;

describe('one line per request', () => {
  it('logs method, route pattern, status, milliseconds, request id and client, and echoes the id', async () => {
    capture = captureLogs();
    const answer = await context.app.request('/api/public/job-postings/987654', {
      headers: { 'X-Request-Id': 'proxy-id.42:a_b' },
    });
    expect(answer.headers.get('X-Request-Id')).toBe('proxy-id.42:a_b');
    const [line, ...more] = lines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: 'proxy-id.42:a_b',
      method: 'GET',
      route: '/api/public/job-postings/:id',
      status: answer.status,
      client: '',
    });
    expect(typeof line?.['ms']).toBe('number');
    expect(typeof line?.['time']).toBe('string');
    expect(JSON.stringify(line)).not.toContain('987654');
  });

  it('replaces a malformed or overlong X-Request-Id with a new one', async () => {
    capture = captureLogs();
    for (const given of ['x'.repeat(129), 'dos palabras', 'id\u0007', '']) {
      const answer = await context.app.request('/healthz', { headers: { 'X-Request-Id': given } });
      const id = answer.headers.get('X-Request-Id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(given);
    }
    const answer = await context.app.request('/healthz');
    expect(answer.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines().map((line) => line['reqId'])).toHaveLength(5);
  });
});

describe('nothing personal in the log', () => {
  it('sign-in, registration and an e-mail code check leave none of their values in any line', async () => {
    capture = captureLogs();
    const login = (email: string, password: string) =>
      context.app.request('/auth/login', jsonRequest({ email, password, rgs: ANDES.rgs }));
    await login('trabajador@demo.cl', 'Equivocada987');
    const signedIn = (await (await login('trabajador@demo.cl', DEMO_PASSWORD)).json()) as {
      data: { token_jwt: string };
    };
    const verifying = (await (await login('verifica@demo.cl', DEMO_PASSWORD)).json()) as {
      data: { email_one_time_token: string };
    };
    const code = /\b(\d{6})\b/.exec(listOutbox(context.db).find((m) => m.to === 'verifica@demo.cl')?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const token = verifying.data.email_one_time_token;
    const wrongCode = code === '000001' ? '000002' : '000001';
    for (const tried of [wrongCode, code]) {
      await context.app.request('/auth/validate-code-email-verification', jsonRequest({ code: tried, token }));
    }
    const registration = {
      ...{ email: 'josefa.araya@correo.cl', password: 'ClaveSecreta731', firstname: 'Josefa', lastname: 'Araya' },
      ...{ rut: '11.111.111-1', phone: 56976543210, region_id: 13000, commune_id: 2580, schedule_id: 1 },
      ...{ address: 'Avenida Providencia 2124, Providencia', profile_id: 1 },
      businessRegister: { name_business: ANDES.name_business, rgs: ANDES.rgs },
      ...{ hasVehicle: true, vehicle_id: 1, patent_vehicle: 'bbbb12', vehicle_make: 'toyota', vehicle_model: 'hi ace' },
      year: 2019,
      consents: { data_processing: true, job_offers: false },
    };
    const form = new FormData();
    form.append('data', JSON.stringify(registration));
    const registered = await context.app.request('/api/users/register', { method: 'POST', body: form });
    expect(registered.status).toBeLessThan(300);
    // The same registration again (refused: the account exists) must not echo it either.
    const again = new FormData();
    again.append('data', JSON.stringify(registration));
    await context.app.request('/api/users/register', { method: 'POST', body: again });

    const text = capture.text();
    expect(lines().length).toBeGreaterThanOrEqual(7);
    const submitted = [
      ...['Equivocada987', DEMO_PASSWORD, 'ClaveSecreta731', 'trabajador@demo.cl', 'verifica@demo.cl'],
      ...['josefa.araya@correo.cl', '11.111.111-1', '111111111', '56976543210', 'Providencia 2124', 'bbbb12'],
      ...[token, signedIn.data.token_jwt, String(code), wrongCode],
    ];
    for (const value of submitted) expect([value, text.includes(value)]).toEqual([value, false]);
  });

  it('redacts fields named like personal data, should one be logged', () => {
    capture = captureLogs();
    log.info(
      {
        password: 'Demo12345',
        email: 'a@b.cl',
        account: { rut: '12.345.678-5', phone: '56911111111', code: '123456', id_user: 7 },
        headers: { 'auth-user': 'eyJ…', accept: 'application/json' },
      },
      'something',
    );
    const [line] = lines();
    expect(line).toMatchObject({
      password: REDACTED,
      email: REDACTED,
      account: { rut: REDACTED, phone: REDACTED, code: REDACTED, id_user: 7 },
      headers: { 'auth-user': REDACTED, accept: 'application/json' },
    });
  });
});

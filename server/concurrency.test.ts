// Requests that race each other. Two sessions editing the same record: the second save, made from
// what it read before the first one, answers 409 instead of silently overwriting it (postings, bank
// details, personal data). Every throttled route (those that can tell whether an account, RUT,
// phone or e-mail exists, send a message or check a password) gets a burst of 40 requests sent at
// once, and lets through no more than its limit.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STALE_WRITE_MESSAGE } from './lib/concurrency.ts';
import { postingPayload } from './routes/business/test-helpers.ts';
import { createTestContext, jsonRequest, type TestContext } from './test-support.ts';
import { routeTable, sessionToken } from './security-test-support.ts';
import { OPERATIONS } from './openapi/operations.ts';
import { RESET_PER_CLIENT } from './routes/auth/reset.ts';
import { WORKER_LINK_PER_CLIENT } from './routes/auth/worker-link.ts';
import { CONTACT_INBOX } from './routes/public/contact-store.ts';
import { burst, expectHeld, requestFrom } from './burst-test-support.ts';
import { ACCOUNT_FREE_FAILURES, CLIENT_FREE_FAILURES } from './routes/auth/throttle.ts';
import { CHECKS_PER_CLIENT_MINUTE, CHECKS_PER_VALUE } from './routes/register/checks.ts';
import { multipart, validPayload } from './routes/register/test-helpers.ts';
import { listOutbox } from './db/outbox.ts';
import { SAMPLE_REQUESTS } from './openapi/samples.ts';
import { sendSample } from './openapi/send-sample.ts';
import { APPLICANT_EMAILS_PER_RECIPIENT } from './routes/business/applicants.ts';
import { PUBLIC_FORM_PER_CLIENT } from './routes/public/contact.ts';
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
    const token = await sessionToken(context.db, 'empresa@demo.cl');
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
    const token = await sessionToken(context.db, 'trabajador@demo.cl');
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
    const token = await sessionToken(context.db, 'trabajador@demo.cl');
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

describe('routes that check a password or send a message are throttled under a burst', () => {
  it('password change: 40 wrong current passwords at once get 5 checked, and the right one is then refused', async () => {
    const token = await sessionToken(context.db, 'trabajador@demo.cl');
    const change = (current: string) =>
      requestFrom(
        context.app,
        '198.51.100.7',
        '/api/users/update-password',
        jsonRequest(
          { current_password: current, new_password: 'OtraClave2025', confirm_password: 'OtraClave2025' },
          { headers: { 'auth-user': token } },
        ),
      );
    const answers = await burst((index) => change(`Intento${index}x`));
    const checked = await expectHeld(answers, ACCOUNT_FREE_FAILURES, 'POST /api/users/update-password');
    expect(checked.map((answer) => answer.status)).toEqual(checked.map(() => 400));
    const right = await change('Demo12345');
    expect(right.status).toBe(429);
    expect(listOutbox(context.db).filter((mail) => mail.subject === 'Tu contraseña fue actualizada')).toEqual([]);
  });

  it('e-mail to an applicant: 40 at once to the same person get at most 3 through', async () => {
    const token = await sessionToken(context.db, 'empresa@demo.cl');
    const mail = {
      ...{ subject: 'Entrevista', message: 'Hola', name_user: 'Camila Rojas', user_email: 'trabajador@demo.cl' },
      ...{ email_business: 'empresa@demo.cl', name_business: 'Transportes Andes', phone_business: '56911111111' },
    };
    const answers = await burst(() =>
      requestFrom(
        context.app,
        '198.51.100.8',
        '/business/send-email-to-user-jobpostulate',
        jsonRequest(mail, { headers: { 'auth-business': token } }),
      ),
    );
    await expectHeld(answers, APPLICANT_EMAILS_PER_RECIPIENT.limit, 'POST /business/send-email-to-user-jobpostulate');
    expect(listOutbox(context.db).filter((sent) => sent.subject === 'Entrevista').length).toBeLessThanOrEqual(
      APPLICANT_EMAILS_PER_RECIPIENT.limit,
    );
  });

  const PUBLIC_FORMS = [
    'POST /contact/emails/reu',
    'POST /contact/send-email-contact',
    'POST /contact/send-email-inquiries-complaints',
    'POST /business/contact-business',
    'POST /business/register',
  ];
  for (const [index, route] of PUBLIC_FORMS.entries()) {
    it(`${route}: 40 at once from one client get at most ${PUBLIC_FORM_PER_CLIENT.limit} through`, async () => {
      const sample = SAMPLE_REQUESTS[route];
      if (!sample) throw new Error(`No sample for ${route}`);
      const method = route.split(' ')[0] ?? 'POST';
      const address = `198.51.100.${20 + index}`;
      // One e-mail to the team per request let through (the sender's acknowledgement aside).
      const teamMails = () => listOutbox(context.db).filter((mail) => mail.to === CONTACT_INBOX).length;
      const before = teamMails();
      const answers = await burst(
        async () => (await sendSample(context.app, context.db, method, sample, address)).response,
      );
      const through = await expectHeld(answers, PUBLIC_FORM_PER_CLIENT.limit, route);
      expect(through.map((answer) => answer.status)).toEqual(through.map(() => 200));
      expect(teamMails() - before).toBe(through.length);
    });
  }
});

describe('the other throttled routes hold under a burst too', () => {
  for (const [index, kind] of (['email', 'rut', 'phone'] as const).entries()) {
    it(`POST /api/users/validate-${kind}-user: 40 at once from one client get at most 20 answers`, async () => {
      const sample = SAMPLE_REQUESTS[`POST /api/users/validate-${kind}-user`];
      if (!sample) throw new Error('No sample');
      const answers = await burst(
        async () => (await sendSample(context.app, context.db, 'POST', sample, `198.51.100.${30 + index}`)).response,
      );
      await expectHeld(answers, CHECKS_PER_CLIENT_MINUTE.limit, `POST /api/users/validate-${kind}-user`);
    });
  }

  it('POST /auth/reset-password: 40 at once from one client get at most 10 answers', async () => {
    const answers = await burst((index) =>
      requestFrom(context.app, '198.51.100.40', '/auth/reset-password', jsonRequest({ email: `p${index}@demo.cl` })),
    );
    await expectHeld(answers, RESET_PER_CLIENT.limit, 'POST /auth/reset-password');
  });

  it('POST /auth/worker-sign-in-link: 40 at once from one client get at most 10 answers', async () => {
    const answers = await burst((index) =>
      requestFrom(
        context.app,
        '198.51.100.41',
        '/auth/worker-sign-in-link',
        jsonRequest({ email: `w${index}@demo.cl` }),
      ),
    );
    await expectHeld(answers, WORKER_LINK_PER_CLIENT.limit, 'POST /auth/worker-sign-in-link');
  });
});

/**
 * Every route that can tell whether an account, RUT, phone or e-mail exists, that sends a message or
 * that checks a password; each has its burst case above (the signing codes' in the signing tests).
 */
const THROTTLED_ROUTES = [
  'POST /auth/login',
  'POST /auth/reset-password',
  'POST /auth/worker-sign-in-link',
  'POST /api/users/validate-email-user',
  'POST /api/users/validate-rut-user',
  'POST /api/users/validate-phone-user',
  'POST /api/users/register',
  'POST /forms/register/submit',
  'POST /api/users/update-password',
  'POST /api/users/privacy/requests',
  'POST /business/send-email-to-user-jobpostulate',
  'POST /contact/emails/reu',
  'POST /contact/send-email-contact',
  'POST /contact/send-email-inquiries-complaints',
  'POST /business/contact-business',
  'POST /business/register',
  'POST /business/workers/:id_user/request-documents',
  // One code a minute per contract or power; their bursts are tested with the signing routes.
  'POST /api/users/contracts/signing/:id_history/send-code',
  'POST /api/public/power-signing/send-code',
  // One e-mail code a minute per account; its burst is tested with the route (user/email-verification).
  'POST /api/users/email-verification',
  // Lookups per client and misses per code prefix; their bursts are tested with the route (public/verify).
  'GET /api/public/verify/:code',
];

it('the contract documents a 429 for exactly the throttled routes', () => {
  const documented = Object.entries(OPERATIONS)
    .filter(([, operation]) => 429 in operation.answers)
    .map(([route]) => route);
  expect(documented.toSorted()).toEqual(THROTTLED_ROUTES.toSorted());
  const mounted = routeTable(context.app).map((route) => `${route.method} ${route.path}`);
  for (const route of THROTTLED_ROUTES) expect(mounted).toContain(route);
});

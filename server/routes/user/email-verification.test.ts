// The e-mail verification of the security settings: a code to the worker's own e-mail, saying it
// was asked for from the settings; the right code verifies the e-mail at once, a wrong one is
// refused and counted, an old, spent or replaced one is refused; another code waits a minute, at
// most five go out an hour, and a burst sends one. A worker who registers signs in unverified and
// verifies this way (the end-to-end journey's path).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../../db/outbox.ts';
import { bool } from '../../db/rows.ts';
import { burst } from '../../burst-test-support.ts';
import { sessionToken } from '../../security-test-support.ts';
import { createTestContext, jsonRequest, type TestContext } from '../../test-support.ts';
import { ANDES, register, validPayload } from '../register/test-helpers.ts';
import { EMAIL_VERIFICATION_MESSAGES as M } from './email-verification.ts';

const SEND = '/api/users/email-verification';
const CONFIRM = '/api/users/email-verification/confirm';
const UNVERIFIED = 'verifica@demo.cl';
const START = new Date('2026-12-03T15:00:00.000Z');

let context: TestContext;
const clock = { now: START };

beforeEach(async () => {
  clock.now = START;
  context = await createTestContext({ now: () => clock.now });
});
afterEach(() => context.cleanup());

const later = (seconds: number) => {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
};

async function call(path: string, email = UNVERIFIED, body?: unknown): Promise<Response> {
  const headers = new Headers({ 'auth-user': await sessionToken(context.db, email, clock.now) });
  if (body !== undefined) headers.set('content-type', 'application/json');
  return context.app.request(path, {
    method: 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const mailsTo = (email: string) => listOutbox(context.db).filter((mail) => mail.to === email);
const newestCode = (email = UNVERIFIED) => /\b(\d{6})\b/.exec(mailsTo(email)[0]?.text ?? '')?.[1] ?? '';
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

function verified(email = UNVERIFIED): boolean {
  const row = context.db.prepare('SELECT email_verified FROM users WHERE email = ?').get(email);
  return row ? bool(row, 'email_verified') : false;
}

async function expectAnswer(response: Response, status: number, body: unknown) {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(await response.json()).toEqual(body);
}

describe('sending a code', () => {
  it('mails a 6-digit code to the worker, saying it was asked for from the settings', async () => {
    await expectAnswer(await call(SEND), 200, {
      message: M.sent(UNVERIFIED),
      data: {
        sent_at: '2026-12-03T15:00:00.000Z',
        expires_at: '2026-12-03T15:10:00.000Z',
        resend_at: '2026-12-03T15:01:00.000Z',
      },
    });
    const [mail] = mailsTo(UNVERIFIED);
    expect(mail).toMatchObject({ subject: 'Tu código de verificación' });
    expect(mail?.text).toBe(
      [
        'Hola Valentina:',
        '',
        `Tu código para verificar tu correo es ${newestCode()}. Vence en 10 minutos.`,
        '',
        'Lo pediste desde la sección Seguridad de la configuración de tu cuenta. Si no fuiste tú, ignora este mensaje.',
      ].join('\n'),
    );
    expect(newestCode()).toMatch(/^\d{6}$/);
    expect(verified()).toBe(false);
  });

  it('refuses a worker whose e-mail is verified already, and sends nothing', async () => {
    await expectAnswer(await call(SEND, 'trabajador@demo.cl'), 409, { message: 'Tu correo ya está verificado.' });
    expect(mailsTo('trabajador@demo.cl')).toEqual([]);
  });

  it('asks to wait for the rest of the minute before another code, then sends one that replaces the first', async () => {
    await call(SEND);
    const first = newestCode();
    later(15);
    const early = await call(SEND);
    expect(early.headers.get('retry-after')).toBe('45');
    await expectAnswer(early, 429, {
      message: 'Ya te enviamos un código hace poco. Espera 45 segundos antes de pedir otro.',
    });
    expect(mailsTo(UNVERIFIED)).toHaveLength(1);

    later(45);
    expect((await call(SEND)).status).toBe(200);
    expect(mailsTo(UNVERIFIED)).toHaveLength(2);
    const second = newestCode();
    if (second !== first) {
      await expectAnswer(await call(CONFIRM, UNVERIFIED, { code: first }), 422, { message: M.codeWrong });
    }
    expect((await call(CONFIRM, UNVERIFIED, { code: second })).status).toBe(200);
  });

  it('sends at most five codes an hour, then says how long to wait', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await call(SEND)).status).toBe(200);
      later(61);
    }
    const refused = await call(SEND);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBe(3600 - 5 * 61);
    expect(await refused.json()).toEqual({
      message: 'Ya te enviamos varios códigos. Por seguridad, espera 55 minutos antes de pedir otro.',
    });
    expect(mailsTo(UNVERIFIED)).toHaveLength(5);
  });

  it('sends one code for a burst of requests; the others are asked to wait', async () => {
    const token = await sessionToken(context.db, UNVERIFIED, clock.now);
    const answers = await burst(() =>
      Promise.resolve(context.app.request(SEND, { method: 'POST', headers: { 'auth-user': token } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(answers.length - 1);
    for (const answer of answers.filter((entry) => entry.status === 429)) {
      expect(answer.headers.get('retry-after')).toBe('60');
    }
    expect(mailsTo(UNVERIFIED)).toHaveLength(1);
  });
});

describe('confirming the code', () => {
  it('verifies the e-mail with the right code at once: the session refresh and the next send say so', async () => {
    await call(SEND);
    await expectAnswer(await call(CONFIRM, UNVERIFIED, { code: ` ${newestCode()} ` }), 200, {
      message: 'Listo, tu correo quedó verificado.',
      data: { email_verified: true },
    });
    expect(verified()).toBe(true);
    const refreshed = await call('/auth/success-login');
    expect(((await refreshed.json()) as { data: { security_user: unknown } }).data.security_user).toEqual({
      email_verified: true,
    });
    await expectAnswer(await call(SEND), 409, { message: M.alreadyVerified });
    await expectAnswer(await call(CONFIRM, UNVERIFIED, { code: newestCode() }), 409, { message: M.alreadyVerified });
  });

  it('refuses a wrong code and keeps the right one working', async () => {
    await call(SEND);
    await expectAnswer(await call(CONFIRM, UNVERIFIED, { code: otherThan(newestCode()) }), 422, {
      message: 'El código ingresado no es correcto.',
    });
    expect(verified()).toBe(false);
    expect((await call(CONFIRM, UNVERIFIED, { code: newestCode() })).status).toBe(200);
  });

  it('refuses a code after ten minutes', async () => {
    await call(SEND);
    later(10 * 60);
    await expectAnswer(await call(CONFIRM, UNVERIFIED, { code: newestCode() }), 422, {
      message: 'El código venció o ya no es válido. Pide uno nuevo con «Reenviar código».',
    });
    expect(verified()).toBe(false);
  });

  it('gives up on a code after five wrong tries', async () => {
    await call(SEND);
    const code = newestCode();
    for (let index = 0; index < 4; index += 1) {
      await expectAnswer(await call(CONFIRM, UNVERIFIED, { code: otherThan(code) }), 422, { message: M.codeWrong });
    }
    await expectAnswer(await call(CONFIRM, UNVERIFIED, { code: otherThan(code) }), 422, { message: M.codeExpired });
    await expectAnswer(await call(CONFIRM, UNVERIFIED, { code }), 422, { message: M.codeExpired });
    expect(verified()).toBe(false);
  });

  it('refuses a code when none was sent', async () => {
    await expectAnswer(await call(CONFIRM, UNVERIFIED, { code: '123456' }), 422, { message: M.codeExpired });
  });

  it('checks the code with the shared rule (six digits) before anything else', async () => {
    await expectAnswer(await call(CONFIRM, UNVERIFIED, { code: '12345' }), 400, {
      message: ['El código de verificación tiene 6 dígitos.'],
    });
    await expectAnswer(await call(CONFIRM, UNVERIFIED, { code: ' ' }), 400, {
      message: ['Ingresa el código de verificación.'],
    });
  });
});

describe('a worker who has just registered', () => {
  it('signs in without a code, with the e-mail not verified, and verifies it from the settings', async () => {
    const email = 'nueva.conductora@correo.cl';
    expect((await register(context, validPayload({ email }))).status).toBe(201);
    const login = await context.app.request(
      '/auth/login',
      jsonRequest({ email, password: 'Clave12345', rgs: ANDES.rgs }),
    );
    const signedIn = (await login.json()) as { data: { token_jwt: string; security_user: unknown } };
    expect(signedIn.data.security_user).toEqual({ email_verified: false });

    const token = signedIn.data.token_jwt;
    const post = (path: string, body?: unknown) =>
      context.app.request(
        path,
        body === undefined
          ? { method: 'POST', headers: { 'auth-user': token } }
          : jsonRequest(body, { headers: { 'auth-user': token } }),
      );
    expect((await post(SEND)).status).toBe(200);
    expect((await post(CONFIRM, { code: newestCode(email) })).status).toBe(200);
    expect(verified(email)).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './messages.ts';
import {
  ANDES,
  PASSWORD,
  SUR,
  claims,
  createAuthContext,
  readJson,
  type AuthTestContext,
  type LoginAnswer,
} from './test-helpers.ts';

let api: AuthTestContext;
beforeEach(async () => {
  api = await createAuthContext();
});
afterEach(() => api.cleanup());

const login = (email: string, password: string, rgs?: string) =>
  api.post('/auth/login', rgs === undefined ? { email, password } : { email, password, rgs });

describe('POST /auth/login', () => {
  it('signs a worker in through the company link with the logged-user payload and a JWT', async () => {
    const response = await login('trabajador@demo.cl', PASSWORD, ANDES.rgs);
    expect(response.status).toBe(200);
    const { message, data } = await readJson<LoginAnswer>(response);
    expect(message).toBe('Bienvenido, Camila');
    expect(data).toMatchObject({
      role: 'User',
      email: 'trabajador@demo.cl',
      rut: '12.345.678-5',
      firstname: 'Camila',
      lastname: 'Rojas',
      phone: '56987654321',
      security_user: { email_verified: true },
      business: { name_business: ANDES.name, slug: 'transportes-andes' },
    });
    const profiles = data['myProfiles'] as { id_profile_user: number; id_profile: number; profile_name: string }[];
    expect(profiles.map(({ id_profile, profile_name }) => ({ id_profile, profile_name }))).toEqual([
      { id_profile: 1, profile_name: 'Conductor' },
      { id_profile: 2, profile_name: 'Peoneta' },
    ]);
    expect(profiles.every((profile) => Number.isInteger(profile.id_profile_user))).toBe(true);
    const files = data['files'] as { filesGeneral: Record<string, unknown>[]; filesPersonalizated: unknown[] };
    expect(files.filesGeneral.length).toBeGreaterThan(0);
    expect(files.filesGeneral[0]).toMatchObject({ visibility: 'VISIBLE', type_file: 'General' });
    expect(typeof files.filesGeneral[0]?.['id_file']).toBe('number');
    expect(files.filesGeneral[0]?.['name']).toBe(files.filesGeneral[0]?.['purpose_name']);
    const token = claims(data.token_jwt ?? '');
    expect(token['role']).toBe('User');
    expect([typeof token['iat'], typeof token['exp']]).toEqual(['number', 'number']);
    expect(Number(token['exp']) - Number(token['iat'])).toBeGreaterThan(3600);
  });

  it('signs a company in through its company link and through the bare /login', async () => {
    for (const rgs of [ANDES.rgs, undefined]) {
      const { data } = await readJson<LoginAnswer>(await login('empresa@demo.cl', PASSWORD, rgs));
      expect(data).toMatchObject({
        role: 'Business',
        email: 'empresa@demo.cl',
        name: 'Transportes Andes',
        slug: 'transportes-andes',
      });
      expect(claims(data.token_jwt ?? '')['role']).toBe('Business');
    }
  });

  it('keeps workers out of other tenants', async () => {
    expect((await login('trabajador@demo.cl', PASSWORD, SUR.rgs)).status).toBe(401);
  });

  it('tells a worker who signs in on the company sign-in where to go, with no session', async () => {
    const response = await login('trabajador@demo.cl', PASSWORD);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'Esta es una cuenta de trabajador de Transportes Andes. Inicia sesión en la página de tu empresa.',
      data: {
        worker_account: { display_name: 'Transportes Andes', login_path: '/login/transportes-andes?rgs=andes-2025' },
      },
    });
  });

  it('tells nothing about a worker account to a wrong password on the company sign-in', async () => {
    const wrong = await login('trabajador@demo.cl', 'Otra12345');
    const unknown = await login('nadie@demo.cl', 'Otra12345');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.text()).toBe(await unknown.text());
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrong = await login('trabajador@demo.cl', 'Otra12345', ANDES.rgs);
    const unknown = await login('nadie@demo.cl', PASSWORD, ANDES.rgs);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: AUTH_MESSAGES.loginFailed });
    expect(await unknown.json()).toEqual({ message: AUTH_MESSAGES.loginFailed });
  });

  it('rejects an rgs no tenant has', async () => {
    const response = await login('trabajador@demo.cl', PASSWORD, 'no-existe');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: AUTH_MESSAGES.invalidLink });
  });

  it('validates the body with the login rules and their messages', async () => {
    const response = await api.post('/auth/login', { email: 'no-es-correo', password: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['Email inválido', 'Contraseña es requerida'] });
    expect((await api.post('/auth/login', { email: 'a'.repeat(46) + '@x.cl', password: 'x' })).status).toBe(400);
  });

  it('after five failures slows the account down with growing delays, never a long lock', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login('trabajador@demo.cl', 'Mala12345', ANDES.rgs)).status).toBe(401);
    }
    const refused = await login('trabajador@demo.cl', PASSWORD, ANDES.rgs);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      message: 'Demasiados intentos fallidos. Por seguridad, espera 5 segundos antes de volver a intentarlo.',
    });
    // Other accounts are not affected.
    expect((await login('verifica@demo.cl', PASSWORD, ANDES.rgs)).status).toBe(200);
    api.advance(5000);
    expect((await login('trabajador@demo.cl', PASSWORD, ANDES.rgs)).status).toBe(200);
  });

  it('a stranger hammering the account keeps the real person waiting a minute at most, not 15 minutes', async () => {
    const stranger = { 'x-forwarded-for': '203.0.113.9' };
    for (let attempt = 0; attempt < 15; attempt++) {
      await api.post('/auth/login', { email: 'trabajador@demo.cl', password: 'Mala12345', rgs: ANDES.rgs }, stranger);
      api.advance(61_000);
    }
    const refused = await login('trabajador@demo.cl', PASSWORD, ANDES.rgs);
    expect(Number(refused.headers.get('retry-after') ?? '0')).toBeLessThanOrEqual(60);
    api.advance(60_000);
    expect((await login('trabajador@demo.cl', PASSWORD, ANDES.rgs)).status).toBe(200);
  });

  it('counts an e-mail’s failures across tenants: a company gets no extra tries with or without its link', async () => {
    for (let attempt = 0; attempt < 3; attempt++) await login('empresa@demo.cl', 'Mala12345');
    for (let attempt = 0; attempt < 2; attempt++) await login('empresa@demo.cl', 'Mala12345', ANDES.rgs);
    expect((await login('empresa@demo.cl', PASSWORD)).status).toBe(429);
    expect((await login('empresa@demo.cl', PASSWORD, ANDES.rgs)).status).toBe(429);
  });

  it('slows down one client trying many accounts', async () => {
    const env = { incoming: { socket: { remoteAddress: '198.51.100.7' } } };
    const from = (email: string, password: string) =>
      api.app.request(
        '/auth/login',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) },
        env,
      );
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await from(`persona${attempt}@demo.cl`, 'Mala12345')).status).toBe(401);
    }
    const refused = await from('empresa@demo.cl', PASSWORD);
    expect(refused.status).toBe(429);
    // Another address is not slowed down by it.
    expect((await login('empresa@demo.cl', PASSWORD)).status).toBe(200);
  });

  it('throttles unknown e-mails the same way, so the refusal reveals nothing', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await login('nadie@demo.cl', 'Mala12345', ANDES.rgs);
    const refused = await login('nadie@demo.cl', 'Mala12345', ANDES.rgs);
    expect(refused.status).toBe(429);
  });

  it('counts failures only since the last successful sign-in', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await login('trabajador@demo.cl', 'Mala12345', ANDES.rgs);
    expect((await login('trabajador@demo.cl', PASSWORD, ANDES.rgs)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await login('trabajador@demo.cl', 'Mala12345', ANDES.rgs);
    expect((await login('trabajador@demo.cl', PASSWORD, ANDES.rgs)).status).toBe(200);
  });
});

describe('e-mail verification at sign-in', () => {
  async function startVerification() {
    const response = await login('verifica@demo.cl', PASSWORD, ANDES.rgs);
    const answer = await readJson<LoginAnswer>(response);
    const code = /\b(\d{6})\b/.exec(api.outbox()[0]?.text ?? '')?.[1] ?? '';
    return { answer, token: String(answer.data['email_one_time_token']), code };
  }

  it('answers email_verification with a one-time token and sends the code, without a session token', async () => {
    const { answer, token, code } = await startVerification();
    expect(answer.message).toBe(AUTH_MESSAGES.verificationSent);
    expect(answer.data).toEqual({ email_verification: true, email_one_time_token: token });
    expect(token.length).toBeGreaterThanOrEqual(1);
    expect(token.length).toBeLessThanOrEqual(64);
    expect(api.outbox()[0]).toMatchObject({ to: 'verifica@demo.cl', subject: 'Tu código de verificación' });
    expect(api.outbox()[0]?.text).toContain('Si no intentaste iniciar sesión, ignora este mensaje.');
    expect(code).toMatch(/^\d{6}$/);
  });

  it('accepts the right code once, signs the worker in, and does not ask again', async () => {
    const { token, code } = await startVerification();
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await api.post('/auth/validate-code-email-verification', { code: wrongCode, token });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: AUTH_MESSAGES.codeWrong });

    const accepted = await api.post('/auth/validate-code-email-verification', { code, token });
    expect(accepted.status).toBe(200);
    const { data } = await readJson<LoginAnswer>(accepted);
    expect(data).toMatchObject({ role: 'User', email: 'verifica@demo.cl', security_user: { email_verified: true } });
    expect(claims(data.token_jwt ?? '')['role']).toBe('User');

    const reused = await api.post('/auth/validate-code-email-verification', { code, token });
    expect(await reused.json()).toEqual({ message: AUTH_MESSAGES.codeExpired });
    const again = await readJson<LoginAnswer>(await login('verifica@demo.cl', PASSWORD, ANDES.rgs));
    expect(again.data.token_jwt).toEqual(expect.any(String));
  });

  it('gives up after five wrong codes and when the code has expired', async () => {
    const first = await startVerification();
    for (let attempt = 0; attempt < 5; attempt++) {
      await api.post('/auth/validate-code-email-verification', { code: 'abc', token: first.token });
    }
    const spent = await api.post('/auth/validate-code-email-verification', { code: first.code, token: first.token });
    expect(await spent.json()).toEqual({ message: AUTH_MESSAGES.codeExpired });

    const second = await startVerification();
    api.advance(10 * 60_000 + 1000);
    const late = await api.post('/auth/validate-code-email-verification', { code: second.code, token: second.token });
    expect(await late.json()).toEqual({ message: AUTH_MESSAGES.codeExpired });
  });

  it('keeps one live code per account: a new code voids the older one', async () => {
    const first = await startVerification();
    api.advance(61_000);
    const second = await login('verifica@demo.cl', PASSWORD, ANDES.rgs);
    const secondToken = String((await readJson<LoginAnswer>(second)).data['email_one_time_token']);
    expect(secondToken).not.toBe(first.token);
    const old = await api.post('/auth/validate-code-email-verification', { code: first.code, token: first.token });
    expect(await old.json()).toEqual({ message: AUTH_MESSAGES.codeExpired });
  });

  it('a sign-in right after the last code gets the same code back, without a new e-mail', async () => {
    const first = await startVerification();
    const again = await readJson<LoginAnswer>(await login('verifica@demo.cl', PASSWORD, ANDES.rgs));
    expect(again.data['email_one_time_token']).toBe(first.token);
    expect(api.outbox()).toHaveLength(1);
  });

  it('sends at most five codes an hour', async () => {
    for (let code = 0; code < 5; code++) {
      expect((await login('verifica@demo.cl', PASSWORD, ANDES.rgs)).status).toBe(200);
      api.advance(61_000);
    }
    const refused = await login('verifica@demo.cl', PASSWORD, ANDES.rgs);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Ya te enviamos varios códigos. Por seguridad, espera 55 minutos antes de pedir otro.',
    });
    expect(api.outbox()).toHaveLength(5);
  });

  it('validates the code body', async () => {
    const response = await api.post('/auth/validate-code-email-verification', { code: '', token: 'x'.repeat(65) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: [AUTH_MESSAGES.codeRequired, AUTH_MESSAGES.oneTimeToken] });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SITE_ORIGIN } from '../../test-support.ts';
import { AUTH_MESSAGES } from './messages.ts';
import {
  ANDES,
  PASSWORD,
  SUR,
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

async function requestReset(email: string, rgs?: string) {
  const response = await api.post('/auth/reset-password', rgs === undefined ? { email } : { email, rgs });
  const links = api.outbox()[0]?.links ?? [];
  const token = new URL(links[0] ?? 'http://x/').searchParams.get('token') ?? '';
  return { response, links, token };
}

describe('POST /auth/reset-password', () => {
  it('sends a link in both path forms on the site origin, and answers the same as for an unknown e-mail', async () => {
    const known = await requestReset('trabajador@demo.cl', ANDES.rgs);
    expect(known.response.status).toBe(200);
    expect(await known.response.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
    expect(api.outbox()[0]).toMatchObject({ to: 'trabajador@demo.cl', subject: 'Restablece tu contraseña' });
    expect(known.links).toEqual([
      `${TEST_SITE_ORIGIN}/resetpassword/${ANDES.name}?rgs=${ANDES.rgs}&token=${known.token}`,
      `${TEST_SITE_ORIGIN}/resetpassword/${ANDES.name}/${known.token}?rgs=${ANDES.rgs}`,
    ]);
    expect(known.token.length).toBeGreaterThan(30);

    const before = api.outbox().length;
    const unknown = await api.post('/auth/reset-password', { email: 'nadie@demo.cl', rgs: ANDES.rgs });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
    expect(api.outbox()).toHaveLength(before);
  });

  it('sends nothing for an account of another tenant', async () => {
    await api.post('/auth/reset-password', { email: 'trabajador@demo.cl', rgs: SUR.rgs });
    expect(api.outbox()).toHaveLength(0);
  });

  it('lets a company recover without a company link; the link carries its tenant', async () => {
    const { links } = await requestReset('empresa@demo.cl');
    expect(links[0]).toContain(`/resetpassword/${ANDES.name}?rgs=${ANDES.rgs}&token=`);
  });

  it('checks the e-mail with the recovery rules', async () => {
    const response = await api.post('/auth/reset-password', { email: '', rgs: ANDES.rgs });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['Campo requerido'] });
  });
});

describe('reset requests cannot be used to flood or probe', () => {
  const from = (address: string, email: string) =>
    api.app.request(
      '/auth/reset-password',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, rgs: ANDES.rgs }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('answers before the account is looked up: the e-mail is sent after the answer', async () => {
    const response = await from('192.0.2.1', 'trabajador@demo.cl');
    expect(await response.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
    expect(api.outbox()).toHaveLength(0);
    await settle();
    expect(api.outbox()).toHaveLength(1);
  });

  it('sends one person at most three e-mails an hour, answering every request the same', async () => {
    for (let request = 0; request < 6; request++) {
      const response = await from(`192.0.2.${request + 10}`, 'trabajador@demo.cl');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
      await settle();
    }
    expect(api.outbox()).toHaveLength(3);
    api.advance(60 * 60_000 + 1000);
    await from('192.0.2.99', 'trabajador@demo.cl');
    await settle();
    expect(api.outbox()).toHaveLength(4);
  });

  it('refuses more than ten requests in 15 minutes from one client address with 429', async () => {
    for (let request = 0; request < 10; request++) {
      expect((await from('192.0.2.50', `persona${request}@demo.cl`)).status).toBe(200);
    }
    const refused = await from('192.0.2.50', 'trabajador@demo.cl');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({
      message: 'Demasiadas solicitudes. Por seguridad, espera 15 minutos antes de volver a intentarlo.',
    });
    await settle();
    expect(api.outbox()).toHaveLength(0);
    expect((await from('192.0.2.51', 'trabajador@demo.cl')).status).toBe(200);
  });
});

describe('verifying and using a reset token', () => {
  it('ends every session of the account that was open before the reset', async () => {
    const tokenOf = async (response: Response) => (await readJson<LoginAnswer>(response)).data.token_jwt ?? '';
    const signIn = async (password: string) =>
      tokenOf(await api.post('/auth/login', { email: 'trabajador@demo.cl', password, rgs: ANDES.rgs }));
    const before = await signIn(PASSWORD);
    const company = await tokenOf(await api.post('/auth/login', { email: 'empresa@demo.cl', password: PASSWORD }));
    const extra = (token: string) =>
      api.app.request('/api/users/get-extra-data-user', { headers: { 'auth-user': token } });
    expect((await extra(before)).status).toBe(200);

    const { token } = await requestReset('trabajador@demo.cl', ANDES.rgs);
    await api.post('/auth/reset-password-confirm', { token, password: 'Nueva12345', rgs: ANDES.rgs });

    const refused = await extra(before);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    expect((await extra(await signIn('Nueva12345'))).status).toBe(200);
    // Other accounts keep their sessions.
    const business = await api.app.request('/business/job-postings', { headers: { 'auth-business': company } });
    expect(business.status).toBe(200);
  });

  it('verifies, resets once, and the new password signs in while the old one does not', async () => {
    const { token } = await requestReset('trabajador@demo.cl', ANDES.rgs);
    const verify = await api.post('/auth/reset-password-verify-token', { token, rgs: ANDES.rgs });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toEqual({ valid: true, message: AUTH_MESSAGES.resetTokenValid });

    const confirm = await api.post('/auth/reset-password-confirm', { token, password: 'Nueva12345', rgs: ANDES.rgs });
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toEqual({ message: AUTH_MESSAGES.resetDone });

    const login = (password: string) =>
      api.post('/auth/login', { email: 'trabajador@demo.cl', password, rgs: ANDES.rgs });
    expect((await login('Nueva12345')).status).toBe(200);
    expect((await login(PASSWORD)).status).toBe(401);

    const used = await api.post('/auth/reset-password-verify-token', { token, rgs: ANDES.rgs });
    expect(used.status).toBe(204);
    expect(await used.text()).toBe('');
    expect(
      (await api.post('/auth/reset-password-confirm', { token, password: 'Otra123456', rgs: ANDES.rgs })).status,
    ).toBe(400);
  });

  it('answers 204 (not valid) for a made-up token, a token of another tenant and an expired token', async () => {
    const verify = async (token: string, rgs: string) =>
      (await api.post('/auth/reset-password-verify-token', { token, rgs })).status;
    expect(await verify('inventado', ANDES.rgs)).toBe(204);
    const { token } = await requestReset('trabajador@demo.cl', ANDES.rgs);
    expect(await verify(token, SUR.rgs)).toBe(204);
    api.advance(30 * 60_000 + 1000);
    expect(await verify(token, ANDES.rgs)).toBe(204);
    const expired = await api.post('/auth/reset-password-confirm', { token, password: 'Nueva12345', rgs: ANDES.rgs });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ message: AUTH_MESSAGES.resetTokenInvalid });
  });

  it('requires the new password to have 8 to 25 characters', async () => {
    const { token } = await requestReset('trabajador@demo.cl', ANDES.rgs);
    const response = await api.post('/auth/reset-password-confirm', { token, password: 'corta', rgs: ANDES.rgs });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['La contraseña debe tener entre 8 y 25 caracteres'] });
  });

  it('a newer reset makes every earlier link of the account useless once one is used', async () => {
    const first = await requestReset('trabajador@demo.cl', ANDES.rgs);
    const second = await requestReset('trabajador@demo.cl', ANDES.rgs);
    expect(first.token).not.toBe(second.token);
    await api.post('/auth/reset-password-confirm', { token: second.token, password: 'Nueva12345', rgs: ANDES.rgs });
    expect((await api.post('/auth/reset-password-verify-token', { token: first.token, rgs: ANDES.rgs })).status).toBe(
      204,
    );
  });
});

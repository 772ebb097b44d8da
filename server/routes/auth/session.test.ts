import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './messages.ts';
import {
  ANDES,
  PASSWORD,
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

async function tokenOf(email: string): Promise<string> {
  const answer = await readJson<LoginAnswer>(
    await api.post('/auth/login', { email, password: PASSWORD, rgs: ANDES.rgs }),
  );
  return answer.data.token_jwt ?? '';
}

describe('POST /auth/success-login', () => {
  it('answers the logged user for a valid auth-user token', async () => {
    const token = await tokenOf('trabajador@demo.cl');
    const response = await api.post('/auth/success-login', undefined, { 'auth-user': token });
    expect(response.status).toBe(200);
    const { data } = await readJson<LoginAnswer>(response);
    expect(data).toMatchObject({ role: 'User', email: 'trabajador@demo.cl', firstname: 'Camila' });
    expect(data.token_jwt).toBeUndefined();
  });

  it('refuses a missing, forged, expired or business token', async () => {
    const token = await tokenOf('trabajador@demo.cl');
    const forged = `${token.slice(0, -4)}AAAA`;
    const business = await tokenOf('empresa@demo.cl');
    for (const headers of [{}, { 'auth-user': forged }, { 'auth-user': business }]) {
      const response = await api.post('/auth/success-login', undefined, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    }
    api.advance(8 * 60 * 60_000 + 1000);
    expect((await api.post('/auth/success-login', undefined, { 'auth-user': token })).status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes a worker token', async () => {
    const token = await tokenOf('trabajador@demo.cl');
    const response = await api.post('/auth/logout/user', undefined, { 'auth-user': token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    expect((await api.post('/auth/success-login', undefined, { 'auth-user': token })).status).toBe(401);
    expect((await api.post('/auth/logout/user', undefined, { 'auth-user': token })).status).toBe(401);
  });

  it('revokes a company token sent as auth-business, and only that one', async () => {
    const token = await tokenOf('empresa@demo.cl');
    expect((await api.post('/auth/logout/user', undefined, { 'auth-user': token })).status).toBe(401);
    expect((await api.post('/auth/logout/business', undefined, { 'auth-business': token })).status).toBe(200);
    expect((await api.post('/auth/logout/business', undefined, { 'auth-business': token })).status).toBe(401);
  });
});

import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskBlobStore } from './blobs/disk.ts';
import type { AppDeps } from '../deps.ts';
import { DEV_JWT_SECRET, DEV_POWER_JWT_SECRET, DEV_SIGNING_CODE_SECRET } from '../deps.ts';
import { AUTH_MESSAGES } from '../routes/auth/messages.ts';
import {
  PASSWORD,
  createAuthContext,
  readJson,
  type AuthTestContext,
  type LoginAnswer,
} from '../routes/auth/test-helpers.ts';
import { requireBusiness, requireUser, type AuthEnv } from './require-auth.ts';

let api: AuthTestContext;
let guarded: ReturnType<typeof guardedApp>;

function guardedApp(deps: AppDeps) {
  return new Hono<AuthEnv>()
    .get('/user', requireUser(deps), (c) => c.json({ email: c.get('session').account.email }))
    .get('/business', requireBusiness(deps), (c) => c.json({ email: c.get('session').account.email }));
}

beforeEach(async () => {
  api = await createAuthContext();
  const deps: AppDeps = {
    db: api.db,
    blobs: diskBlobStore(api.filesDir),
    siteOrigin: 'http://localhost:4321',
    allowedOrigins: ['http://localhost:4321'],
    jwtSecret: DEV_JWT_SECRET,
    powerJwtSecret: DEV_POWER_JWT_SECRET,
    signingCodeSecret: DEV_SIGNING_CODE_SECRET,
    now: () => new Date(),
  };
  guarded = guardedApp(deps);
});
afterEach(() => api.cleanup());

async function tokenOf(email: string, rgs?: string): Promise<string> {
  const body = rgs === undefined ? { email, password: PASSWORD } : { email, password: PASSWORD, rgs };
  return (await readJson<LoginAnswer>(await api.post('/auth/login', body))).data.token_jwt ?? '';
}

describe('requireUser / requireBusiness', () => {
  it('lets a company token through requireBusiness and exposes its account', async () => {
    const token = await tokenOf('empresa@demo.cl');
    const response = await guarded.request('/business', { headers: { 'auth-business': token } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'empresa@demo.cl' });
  });

  it('lets a worker token through requireUser only', async () => {
    const token = await tokenOf('trabajador@demo.cl', 'andes-2025');
    expect((await guarded.request('/user', { headers: { 'auth-user': token } })).status).toBe(200);
    const refused = await guarded.request('/business', { headers: { 'auth-business': token } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
  });

  it('refuses a missing, forged or revoked company token with 401', async () => {
    const token = await tokenOf('empresa@demo.cl');
    expect((await guarded.request('/business')).status).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await guarded.request('/business', { headers: { 'auth-business': forged } })).status).toBe(401);
    await api.post('/auth/logout/business', undefined, { 'auth-business': token });
    expect((await guarded.request('/business', { headers: { 'auth-business': token } })).status).toBe(401);
  });
});

// POST /auth/worker-sign-in-link in process: a worker gets their company's sign-in link by e-mail;
// the answer is the same for any e-mail (no account oracle), a company account gets nothing, the
// e-mail is throttled per address, and a session token, of whoever, changes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORKER_LINK_SENT_MESSAGE } from '../../../src/lib/contract/auth.ts';
import { TEST_SITE_ORIGIN } from '../../test-support.ts';
import {
  ANDES,
  PASSWORD,
  createAuthContext,
  readJson,
  type AuthTestContext,
  type LoginAnswer,
} from './test-helpers.ts';
import { WORKER_LINK_PER_EMAIL } from './worker-link.ts';

const PATH = '/auth/worker-sign-in-link';
const WORKER = 'trabajador@demo.cl';

let api: AuthTestContext;
beforeEach(async () => {
  api = await createAuthContext();
});
afterEach(() => api.cleanup());

async function ask(email: string, headers: Record<string, string> = {}) {
  const response = await api.post(PATH, { email }, headers);
  return { status: response.status, body: await readJson(response) };
}

async function tokenOf(email: string, rgs?: string): Promise<string> {
  const response = await api.post(
    '/auth/login',
    rgs ? { email, password: PASSWORD, rgs } : { email, password: PASSWORD },
  );
  const token = (await readJson<LoginAnswer>(response)).data.token_jwt;
  if (!token) throw new Error(`no session for ${email}`);
  return token;
}

describe('POST /auth/worker-sign-in-link', () => {
  it('sends the worker the sign-in link of their company', async () => {
    expect(await ask(WORKER)).toEqual({ status: 200, body: { message: WORKER_LINK_SENT_MESSAGE } });
    const [mail] = api.outbox();
    expect(mail).toMatchObject({ to: WORKER, subject: 'Tu enlace de acceso a Transportes Andes' });
    expect(mail?.text).toMatch(/^Hola Camila:/);
    expect(mail?.links).toEqual([`${TEST_SITE_ORIGIN}/login/${ANDES.name}?rgs=${ANDES.rgs}`]);
  });

  it('answers an unknown e-mail, and a company’s, exactly the same, and sends them nothing', async () => {
    expect(await ask('nadie@demo.cl')).toEqual({ status: 200, body: { message: WORKER_LINK_SENT_MESSAGE } });
    expect(await ask('empresa@demo.cl')).toEqual({ status: 200, body: { message: WORKER_LINK_SENT_MESSAGE } });
    expect(api.outbox()).toEqual([]);
  });

  it('finds the worker whatever the case of the e-mail typed', async () => {
    await ask('Trabajador@Demo.cl');
    expect(api.outbox()).toHaveLength(1);
  });

  it('sends one address at most a few e-mails an hour, answering the same after that', async () => {
    for (let index = 0; index < WORKER_LINK_PER_EMAIL.limit + 2; index++) {
      expect((await ask(WORKER)).body).toEqual({ message: WORKER_LINK_SENT_MESSAGE });
    }
    expect(api.outbox()).toHaveLength(WORKER_LINK_PER_EMAIL.limit);
  });

  it('gives nothing more to a session: a worker, another company or a company token sends only to the e-mail’s owner', async () => {
    const other = await tokenOf('trabajador.sur@demo.cl', 'sur-2025');
    const company = await tokenOf('empresa.sur@demo.cl');
    for (const headers of [{ 'auth-user': other }, { 'auth-business': company }, {}]) {
      expect(await ask('nadie@demo.cl', headers)).toEqual({ status: 200, body: { message: WORKER_LINK_SENT_MESSAGE } });
    }
    expect(await ask(WORKER, { 'auth-business': company })).toMatchObject({ status: 200 });
    expect(api.outbox().map((mail) => mail.to)).toEqual([WORKER]);
    expect(JSON.stringify(api.outbox())).not.toContain('logistica-sur');
  });

  it('checks the e-mail with the recovery rules', async () => {
    expect(await ask('')).toEqual({ status: 400, body: { message: ['Campo requerido'] } });
    expect(await ask('no-es-correo')).toEqual({ status: 400, body: { message: ['Email inválido'] } });
  });
});

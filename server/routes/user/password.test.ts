// The password change route: the current password must match; the new one then signs in, the old
// one no longer does, and a notice lands in the outbox.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../../db/outbox.ts';
import { DEMO_PASSWORD, DEMO_TENANTS } from '../../seed/demo.ts';
import { jsonRequest } from '../../test-support.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { PASSWORD_API_MESSAGES } from './password.ts';
import { answer, createWorkerApiContext, type WorkerApiContext } from './profile-test-helpers.ts';

const PATH = '/api/users/update-password';
const NEW_PASSWORD = 'OtraClave2025';

let api: WorkerApiContext;
beforeEach(async () => {
  api = await createWorkerApiContext();
});
afterEach(() => api.cleanup());

async function signInStatus(email: string, password: string, rgs: string): Promise<number> {
  return (await api.app.request('/auth/login', jsonRequest({ email, password, rgs }))).status;
}

describe('update-password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const changed = await answer<{ message: string; token: string }>(
      await api.call('POST', PATH, api.worker.token, {
        current_password: DEMO_PASSWORD,
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      }),
    );
    expect(changed.message).toBe('Contraseña actualizada correctamente');
    const rgs = DEMO_TENANTS.andes.rgs;
    expect(await signInStatus('trabajador@demo.cl', NEW_PASSWORD, rgs)).toBe(200);
    expect(await signInStatus('trabajador@demo.cl', DEMO_PASSWORD, rgs)).toBe(401);
    expect(await signInStatus('trabajador.sur@demo.cl', DEMO_PASSWORD, DEMO_TENANTS.sur.rgs)).toBe(200);
    const [notice] = listOutbox(api.db);
    expect(notice).toMatchObject({ to: 'trabajador@demo.cl', subject: PASSWORD_API_MESSAGES.noticeSubject });
    // The session that changed it continues with the fresh token of the answer.
    expect((await api.call('GET', '/api/users/get-extra-data-user', changed.token)).status).toBe(200);
  });

  it('ends every other session of the account; the one that changed it continues with its fresh token', async () => {
    const rgs = DEMO_TENANTS.andes.rgs;
    const login = await api.app.request(
      '/auth/login',
      jsonRequest({ email: 'trabajador@demo.cl', password: DEMO_PASSWORD, rgs }),
    );
    const other = ((await login.json()) as { data: { token_jwt: string } }).data.token_jwt;
    expect((await api.call('GET', '/api/users/get-extra-data-user', other)).status).toBe(200);

    const changed = await answer<{ message: string; token: string }>(
      await api.call('POST', PATH, api.worker.token, {
        current_password: DEMO_PASSWORD,
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      }),
    );
    for (const revoked of [other, api.worker.token]) {
      const refused = await api.call('GET', '/api/users/get-extra-data-user', revoked);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    }
    expect(changed.token).not.toBe(api.worker.token);
    expect((await api.call('GET', '/api/users/get-extra-data-user', changed.token)).status).toBe(200);
    // The other account of the same e-mail in another tenant is not touched.
    expect(await signInStatus('trabajador.sur@demo.cl', DEMO_PASSWORD, DEMO_TENANTS.sur.rgs)).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const response = await api.call('POST', PATH, api.worker.token, {
      current_password: 'NoEsLaClave1',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['La contraseña actual no es correcta'] });
    expect(await signInStatus('trabajador@demo.cl', DEMO_PASSWORD, DEMO_TENANTS.andes.rgs)).toBe(200);
  });

  it('a stolen session cannot guess: after five wrong current passwords even the right one waits (429)', async () => {
    const change = (current: string) =>
      api.call('POST', PATH, api.worker.token, {
        current_password: current,
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await change(`Intento${attempt}x`)).status).toBe(400);
    const refused = await change(DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      message: 'Demasiados intentos fallidos. Por seguridad, espera 5 segundos antes de volver a intentarlo.',
    });
    expect(listOutbox(api.db)).toEqual([]);
  });

  it('answers 400 with the rules’ messages', async () => {
    const response = await api.call('POST', PATH, api.worker.token, {
      current_password: DEMO_PASSWORD,
      new_password: 'corta',
      confirm_password: 'otra',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['La contraseña debe tener entre 8 y 25 caracteres'] });
    const mismatch = await api.call('POST', PATH, api.worker.token, {
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: `${NEW_PASSWORD}x`,
    });
    expect(await mismatch.json()).toEqual({ message: ['Las contraseñas no coinciden'] });
  });

  it('needs a worker session (401)', async () => {
    const body = { current_password: DEMO_PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const anonymous = await api.call('POST', PATH, null, body);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    expect((await api.call('POST', PATH, api.companyToken, body)).status).toBe(401);
  });
});

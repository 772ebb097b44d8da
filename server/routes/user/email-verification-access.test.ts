// Who may verify an e-mail from the settings: both routes refuse no token and a company's token, in
// Spanish; another worker's token reaches only that worker's own code, so it can neither verify
// this worker's e-mail with this worker's code nor use up or replace that code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../db/outbox.ts';
import { bool } from '../../db/rows.ts';
import { expectSpanishError, sessionToken } from '../../security-test-support.ts';
import { createTestContext, type TestContext } from '../../test-support.ts';

const SEND = '/api/users/email-verification';
const CONFIRM = '/api/users/email-verification/confirm';
const WORKER = 'verifica@demo.cl';
const OTHER_WORKER = 'trabajador.sur@demo.cl';
const COMPANY = 'empresa@demo.cl';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
  // Both workers still have to verify their e-mail, so the other one's refusals mean something.
  context.db.prepare('UPDATE users SET email_verified = 0 WHERE email = ?').run(OTHER_WORKER);
});
afterAll(() => context.cleanup());

const ROUTES: readonly [string, unknown?][] = [[SEND], [CONFIRM, { code: '123456' }]];

async function send(path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  const init: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json', ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return context.app.request(path, init);
}

const tokenOf = (email: string) => sessionToken(context.db, email);
const codeSentTo = (email: string) =>
  /\b(\d{6})\b/.exec(listOutbox(context.db).find((mail) => mail.to === email)?.text ?? '')?.[1] ?? '';

function verified(email: string): boolean {
  const row = context.db.prepare('SELECT email_verified FROM users WHERE email = ?').get(email);
  return row ? bool(row, 'email_verified') : false;
}

describe('tokens', () => {
  it('refuses both routes without a token', async () => {
    for (const [path, body] of ROUTES) {
      const response = await send(path, body, {});
      expect(response.status, path).toBe(401);
      await expectSpanishError(response, path);
    }
  });

  it('refuses a company token, in the company header or the worker one', async () => {
    const company = await tokenOf(COMPANY);
    for (const [path, body] of ROUTES) {
      const wrongHeader = await send(path, body, { 'auth-business': company });
      const wrongToken = await send(path, body, { 'auth-user': company });
      expect([wrongHeader.status, wrongToken.status], path).toEqual([401, 401]);
      await expectSpanishError(wrongToken, path);
    }
    expect(listOutbox(context.db).filter((mail) => mail.to === COMPANY)).toEqual([]);
  });
});

describe('another worker', () => {
  it('cannot verify this worker’s e-mail with this worker’s code, nor spend or replace it', async () => {
    expect((await send(SEND, undefined, { 'auth-user': await tokenOf(WORKER) })).status).toBe(200);
    const code = codeSentTo(WORKER);
    const other = await tokenOf(OTHER_WORKER);

    // With no code of their own, the other worker's tries reach nothing.
    for (let index = 0; index < 5; index += 1) {
      const refused = await send(CONFIRM, { code }, { 'auth-user': other });
      expect(refused.status).toBe(422);
      await expectSpanishError(refused, 'the other worker');
    }
    // Their own code goes to their own e-mail and leaves this worker's code alone.
    expect((await send(SEND, undefined, { 'auth-user': other })).status).toBe(200);
    expect(codeSentTo(OTHER_WORKER)).toMatch(/^\d{6}$/);
    if (codeSentTo(OTHER_WORKER) !== code) {
      expect((await send(CONFIRM, { code }, { 'auth-user': other })).status).toBe(422);
    }
    expect([verified(WORKER), verified(OTHER_WORKER)]).toEqual([false, false]);

    const accepted = await send(CONFIRM, { code }, { 'auth-user': await tokenOf(WORKER) });
    expect(accepted.status).toBe(200);
    expect([verified(WORKER), verified(OTHER_WORKER)]).toEqual([true, false]);
  });
});

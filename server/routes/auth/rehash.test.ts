// A hash made at a lower scrypt cost than today's is replaced at the owner's next successful
// sign-in, with the production cost (OWASP's) and its parameters in the hash; a wrong password
// replaces nothing, a current hash is left alone, and the sessions already open stay valid.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { text } from '../../db/rows.ts';
import { OWASP_SCRYPT_COST, passwordCost, setPasswordCost, verifyPassword } from '../../lib/password.ts';
import { DEMO_PASSWORD, DEMO_TENANTS } from '../../seed/demo.ts';
import { createTestContext, jsonRequest, type TestContext } from '../../test-support.ts';

let context: TestContext;
const testCost = passwordCost();
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.cleanup());
afterEach(() => setPasswordCost(testCost));

const EMAIL = 'trabajador@demo.cl';
const storedHash = () =>
  text(
    context.db.prepare('SELECT password_hash FROM users WHERE email = ? ORDER BY id_user LIMIT 1').get(EMAIL) ?? {},
    'password_hash',
  );
const login = (password: string) =>
  context.app.request('/auth/login', jsonRequest({ email: EMAIL, password, rgs: DEMO_TENANTS.andes.rgs }));

describe('rehash at sign-in', () => {
  it('raises a lower-cost hash to the production cost at the next successful sign-in', async () => {
    expect(storedHash()).toMatch(/^scrypt\$16384\$8\$1\$/);
    const before = (await (await login(DEMO_PASSWORD)).json()) as { data: { token_jwt: string } };

    setPasswordCost(OWASP_SCRYPT_COST);
    expect((await login('Equivocada987')).status).toBe(401);
    expect(storedHash()).toMatch(/^scrypt\$16384\$/);

    expect((await login(DEMO_PASSWORD)).status).toBe(200);
    const raised = storedHash();
    expect(raised).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, raised)).toBe(true);

    // Already at the cost: the next sign-in leaves the hash as it is.
    expect((await login(DEMO_PASSWORD)).status).toBe(200);
    expect(storedHash()).toBe(raised);

    // The session opened before the rehash still answers.
    const session = await context.app.request('/auth/success-login', {
      method: 'POST',
      headers: { 'auth-user': before.data.token_jwt },
    });
    expect(session.status).toBe(200);
  });
});

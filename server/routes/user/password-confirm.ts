// Confirming a request with the account's password: a sign-in try, reserved with the sign-in
// throttle of the account's e-mail and the client before the check awaits (routes/auth/throttle.ts),
// so a stolen session cannot guess the password here faster than at the sign-in form. A wrong
// password is a 400 (never a 401: that would end the session the person is using); too many
// failures are a 429 with the wait in seconds.
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { verifyPassword } from '../../lib/password.ts';
import { tooManyAttemptsMessage, tooManyRequests } from '../../lib/throttle.ts';
import { findAccount, type Account } from '../auth/accounts.ts';
import { attemptSucceeded, reserveAttempt } from '../auth/throttle.ts';

export const WRONG_PASSWORD_MESSAGE = 'La contraseña no es correcta';

export type Confirmation = { readonly ok: true } | { readonly ok: false; readonly response: Response };

export async function confirmPassword(
  deps: AppDeps,
  c: Context,
  sessionAccount: Account,
  password: string,
): Promise<Confirmation> {
  // Read again: the hash may have changed since the session started.
  const account = findAccount(deps.db, sessionAccount.id_user) ?? sessionAccount;
  const key = { email: account.email.toLowerCase(), tenantId: account.id_business, client: clientAddress(c) };
  const attempt = reserveAttempt(deps.db, key, deps.now());
  if (!attempt.ok) {
    return { ok: false, response: tooManyRequests(c, attempt.wait, tooManyAttemptsMessage(attempt.wait)) };
  }
  const matches = account.password_hash !== null && (await verifyPassword(password, account.password_hash));
  if (!matches) return { ok: false, response: c.json({ message: [WRONG_PASSWORD_MESSAGE] }, 400) };
  attemptSucceeded(deps.db, attempt.id);
  return { ok: true };
}

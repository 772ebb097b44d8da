// Confirming a request with the account's password: the same check and the same throttle as
// signing in (routes/auth/throttle.ts), so a stolen session cannot guess the password here faster
// than at the sign-in form. A wrong password is a 400 (never a 401: that would end the session
// the person is using); too many failures are a 429 with the wait in seconds.
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { verifyPassword } from '../../lib/password.ts';
import { findAccount, type Account } from '../auth/accounts.ts';
import { tooManyAttemptsMessage } from '../auth/messages.ts';
import { recordAttempt, waitSeconds } from '../auth/throttle.ts';

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
  const now = deps.now();
  const wait = waitSeconds(deps.db, key, now);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    return { ok: false, response: c.json({ message: tooManyAttemptsMessage(wait) }, 429) };
  }
  const matches = account.password_hash !== null && (await verifyPassword(password, account.password_hash));
  recordAttempt(deps.db, key, matches, now);
  if (!matches) return { ok: false, response: c.json({ message: [WRONG_PASSWORD_MESSAGE] }, 400) };
  return { ok: true };
}

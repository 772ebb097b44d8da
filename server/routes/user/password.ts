// /api/users — the signed-in worker changes their password (security settings), auth-user:
//   POST /update-password { current_password, new_password, confirm_password } → { message, token }
// The body follows src/lib/validation/password-change.ts (400 with its messages); a wrong current
// password answers 400. The change ends every session of the account (a stolen token stops
// working); the session that made it continues with the fresh `token` of the answer. A notice goes
// to the worker's e-mail (the outbox), so a change nobody asked for does not go unnoticed.
// Checking the current password is a sign-in try: it is reserved with the sign-in throttle of the
// account's e-mail and the client before the check awaits (routes/auth/throttle.ts), so a stolen
// session cannot guess the password faster than the sign-in page allows (429 with the wait).
import { Hono } from 'hono';
import { PasswordChangeBodySchema } from '../../../src/lib/contract/profile.ts';
import { sendMail } from '../../db/outbox.ts';
import type { AppDeps } from '../../deps.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { requireUser, type AuthEnv } from '../../lib/require-auth.ts';
import { tooManyAttemptsMessage, tooManyRequests } from '../../lib/throttle.ts';
import { jsonBody } from '../../lib/validate.ts';
import { findAccount, setPassword } from '../auth/accounts.ts';
import { signSessionToken } from '../auth/session-token.ts';
import { attemptSucceeded, reserveAttempt } from '../auth/throttle.ts';

export const PASSWORD_API_MESSAGES = {
  currentWrong: 'La contraseña actual no es correcta',
  changed: 'Contraseña actualizada correctamente',
  noticeSubject: 'Tu contraseña fue actualizada',
} as const;

const M = PASSWORD_API_MESSAGES;

export function userPasswordRoutes(deps: AppDeps) {
  return new Hono<AuthEnv>().post(
    '/update-password',
    requireUser(deps),
    jsonBody(PasswordChangeBodySchema),
    async (c) => {
      const { current_password, new_password } = c.req.valid('json');
      const session = c.get('session');
      // Read again: the hash may have changed since the session started.
      const account = findAccount(deps.db, session.account.id_user) ?? session.account;
      const now = deps.now();
      const key = { email: account.email.toLowerCase(), tenantId: account.id_business, client: clientAddress(c) };
      const attempt = reserveAttempt(deps.db, key, now);
      if (!attempt.ok) return tooManyRequests(c, attempt.wait, tooManyAttemptsMessage(attempt.wait));
      const matches = account.password_hash !== null && (await verifyPassword(current_password, account.password_hash));
      if (!matches) return c.json({ message: [M.currentWrong] }, 400);
      attemptSucceeded(deps.db, attempt.id);

      setPassword(deps.db, account.id_user, await hashPassword(new_password), now);
      sendMail(
        deps.db,
        {
          to: account.email,
          kind: 'password-changed',
          idUser: account.id_user,
          subject: M.noticeSubject,
          text: [
            account.firstname ? `Hola ${account.firstname}:` : 'Hola:',
            '',
            'La contraseña de tu cuenta fue cambiada desde tu panel.',
            'Si no fuiste tú, restablece tu contraseña de inmediato y avisa a tu empresa.',
          ].join('\n'),
        },
        now,
      );
      const renewed = findAccount(deps.db, account.id_user) ?? account;
      return c.json({ message: M.changed, token: await signSessionToken(deps, renewed) });
    },
  );
}

// /api/users — the signed-in worker verifies their e-mail from the security settings, auth-user:
//   POST /email-verification          → { message, data: { sent_at, expires_at, resend_at } }: a 6-digit
//        code to the account's e-mail
//   POST /email-verification/confirm  { code } → { message, data: { email_verified: true } }
// Refusals: 400 input, 409 the e-mail is verified already, 422 a wrong code or one that expired,
// was spent or was replaced by a newer one, 429 (Retry-After in seconds) within a minute of the
// last code or past five codes an hour. The codes are the sign-in verification's
// (routes/auth/verification.ts): one live code per account, the same throttles, the same table.
import { Hono } from 'hono';
import { EmailCodeBodySchema } from '../../../src/lib/contract/email-verification.ts';
import type { AppDeps } from '../../deps.ts';
import { requireUser, type AuthEnv } from '../../lib/require-auth.ts';
import { tooManyRequests, waitSpan } from '../../lib/throttle.ts';
import { jsonBody } from '../../lib/validate.ts';
import { findAccount, markEmailVerified } from '../auth/accounts.ts';
import { AUTH_MESSAGES, tooManyCodesMessage } from '../auth/messages.ts';
import {
  CODE_MINUTES,
  checkAccountVerificationCode,
  issueVerificationCode,
  resendAt,
  resendWaitSeconds,
} from '../auth/verification.ts';

export const EMAIL_VERIFICATION_MESSAGES = {
  sent: (email: string) =>
    `Te enviamos un código de 6 dígitos a ${email}. Vence en ${CODE_MINUTES} minutos. Si no lo ves, revisa la carpeta de correo no deseado.`,
  alreadyVerified: 'Tu correo ya está verificado.',
  codeWrong: AUTH_MESSAGES.codeWrong,
  codeExpired: 'El código venció o ya no es válido. Pide uno nuevo con «Reenviar código».',
  verified: 'Listo, tu correo quedó verificado.',
  waitBeforeResend: (seconds: number) =>
    `Ya te enviamos un código hace poco. Espera ${waitSpan(seconds)} antes de pedir otro.`,
} as const;

const M = EMAIL_VERIFICATION_MESSAGES;

export function userEmailVerificationRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  return new Hono<AuthEnv>()
    .post('/email-verification', auth, (c) => {
      // Read again: the e-mail may have been verified since the session started.
      const account = findAccount(deps.db, c.get('session').account.id_user);
      if (!account) return c.json({ message: AUTH_MESSAGES.sessionExpired }, 401);
      if (account.email_verified) return c.json({ message: M.alreadyVerified }, 409);
      const now = deps.now();
      const issued = issueVerificationCode(deps.db, account, now, 'settings');
      if (!issued.ok) {
        return tooManyRequests(c, issued.retryAfterSeconds, tooManyCodesMessage(issued.retryAfterSeconds));
      }
      if (!issued.fresh) {
        const wait = resendWaitSeconds(issued.sentAt, now);
        return tooManyRequests(c, wait, M.waitBeforeResend(wait));
      }
      return c.json({
        message: M.sent(account.email),
        data: {
          sent_at: issued.sentAt.toISOString(),
          expires_at: new Date(issued.sentAt.getTime() + CODE_MINUTES * 60_000).toISOString(),
          resend_at: resendAt(issued.sentAt).toISOString(),
        },
      });
    })
    .post('/email-verification/confirm', auth, jsonBody(EmailCodeBodySchema), (c) => {
      const account = findAccount(deps.db, c.get('session').account.id_user);
      if (!account) return c.json({ message: AUTH_MESSAGES.sessionExpired }, 401);
      if (account.email_verified) return c.json({ message: M.alreadyVerified }, 409);
      const now = deps.now();
      const check = checkAccountVerificationCode(deps.db, account.id_user, c.req.valid('json').code, now);
      if (!check.ok) return c.json({ message: check.reason === 'wrong' ? M.codeWrong : M.codeExpired }, 422);
      markEmailVerified(deps.db, account.id_user, now);
      return c.json({ message: M.verified, data: { email_verified: true } });
    });
}

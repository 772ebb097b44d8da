// E-mail verification codes. At sign-in, an account that must verify its e-mail gets a one-time
// token (1–64 characters) in the login answer and a 6-digit code in the outbox; a signed-in worker
// may ask for one from the security settings too (routes/user/email-verification.ts), and the mail
// says which of the two it answers. A code is checked at most MAX_CODE_ATTEMPTS times within
// CODE_MINUTES. An account has one live code at a time: a new one voids the older ones, a request
// within RESEND_SECONDS of the last code gets that same code back (no new e-mail, `fresh: false`),
// and at most MAX_CODES_PER_HOUR codes are sent an hour, whatever asked for them, so the guesses
// at a code stay few however often someone signs in or asks again.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { sendMail } from '../../db/outbox.ts';
import { int, text, textOrNull } from '../../db/rows.ts';
import type { Account } from './accounts.ts';

export const CODE_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_SECONDS = 60;
export const MAX_CODES_PER_HOUR = 5;

const hash = (value: string) => createHash('sha256').update(value).digest();

/** What a code is asked for: signing in, or verifying the e-mail from the security settings. */
export type CodePurpose = 'sign-in' | 'settings';

/** How the mail of each purpose tells the code and why it came. */
const CODE_MAIL: Readonly<Record<CodePurpose, { readonly line: (code: string) => string; readonly closing: string }>> =
  {
    'sign-in': {
      line: (code) => `Tu código de verificación es ${code}. Vence en ${CODE_MINUTES} minutos.`,
      closing: 'Si no intentaste iniciar sesión, ignora este mensaje.',
    },
    settings: {
      line: (code) => `Tu código para verificar tu correo es ${code}. Vence en ${CODE_MINUTES} minutos.`,
      closing:
        'Lo pediste desde la sección Seguridad de la configuración de tu cuenta. Si no fuiste tú, ignora este mensaje.',
    },
  };

export type CodeIssue =
  | {
      readonly ok: true;
      readonly oneTimeToken: string;
      /** When the live code was sent. */
      readonly sentAt: Date;
      /** false: the code sent less than RESEND_SECONDS ago is still live; no new e-mail went out. */
      readonly fresh: boolean;
    }
  | { readonly ok: false; readonly retryAfterSeconds: number };

/** When another code may be asked for after one sent at `sentAt`. */
export const resendAt = (sentAt: Date) => new Date(sentAt.getTime() + RESEND_SECONDS * 1000);

/** Whole seconds from `now` until another code may be asked for (at least 1). */
export function resendWaitSeconds(sentAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resendAt(sentAt).getTime() - now.getTime()) / 1000));
}

/**
 * The one-time token of `account`'s live code: the recent one, or a new code sent by e-mail (its
 * text told by `purpose`) that voids the older ones; refused (with the seconds to wait) past
 * MAX_CODES_PER_HOUR.
 */
export function issueVerificationCode(
  db: Database,
  account: Account,
  now: Date,
  purpose: CodePurpose = 'sign-in',
): CodeIssue {
  const live = db
    .prepare(
      `SELECT one_time_token, created_at FROM email_verification_codes
       WHERE id_user = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?
       ORDER BY id_verification DESC LIMIT 1`,
    )
    .get(account.id_user, now.toISOString(), MAX_CODE_ATTEMPTS);
  const liveSentAt = live ? new Date(text(live, 'created_at')) : null;
  if (live && liveSentAt && now.getTime() - liveSentAt.getTime() < RESEND_SECONDS * 1000) {
    return { ok: true, oneTimeToken: text(live, 'one_time_token'), sentAt: liveSentAt, fresh: false };
  }
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const recent = db
    .prepare(
      `SELECT COUNT(*) AS count, MIN(created_at) AS first FROM email_verification_codes
       WHERE id_user = ? AND created_at > ?`,
    )
    .get(account.id_user, hourAgo);
  if (recent && int(recent, 'count') >= MAX_CODES_PER_HOUR) {
    const freeAt = new Date(text(recent, 'first')).getTime() + 3_600_000;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
  }
  db.prepare('UPDATE email_verification_codes SET used_at = ? WHERE id_user = ? AND used_at IS NULL').run(
    now.toISOString(),
    account.id_user,
  );
  const oneTimeToken = randomBytes(24).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    `INSERT INTO email_verification_codes (id_user, one_time_token, code_hash, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(
    account.id_user,
    oneTimeToken,
    hash(`${oneTimeToken}:${code}`).toString('base64'),
    new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
    now.toISOString(),
  );
  const greeting = account.firstname ? `Hola ${account.firstname}:` : 'Hola:';
  const mail = CODE_MAIL[purpose];
  sendMail(
    db,
    {
      to: account.email,
      kind: purpose === 'sign-in' ? 'login-code' : 'email-verification-code',
      idUser: account.id_user,
      subject: 'Tu código de verificación',
      text: `${greeting}\n\n${mail.line(code)}\n\n${mail.closing}`,
    },
    now,
  );
  return { ok: true, oneTimeToken, sentAt: now, fresh: true };
}

export type CodeCheck =
  { readonly ok: true; readonly idUser: number } | { readonly ok: false; readonly reason: 'wrong' | 'expired' };

/** Checks `code` against the newest code sent to the account (a signed-in worker has no token). */
export function checkAccountVerificationCode(db: Database, idUser: number, code: string, now: Date): CodeCheck {
  const newest = db
    .prepare(
      'SELECT one_time_token FROM email_verification_codes WHERE id_user = ? ORDER BY id_verification DESC LIMIT 1',
    )
    .get(idUser);
  if (!newest) return { ok: false, reason: 'expired' };
  return checkVerificationCode(db, text(newest, 'one_time_token'), code, now);
}

export function checkVerificationCode(db: Database, oneTimeToken: string, code: string, now: Date): CodeCheck {
  const row = db.prepare('SELECT * FROM email_verification_codes WHERE one_time_token = ?').get(oneTimeToken);
  if (!row) return { ok: false, reason: 'expired' };
  const id = int(row, 'id_verification');
  const usable =
    textOrNull(row, 'used_at') === null &&
    text(row, 'expires_at') > now.toISOString() &&
    int(row, 'attempts') < MAX_CODE_ATTEMPTS;
  if (!usable) return { ok: false, reason: 'expired' };
  const expected = Buffer.from(text(row, 'code_hash'), 'base64');
  const given = hash(`${oneTimeToken}:${code}`);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    db.prepare('UPDATE email_verification_codes SET attempts = attempts + 1 WHERE id_verification = ?').run(id);
    const spent = int(row, 'attempts') + 1 >= MAX_CODE_ATTEMPTS;
    return { ok: false, reason: spent ? 'expired' : 'wrong' };
  }
  db.prepare('UPDATE email_verification_codes SET used_at = ? WHERE id_verification = ?').run(now.toISOString(), id);
  return { ok: true, idUser: int(row, 'id_user') };
}

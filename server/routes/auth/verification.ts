// E-mail verification at sign-in: an account that must verify its e-mail gets a
// one-time token (1–64 characters) in the login answer and a 6-digit code in the outbox; the
// code is checked at most MAX_CODE_ATTEMPTS times within CODE_MINUTES. An account has one live
// code at a time: a new one voids the older ones, a sign-in within RESEND_SECONDS of the last code
// gets that same code's token back (no new e-mail), and at most MAX_CODES_PER_HOUR codes are sent
// an hour, so the guesses at a code stay few however often someone signs in.
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

export type CodeIssue =
  { readonly ok: true; readonly oneTimeToken: string } | { readonly ok: false; readonly retryAfterSeconds: number };

/**
 * The one-time token of `account`'s live code: the recent one, or a new code sent by e-mail that
 * voids the older ones; refused (with the seconds to wait) past MAX_CODES_PER_HOUR.
 */
export function issueVerificationCode(db: Database, account: Account, now: Date): CodeIssue {
  const live = db
    .prepare(
      `SELECT one_time_token, created_at FROM email_verification_codes
       WHERE id_user = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?
       ORDER BY id_verification DESC LIMIT 1`,
    )
    .get(account.id_user, now.toISOString(), MAX_CODE_ATTEMPTS);
  if (live && now.getTime() - new Date(text(live, 'created_at')).getTime() < RESEND_SECONDS * 1000) {
    return { ok: true, oneTimeToken: text(live, 'one_time_token') };
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
  sendMail(
    db,
    {
      to: account.email,
      subject: 'Tu código de verificación',
      text: `${greeting}\n\nTu código de verificación es ${code}. Vence en ${CODE_MINUTES} minutos.\n\nSi no intentaste iniciar sesión, ignora este mensaje.`,
    },
    now,
  );
  return { ok: true, oneTimeToken };
}

export type CodeCheck =
  { readonly ok: true; readonly idUser: number } | { readonly ok: false; readonly reason: 'wrong' | 'expired' };

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

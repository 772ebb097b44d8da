// E-mail verification at sign-in: an account that must verify its e-mail gets a
// one-time token (1–64 characters) in the login answer and a 6-digit code in the outbox; the
// code is checked at most MAX_CODE_ATTEMPTS times within CODE_MINUTES.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { sendMail } from '../../db/outbox.ts';
import { int, text, textOrNull } from '../../db/rows.ts';
import type { Account } from './accounts.ts';

export const CODE_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

const hash = (value: string) => createHash('sha256').update(value).digest();

/** Creates a code for `account`, sends it, and returns the one-time token for the client. */
export function issueVerificationCode(db: Database, account: Account, now: Date): string {
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
  return oneTimeToken;
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

// One-time codes that confirm a signer: six digits, one live code per document, valid
// CODE_MINUTES, at most MAX_CODE_ATTEMPTS tries, a new one no sooner than RESEND_SECONDS after
// the last and at most MAX_CODES_PER_HOUR an hour. Only a salted HMAC of each code is stored,
// compared in constant time; a code is spent once it signs. See docs/legal/electronic-signature.md.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodeChannel, CodeState } from '../../../src/lib/contract/signing.ts';
import type { Database } from '../../db/database.ts';
import { int, text, textOrNull, type Row } from '../../db/rows.ts';

export const CODE_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_SECONDS = 60;
export const MAX_CODES_PER_HOUR = 5;

export const CODE_MESSAGES = {
  none: 'Primero pide un código de verificación con «Enviar código».',
  used: 'Este código ya se usó. Pide uno nuevo con «Enviar código».',
  expired: 'El código venció. Pide uno nuevo con «Enviar código».',
  spent: `Superaste los ${MAX_CODE_ATTEMPTS} intentos. Pide un nuevo código con «Enviar código».`,
  wrong: (left: number) =>
    `El código de verificación no es correcto. ${left === 1 ? 'Te queda 1 intento' : `Te quedan ${left} intentos`}.`,
  tooSoon: (seconds: number) =>
    `Ya te enviamos un código. Puedes pedir otro en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  tooMany: (minutes: number) =>
    `Pediste demasiados códigos. Podrás pedir otro en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
} as const;

function digest(secret: string, subject: string, salt: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${subject}:${salt}:${code}`).digest();
}

export interface CodeDelivery {
  readonly channels: readonly CodeChannel[];
  /** Masked, in the order of `channels`. */
  readonly destinations: readonly string[];
}

function stateOf(row: Row): CodeState {
  const createdAt = text(row, 'created_at');
  return {
    channels: JSON.parse(text(row, 'channels')) as CodeChannel[],
    destinations: JSON.parse(text(row, 'destinations')) as string[],
    sent_at: createdAt,
    expires_at: text(row, 'expires_at'),
    resend_at: new Date(Date.parse(createdAt) + RESEND_SECONDS * 1000).toISOString(),
    attempts_left: Math.max(0, MAX_CODE_ATTEMPTS - int(row, 'attempts')),
  };
}

function latest(db: Database, subject: string): Row | undefined {
  return db
    .prepare('SELECT * FROM signing_codes WHERE subject = ? AND voided_at IS NULL ORDER BY id_code DESC LIMIT 1')
    .get(subject);
}

/** The live code of `subject` (not used, expired or spent), for the screen's countdowns; else null. */
export function liveCode(db: Database, subject: string, now: Date): CodeState | null {
  const row = latest(db, subject);
  if (!row || textOrNull(row, 'used_at') !== null || text(row, 'expires_at') <= now.toISOString()) return null;
  return int(row, 'attempts') >= MAX_CODE_ATTEMPTS ? null : stateOf(row);
}

export type CodeIssue =
  | { readonly ok: true; readonly code: string; readonly state: CodeState }
  | { readonly ok: false; readonly status: 429; readonly message: string; readonly retryAfterSeconds: number };

/** A new code for `subject` (older ones voided), or the wait before one may be sent. */
export function issueCode(db: Database, subject: string, delivery: CodeDelivery, secret: string, now: Date): CodeIssue {
  const last = latest(db, subject);
  if (last) {
    const wait = Date.parse(text(last, 'created_at')) + RESEND_SECONDS * 1000 - now.getTime();
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      return { ok: false, status: 429, message: CODE_MESSAGES.tooSoon(seconds), retryAfterSeconds: seconds };
    }
  }
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const recent = db
    .prepare(
      'SELECT COUNT(*) AS count, MIN(created_at) AS first FROM signing_codes WHERE subject = ? AND created_at > ?',
    )
    .get(subject, hourAgo);
  if (recent && int(recent, 'count') >= MAX_CODES_PER_HOUR) {
    const seconds = Math.max(1, Math.ceil((Date.parse(text(recent, 'first')) + 3_600_000 - now.getTime()) / 1000));
    return {
      ok: false,
      status: 429,
      message: CODE_MESSAGES.tooMany(Math.ceil(seconds / 60)),
      retryAfterSeconds: seconds,
    };
  }
  db.prepare('UPDATE signing_codes SET voided_at = ? WHERE subject = ? AND voided_at IS NULL').run(
    now.toISOString(),
    subject,
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  const result = db
    .prepare(
      `INSERT INTO signing_codes (subject, code_hash, channels, destinations, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .get(
      subject,
      `${salt}.${digest(secret, subject, salt, code).toString('base64')}`,
      JSON.stringify(delivery.channels),
      JSON.stringify(delivery.destinations),
      now.toISOString(),
      new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
    );
  if (!result) throw new Error('signing code not stored');
  return { ok: true, code, state: stateOf(result) };
}

export type CodeCheck =
  { readonly ok: true; readonly delivery: CodeDelivery } | { readonly ok: false; readonly message: string };

/** Counts a failed try against the live code of `subject` (a wrong RUT typed beside it, say). */
export function countFailedTry(db: Database, subject: string, now: Date): void {
  const row = latest(db, subject);
  if (!row || textOrNull(row, 'used_at') !== null || text(row, 'expires_at') <= now.toISOString()) return;
  db.prepare('UPDATE signing_codes SET attempts = attempts + 1 WHERE id_code = ?').run(int(row, 'id_code'));
}

/** Checks `code` against the live code of `subject` and, when it matches, spends it. */
export function spendCode(db: Database, subject: string, code: string, secret: string, now: Date): CodeCheck {
  const row = latest(db, subject);
  if (!row) return { ok: false, message: CODE_MESSAGES.none };
  if (textOrNull(row, 'used_at') !== null) return { ok: false, message: CODE_MESSAGES.used };
  if (text(row, 'expires_at') <= now.toISOString()) return { ok: false, message: CODE_MESSAGES.expired };
  const attempts = int(row, 'attempts');
  if (attempts >= MAX_CODE_ATTEMPTS) return { ok: false, message: CODE_MESSAGES.spent };
  const [salt = '', stored = ''] = text(row, 'code_hash').split('.');
  const expected = Buffer.from(stored, 'base64');
  const given = digest(secret, subject, salt, code);
  const id = int(row, 'id_code');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    db.prepare('UPDATE signing_codes SET attempts = attempts + 1 WHERE id_code = ?').run(id);
    const left = MAX_CODE_ATTEMPTS - attempts - 1;
    return { ok: false, message: left > 0 ? CODE_MESSAGES.wrong(left) : CODE_MESSAGES.spent };
  }
  // The guard on used_at makes the spending itself single: a second request finds it used.
  const spent = db
    .prepare('UPDATE signing_codes SET used_at = ? WHERE id_code = ? AND used_at IS NULL')
    .run(now.toISOString(), id);
  if (Number(spent.changes) !== 1) return { ok: false, message: CODE_MESSAGES.used };
  const state = stateOf(row);
  return { ok: true, delivery: { channels: state.channels, destinations: state.destinations } };
}

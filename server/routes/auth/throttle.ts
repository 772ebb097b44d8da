// Failed sign-ins slow the next try down instead of locking the account: a fixed lock is a weapon a
// stranger can use against the real person. Failures are counted twice, registered e-mail or not
// (so the answer reveals nothing):
//   - per e-mail across every tenant (a company cannot get more tries by signing in with and
//     without its link), since the last success within ACCOUNT_WINDOW: after ACCOUNT_FREE_FAILURES
//     each further try waits a growing delay (5 s, 10 s, 20 s …) that never exceeds
//     ACCOUNT_MAX_DELAY_SECONDS, so the real person is at worst kept waiting a minute;
//   - per client address across every e-mail, within CLIENT_WINDOW: after CLIENT_FREE_FAILURES the
//     delay grows up to CLIENT_MAX_DELAY_SECONDS, which stops one machine trying many accounts.
// A try made before its delay has passed is refused with the seconds left and not recorded, so
// waiting is always enough.
// A try is reserved before its password is checked: `reserveAttempt` reads the delay and records the
// try as a failure in one synchronous step, and only a matching password turns it into a success
// afterwards. Tries still being checked therefore count as failures, so a burst sent at once gets
// no more checks than the same tries sent one after another.
import type { Database } from '../../db/database.ts';
import { int, textOrNull } from '../../db/rows.ts';

export const ACCOUNT_FREE_FAILURES = 5;
export const ACCOUNT_MAX_DELAY_SECONDS = 60;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
export const CLIENT_FREE_FAILURES = 20;
export const CLIENT_MAX_DELAY_SECONDS = 15 * 60;
const CLIENT_WINDOW_MS = 60 * 60_000;
const FIRST_DELAY_SECONDS = 5;

export interface AttemptKey {
  readonly email: string;
  readonly tenantId: number | null;
  /** The client's network address ('' when unknown). */
  readonly client: string;
}

/** Seconds to wait after `failures` failures: none up to `free`, then doubling up to `cap`. */
export function delaySeconds(failures: number, free: number, cap: number): number {
  if (failures < free) return 0;
  return Math.min(cap, FIRST_DELAY_SECONDS * 2 ** Math.min(failures - free, 20));
}

interface Failures {
  readonly count: number;
  readonly latest: number;
}

function failures(db: Database, column: 'email' | 'client', value: string, since: string): Failures {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS failures, MAX(created_at) AS latest FROM login_attempts
       WHERE ${column} = ? AND succeeded = 0 AND created_at > ?`,
    )
    .get(value, since);
  const latest = row ? textOrNull(row, 'latest') : null;
  return { count: row ? int(row, 'failures') : 0, latest: latest ? new Date(latest).getTime() : 0 };
}

/** Seconds left before `key` may try again, or 0 when it may try now. */
export function waitSeconds(db: Database, key: AttemptKey, now: Date): number {
  const windowStart = new Date(now.getTime() - ACCOUNT_WINDOW_MS).toISOString();
  const lastSuccess = db
    .prepare('SELECT MAX(created_at) AS at FROM login_attempts WHERE email = ? AND succeeded = 1')
    .get(key.email);
  const successAt = lastSuccess ? textOrNull(lastSuccess, 'at') : null;
  const accountSince = successAt !== null && successAt > windowStart ? successAt : windowStart;
  const account = failures(db, 'email', key.email, accountSince);
  const accountUntil =
    account.latest + delaySeconds(account.count, ACCOUNT_FREE_FAILURES, ACCOUNT_MAX_DELAY_SECONDS) * 1000;

  let clientUntil = 0;
  if (key.client !== '') {
    const client = failures(db, 'client', key.client, new Date(now.getTime() - CLIENT_WINDOW_MS).toISOString());
    clientUntil = client.latest + delaySeconds(client.count, CLIENT_FREE_FAILURES, CLIENT_MAX_DELAY_SECONDS) * 1000;
  }
  const until = Math.max(accountUntil, clientUntil);
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

export function recordAttempt(db: Database, key: AttemptKey, succeeded: boolean, now: Date): number {
  const result = db
    .prepare('INSERT INTO login_attempts (email, id_business, client, succeeded, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(key.email, key.tenantId, key.client, succeeded ? 1 : 0, now.toISOString());
  return Number(result.lastInsertRowid);
}

export type Reservation = { readonly ok: true; readonly id: number } | { readonly ok: false; readonly wait: number };

/**
 * Reserves one try for `key`: refused with the seconds left while a delay runs, otherwise recorded
 * at once as a failure (call `attemptSucceeded` when the password matches). Never awaits.
 */
export function reserveAttempt(db: Database, key: AttemptKey, now: Date): Reservation {
  const wait = waitSeconds(db, key, now);
  if (wait > 0) return { ok: false, wait };
  return { ok: true, id: recordAttempt(db, key, false, now) };
}

/** Marks a reserved try as a success: the account's failures count again from it. */
export function attemptSucceeded(db: Database, id: number): void {
  db.prepare('UPDATE login_attempts SET succeeded = 1 WHERE id_attempt = ?').run(id);
}

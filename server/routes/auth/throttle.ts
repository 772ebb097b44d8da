// Repeated failed logins (per e-mail and tenant, registered or not, so the answer reveals
// nothing): after MAX_FAILURES failures within WINDOW_MINUTES since the last success, sign-in is
// refused until WINDOW_MINUTES after the latest failure. Refused attempts are not recorded, so
// waiting is always enough.
import type { Database } from '../../db/database.ts';
import { int, text } from '../../db/rows.ts';

export const MAX_FAILURES = 5;
export const WINDOW_MINUTES = 15;
const WINDOW_MS = WINDOW_MINUTES * 60_000;

interface AttemptKey {
  readonly email: string;
  readonly tenantId: number | null;
}

/** Minutes left before `key` may try again, or 0 when it may try now. */
export function lockedMinutes(db: Database, key: AttemptKey, now: Date): number {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const lastSuccess = db
    .prepare(
      `SELECT MAX(created_at) AS at FROM login_attempts
       WHERE email = ? AND id_business IS ? AND succeeded = 1`,
    )
    .get(key.email, key.tenantId);
  const floor =
    lastSuccess && typeof lastSuccess['at'] === 'string' && lastSuccess['at'] > since ? lastSuccess['at'] : since;
  const row = db
    .prepare(
      `SELECT COUNT(*) AS failures, MAX(created_at) AS latest FROM login_attempts
       WHERE email = ? AND id_business IS ? AND succeeded = 0 AND created_at > ?`,
    )
    .get(key.email, key.tenantId, floor);
  if (!row || int(row, 'failures') < MAX_FAILURES) return 0;
  const until = new Date(text(row, 'latest')).getTime() + WINDOW_MS;
  return Math.max(1, Math.ceil((until - now.getTime()) / 60_000));
}

export function recordAttempt(db: Database, key: AttemptKey, succeeded: boolean, now: Date): void {
  db.prepare('INSERT INTO login_attempts (email, id_business, succeeded, created_at) VALUES (?, ?, ?, ?)').run(
    key.email,
    key.tenantId,
    succeeded ? 1 : 0,
    now.toISOString(),
  );
}

// The auth-prune job: removes the rows the throttles, sign-out and one-time codes no longer need.
// Throttles (rate_events, login_attempts) look back at most a day, so rows older than KEEP_MS
// (twice that) can never change an answer; a revoked token matters only until its own expiry;
// a password reset token or an e-mail code past its expiry is refused the same way whether its
// row is there or not. Signing codes are left alone: their tries are part of a signature's
// evidence, kept as long as the signed document (docs/legal/electronic-signature.md), and go with
// the retention sweep. The record of old job runs is trimmed here too.
import { transaction, type Database } from '../db/database.ts';
import { pruneRuns } from './job-runs.ts';

export const KEEP_MS = 2 * 24 * 60 * 60_000;

/** Removes what no rule reads any more as of `now`; answers how many rows went. */
export function pruneAuthTables(db: Database, now: Date): number {
  const at = now.toISOString();
  const horizon = new Date(now.getTime() - KEEP_MS).toISOString();
  return transaction(db, () => {
    const removed = [
      db.prepare('DELETE FROM rate_events WHERE created_at < ?').run(horizon),
      db.prepare('DELETE FROM login_attempts WHERE created_at < ?').run(horizon),
      db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?').run(at),
      db.prepare('DELETE FROM password_reset_tokens WHERE expires_at < ?').run(horizon),
      db.prepare('DELETE FROM email_verification_codes WHERE expires_at < ?').run(horizon),
    ].reduce((sum, result) => sum + Number(result.changes), 0);
    return removed + pruneRuns(db, now);
  });
}

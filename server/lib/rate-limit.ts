// Request throttles kept in the database (rate_events): at most `limit` requests of one bucket
// and key within `windowMs`. A refused request is not recorded, so waiting is always enough.
import type { Database } from '../db/database.ts';
import { int, textOrNull } from '../db/rows.ts';

export interface RateRule {
  readonly limit: number;
  readonly windowMs: number;
}

export type RateCheck = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/** Seconds before one more request of `bucket`/`key` fits `rule`, 0 when it fits now. */
export function rateWait(db: Database, bucket: string, key: string, rule: RateRule, now: Date): number {
  const since = new Date(now.getTime() - rule.windowMs).toISOString();
  const row = db
    .prepare(
      `SELECT COUNT(*) AS count, MIN(created_at) AS first FROM (
         SELECT created_at FROM rate_events WHERE bucket = ? AND key = ? AND created_at > ?
         ORDER BY created_at DESC LIMIT ?)`,
    )
    .get(bucket, key, since, rule.limit);
  if (!row || int(row, 'count') < rule.limit) return 0;
  const first = textOrNull(row, 'first');
  const freeAt = (first ? new Date(first).getTime() : now.getTime()) + rule.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

export function recordRate(db: Database, bucket: string, key: string, now: Date): void {
  db.prepare('INSERT INTO rate_events (bucket, key, created_at) VALUES (?, ?, ?)').run(bucket, key, now.toISOString());
}

/**
 * Checks every (key, rule) pair of `bucket` and records the request under each key when all fit.
 * An empty key (an unknown client address) is skipped.
 */
export function takeRate(
  db: Database,
  bucket: string,
  checks: readonly (readonly [key: string, rule: RateRule])[],
  now: Date,
): RateCheck {
  const live = checks.filter(([key]) => key !== '');
  const wait = Math.max(0, ...live.map(([key, rule]) => rateWait(db, bucket, key, rule, now)));
  if (wait > 0) return { ok: false, retryAfterSeconds: wait };
  for (const [key] of live) recordRate(db, bucket, key, now);
  return { ok: true };
}

// The once-per-period claim of the scheduled jobs (job_runs, migration 16). Claiming is one
// statement, never a read followed by a write: an INSERT … ON CONFLICT DO NOTHING that only one
// instance can win, or, for a period whose run failed or was abandoned (its lease passed), a
// conditional UPDATE that only one instance can win. Both hold on any SQL engine with row locks.
import type { Database } from '../db/database.ts';

/** How long a claimed run holds before another instance may take it over (a crashed process). */
export const RUN_LEASE_MS = 30 * 60_000;
/** How long a failed run waits before it is tried again. */
export const RETRY_AFTER_MS = 10 * 60_000;
/** Tries of one period, the first included; after them the period waits for the next one. */
export const MAX_RUN_ATTEMPTS = 3;

export interface RunKey {
  readonly job: string;
  readonly period: string;
  /** The claiming process (host, pid and a random part). */
  readonly instance: string;
}

/** Claims `key.period` of `key.job` for `key.instance`; answers whether this instance won it. */
export function claimRun(db: Database, key: RunKey, now: Date, leaseMs = RUN_LEASE_MS): boolean {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const inserted = db
    .prepare(
      `INSERT INTO job_runs (job, period, state, instance, attempts, started_at, lease_until)
       VALUES (?, ?, 'running', ?, 1, ?, ?) ON CONFLICT (job, period) DO NOTHING`,
    )
    .run(key.job, key.period, key.instance, at, until);
  if (Number(inserted.changes) === 1) return true;
  const taken = db
    .prepare(
      `UPDATE job_runs SET state = 'running', instance = ?, attempts = attempts + 1, started_at = ?,
         lease_until = ?, finished_at = NULL, result = NULL, error = NULL
       WHERE job = ? AND period = ? AND state IN ('running', 'failed') AND lease_until < ? AND attempts < ?`,
    )
    .run(key.instance, at, until, key.job, key.period, at, MAX_RUN_ATTEMPTS);
  return Number(taken.changes) === 1;
}

/** Records the end of a run this instance holds; `count` is what the job reports it did. */
export function finishRun(db: Database, key: RunKey, now: Date, count: number): void {
  db.prepare(
    `UPDATE job_runs SET state = 'finished', finished_at = ?, result = ?
     WHERE job = ? AND period = ? AND instance = ? AND state = 'running'`,
  ).run(now.toISOString(), count, key.job, key.period, key.instance);
}

/** The error as stored: its kind and message only, bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 500);
}

/** Records a failed run; it may be tried again after RETRY_AFTER_MS (up to MAX_RUN_ATTEMPTS). */
export function failRun(db: Database, key: RunKey, now: Date, error: unknown): void {
  db.prepare(
    `UPDATE job_runs SET state = 'failed', finished_at = ?, lease_until = ?, error = ?
     WHERE job = ? AND period = ? AND instance = ? AND state = 'running'`,
  ).run(
    now.toISOString(),
    new Date(now.getTime() + RETRY_AFTER_MS).toISOString(),
    errorText(error),
    key.job,
    key.period,
    key.instance,
  );
}

/**
 * Gives up the runs `instance` still holds (a stop that could not wait for them): they are
 * recorded as failed and free at once, so another instance takes them over at its next tick.
 */
export function releaseRuns(db: Database, instance: string, now: Date): number {
  const at = now.toISOString();
  const result = db
    .prepare(
      `UPDATE job_runs SET state = 'failed', finished_at = ?, lease_until = ?, error = 'interrupted: the instance stopped'
       WHERE instance = ? AND state = 'running'`,
    )
    .run(at, at, instance);
  return Number(result.changes);
}

/** Removes the record of runs started more than `days` days ago; answers how many. */
export function pruneRuns(db: Database, now: Date, days = 90): number {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  return Number(db.prepare("DELETE FROM job_runs WHERE started_at < ? AND state <> 'running'").run(cutoff).changes);
}

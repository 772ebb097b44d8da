// Migration 16: the runs of the scheduled jobs. One row per job and period (a Chile calendar day,
// or a minute for a run asked by hand); the instance whose insert makes the row runs the job and
// records how it ended, so several API processes on one database run each period once. A run that
// failed, or whose instance stopped before finishing (its lease passed), may be taken over by
// another instance with a conditional update, a few times at most.
import type { Migration } from './migration.ts';

export const jobRuns: Migration = {
  version: 16,
  name: 'job-runs',
  sql: `
    CREATE TABLE job_runs (
      job TEXT NOT NULL,
      period TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('running', 'finished', 'failed')),
      instance TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 1,
      started_at TEXT NOT NULL,
      lease_until TEXT NOT NULL,
      finished_at TEXT,
      result INTEGER,
      error TEXT,
      PRIMARY KEY (job, period)
    );
    CREATE INDEX job_runs_started ON job_runs (started_at);
  `,
  postgres: `
    CREATE TABLE job_runs (
      job TEXT NOT NULL,
      period TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('running', 'finished', 'failed')),
      instance TEXT NOT NULL,
      attempts BIGINT NOT NULL DEFAULT 1,
      started_at TEXT NOT NULL,
      lease_until TEXT NOT NULL,
      finished_at TEXT,
      result BIGINT,
      error TEXT,
      PRIMARY KEY (job, period)
    );
    CREATE INDEX job_runs_started ON job_runs (started_at);
  `,
};

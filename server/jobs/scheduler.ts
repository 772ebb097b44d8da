// The schedule of the jobs that must run once per day however many API instances share the
// database: each job has a fixed time on Chile's clock (America/Santiago, so it follows daylight
// saving time by itself), and from that time on, every tick tries to claim the day's period
// (job-runs.ts). The instance that wins runs the job and records how it ended; the others find
// the period taken. An instance that starts after the hour, or one that was down at the hour,
// runs the day's period at its first tick if nobody has. Jobs of one instance run one at a time.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobName } from '../../src/lib/contract/jobs.ts';
import { chileClock } from '../../src/lib/format/chile-time.ts';
import type { Database } from '../db/database.ts';
import { claimRun, failRun, finishRun, releaseRuns, type RunKey } from './job-runs.ts';

export interface Job {
  readonly name: JobName;
  /** 'HH:MM' on Chile's clock: the job is due every day from this time on. */
  readonly at: string;
  /** Does the work as of `now`; answers what it counted (messages, rows, people, files). */
  readonly run: (now: Date) => number | Promise<number>;
}

/** What jobs write to the log: pino's logger fits. */
export interface JobLogger {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export type RunOutcome =
  | { readonly ran: false }
  | { readonly ran: true; readonly outcome: 'finished'; readonly count: number }
  | { readonly ran: true; readonly outcome: 'failed' };

/** An id for this process among the instances: host, process id and a random part. */
export function instanceId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** The Chile day whose run is due at `now` for a job at `at` ('HH:MM'), or null before that time. */
export function duePeriod(at: string, now: Date): string | null {
  const clock = chileClock(now);
  if (!clock || clock.time < at) return null;
  return `${clock.year}-${clock.month}-${clock.day}`;
}

/** The period of a run asked by hand: the minute it was asked in (UTC), so one ask runs once. */
export function manualPeriod(now: Date): string {
  return `manual:${now.toISOString().slice(0, 16)}`;
}

/** Claims `period` of `job` and, when this instance wins it, runs it and records the end. */
export async function runClaimed(
  db: Database,
  job: Job,
  period: string,
  instance: string,
  now: () => Date,
  logger?: JobLogger,
): Promise<RunOutcome> {
  const key: RunKey = { job: job.name, period, instance };
  if (!claimRun(db, key, now())) return { ran: false };
  const started = Date.now();
  try {
    const count = await job.run(now());
    finishRun(db, key, now(), count);
    logger?.info({ job: job.name, period, count, ms: Date.now() - started }, 'job finished');
    return { ran: true, outcome: 'finished', count };
  } catch (error) {
    failRun(db, key, now(), error);
    logger?.error({ job: job.name, period, err: error, ms: Date.now() - started }, 'job failed');
    return { ran: true, outcome: 'failed' };
  }
}

export interface SchedulerOptions {
  readonly db: Database;
  readonly jobs: readonly Job[];
  readonly instance: string;
  readonly now?: () => Date;
  readonly tickMs?: number;
  readonly logger?: JobLogger;
}

export interface Scheduler {
  /** Runs every job due now that no instance has run for its period; never overlaps itself. */
  tick(): Promise<void>;
  /** A tick now, then one every `tickMs` (the timer does not keep the process alive). */
  start(): void;
  /** Stops the timer and waits for the tick in progress. */
  stop(): Promise<void>;
  /** Gives up the runs this instance still holds, for another instance to take over. */
  release(): number;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, jobs, instance, logger } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function runDue(): Promise<void> {
    for (const job of jobs) {
      if (stopped) return;
      const period = duePeriod(job.at, now());
      if (period !== null) await runClaimed(db, job, period, instance, now, logger);
    }
  }

  function tick(): Promise<void> {
    running ??= runDue()
      .catch((error: unknown) => logger?.error({ err: error }, 'job schedule tick failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    tick,
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(() => void tick(), options.tickMs ?? 60_000);
      timer.unref();
      void tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    release: () => releaseRuns(db, instance, now()),
  };
}

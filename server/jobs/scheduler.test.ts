// The schedule of the jobs that run once: each is due from its hour on Chile's clock, whatever the
// daylight saving time; each period is claimed by one instance only, through the database; a
// failed or abandoned run is taken over later by another instance, a bounded number of times.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chileClock } from '../../src/lib/format/chile-time.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { int, text } from '../db/rows.ts';
import { claimRun, MAX_RUN_ATTEMPTS, RETRY_AFTER_MS, RUN_LEASE_MS } from './job-runs.ts';
import { createScheduler, duePeriod, runClaimed, type Job } from './scheduler.ts';

const folders: string[] = [];
const open: Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Two connections on one database file, as two API processes have. */
function sharedFile(): [Database, Database] {
  const folder = mkdtempSync(join(tmpdir(), 'enlista-jobs-'));
  folders.push(folder);
  const path = join(folder, 'enlista.db');
  const first = openDatabase(path);
  migrate(first);
  const second = openDatabase(path);
  open.push(first, second);
  return [first, second];
}

function memory(): Database {
  const db = openDatabase(':memory:');
  migrate(db);
  open.push(db);
  return db;
}

const MINUTE = 60_000;

describe('duePeriod', () => {
  it('is due from the hour on Chile’s clock: 12:00 UTC in summer (UTC−3), 13:00 UTC in winter (UTC−4)', () => {
    expect(duePeriod('09:00', new Date('2026-01-15T11:59:00Z'))).toBeNull();
    expect(duePeriod('09:00', new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15');
    expect(duePeriod('09:00', new Date('2026-07-15T12:59:00Z'))).toBeNull();
    expect(duePeriod('09:00', new Date('2026-07-15T13:00:00Z'))).toBe('2026-07-15');
  });

  it('names the Chile day, not the UTC one, late in the evening', () => {
    // 22:30 in Santiago on 14 January is already the 15th in UTC.
    expect(duePeriod('02:00', new Date('2026-01-15T01:30:00Z'))).toBe('2026-01-14');
  });
});

describe('the schedule across daylight saving changes', () => {
  /** Ticks every five minutes from `from` for `days` days; answers the instants the job ran at. */
  async function ranAt(from: string, days: number): Promise<Date[]> {
    const db = memory();
    let clock = new Date(from);
    const runs: Date[] = [];
    const job: Job = { name: 'expiry-reminders', at: '09:00', run: (now) => runs.push(now) };
    const scheduler = createScheduler({ db, jobs: [job], instance: 'a', now: () => clock });
    for (let minute = 0; minute < days * 24 * 60; minute += 5) {
      await scheduler.tick();
      clock = new Date(clock.getTime() + 5 * MINUTE);
    }
    return runs;
  }

  it('runs once a day at 09:00 in Santiago when the clocks go back (5 April 2026)', async () => {
    const runs = await ranAt('2026-04-03T04:00:00Z', 4);
    expect(runs.map((at) => at.toISOString())).toEqual([
      '2026-04-03T12:00:00.000Z',
      '2026-04-04T12:00:00.000Z',
      '2026-04-05T13:00:00.000Z',
      '2026-04-06T13:00:00.000Z',
    ]);
    expect(runs.map((at) => chileClock(at)?.time)).toEqual(['09:00', '09:00', '09:00', '09:00']);
  });

  it('runs once a day at 09:00 in Santiago when the clocks go forward (6 September 2026)', async () => {
    const runs = await ranAt('2026-09-04T04:00:00Z', 4);
    expect(runs.map((at) => at.toISOString())).toEqual([
      '2026-09-04T13:00:00.000Z',
      '2026-09-05T13:00:00.000Z',
      '2026-09-06T12:00:00.000Z',
      '2026-09-07T12:00:00.000Z',
    ]);
  });

  it('an instance started after the hour runs the day’s period at its first tick, if nobody has', async () => {
    const db = memory();
    let count = 0;
    const job: Job = { name: 'auth-prune', at: '04:00', run: () => ++count };
    const now = () => new Date('2026-12-07T15:00:00Z');
    await createScheduler({ db, jobs: [job], instance: 'a', now }).tick();
    await createScheduler({ db, jobs: [job], instance: 'b', now }).tick();
    expect(count).toBe(1);
    const row = db.prepare('SELECT * FROM job_runs').get();
    expect(row && [text(row, 'period'), text(row, 'state'), text(row, 'instance'), int(row, 'result')]).toEqual([
      '2026-12-07',
      'finished',
      'a',
      1,
    ]);
  });
});

describe('one run per period among instances', () => {
  it('two instances on one database file asked at once: exactly one runs', async () => {
    const [first, second] = sharedFile();
    let runs = 0;
    const job: Job = {
      name: 'outbox-prune',
      at: '04:30',
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return 0;
      },
    };
    const now = () => new Date('2026-12-07T12:00:00Z');
    const outcomes = await Promise.all([
      runClaimed(first, job, '2026-12-07', 'a', now),
      runClaimed(second, job, '2026-12-07', 'b', now),
    ]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(runs).toBe(1);
  });

  it('a failed run is recorded and tried again, by any instance, once RETRY_AFTER_MS has passed', async () => {
    const [first, second] = sharedFile();
    let clock = new Date('2026-12-07T12:00:00Z');
    let fail = true;
    const job: Job = {
      name: 'retention-sweep',
      at: '03:00',
      run: () => {
        if (fail) throw new Error('disco lleno');
        return 4;
      },
    };
    expect(await runClaimed(first, job, 'p', 'a', () => clock)).toEqual({ ran: true, outcome: 'failed' });
    const failed = first.prepare('SELECT state, error FROM job_runs').get();
    expect(failed && [text(failed, 'state'), text(failed, 'error')]).toEqual(['failed', 'Error: disco lleno']);
    expect(await runClaimed(second, job, 'p', 'b', () => clock)).toEqual({ ran: false });
    clock = new Date(clock.getTime() + RETRY_AFTER_MS + 1);
    fail = false;
    expect(await runClaimed(second, job, 'p', 'b', () => clock)).toEqual({ ran: true, outcome: 'finished', count: 4 });
    expect(await runClaimed(first, job, 'p', 'a', () => clock)).toEqual({ ran: false });
  });

  it('a run abandoned by a stopped process is taken over after its lease, at most MAX_RUN_ATTEMPTS times', () => {
    const db = memory();
    let at = new Date('2026-12-07T12:00:00Z');
    expect(claimRun(db, { job: 'auth-prune', period: 'p', instance: 'a' }, at)).toBe(true);
    expect(claimRun(db, { job: 'auth-prune', period: 'p', instance: 'b' }, at)).toBe(false);
    for (let attempt = 2; attempt <= MAX_RUN_ATTEMPTS; attempt += 1) {
      at = new Date(at.getTime() + RUN_LEASE_MS + 1);
      expect(claimRun(db, { job: 'auth-prune', period: 'p', instance: `i${attempt}` }, at)).toBe(true);
    }
    at = new Date(at.getTime() + RUN_LEASE_MS + 1);
    expect(claimRun(db, { job: 'auth-prune', period: 'p', instance: 'late' }, at)).toBe(false);
  });

  it('release gives up the runs of the stopping instance, and another takes them over', async () => {
    const [first, second] = sharedFile();
    let clock = new Date('2026-12-07T12:00:00Z');
    let finish: () => void = () => undefined;
    const slow: Job = {
      name: 'database-backup',
      at: '02:00',
      run: () => new Promise<number>((resolve) => (finish = () => resolve(1))),
    };
    const stopping = createScheduler({ db: first, jobs: [slow], instance: 'a', now: () => clock });
    const tick = stopping.tick();
    expect(stopping.release()).toBe(1);
    clock = new Date(clock.getTime() + 1);
    const other = await runClaimed(second, { ...slow, run: () => 2 }, '2026-12-07', 'b', () => clock);
    expect(other).toEqual({ ran: true, outcome: 'finished', count: 2 });
    finish();
    await tick;
    // The released run's late end does not overwrite the run that took it over.
    const row = second.prepare('SELECT instance, result FROM job_runs').get();
    expect(row && [text(row, 'instance'), int(row, 'result')]).toEqual(['b', 2]);
  });
});

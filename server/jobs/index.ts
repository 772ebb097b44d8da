// The scheduled jobs of the API, each with its fixed time on Chile's clock (docs/deploying.md,
// "Scheduled jobs"). Night hours keep the heavy ones away from the day's traffic; the expiry
// reminders wait for the morning, so nobody's phone rings with them at night. No time falls
// between 00:00 and 01:00, the hour Chile's clock skips or repeats when daylight saving changes.
import type { JobName } from '../../src/lib/contract/jobs.ts';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../lib/blobs/store.ts';
import { pruneDelivered } from '../lib/delivery/queue.ts';
import { runRetentionSweep } from '../lib/retention-sweep.ts';
import { pruneAuthTables } from './auth-prune.ts';
import { backupDatabase } from './database-backup.ts';
import { sendExpiryReminders } from './expiry-reminders.ts';
import type { Job } from './scheduler.ts';

export const JOB_TIMES: Readonly<Record<JobName, string>> = {
  'database-backup': '02:00',
  'retention-sweep': '03:00',
  'auth-prune': '04:00',
  'outbox-prune': '04:30',
  'expiry-reminders': '09:00',
};

export interface JobSettings {
  readonly db: Database;
  readonly blobs: BlobStore;
  readonly siteOrigin: string;
  /** Where the daily copies of the database go and how many stay (a database on disk only). */
  readonly backup?: { readonly dir: string; readonly keep: number };
}

/** The jobs an API instance schedules and `/_dev/jobs/{name}/run` can ask for. */
export function scheduledJobs(settings: JobSettings): Job[] {
  const { db, blobs, siteOrigin, backup } = settings;
  const job = (name: JobName, run: Job['run']): Job => ({ name, at: JOB_TIMES[name], run });
  return [
    ...(backup ? [job('database-backup', (now) => backupDatabase(db, backup.dir, backup.keep, now))] : []),
    job('retention-sweep', async (now) => (await runRetentionSweep(db, blobs, now)).length),
    job('auth-prune', (now) => pruneAuthTables(db, now)),
    job('outbox-prune', (now) => pruneDelivered(db, now)),
    job('expiry-reminders', (now) => sendExpiryReminders(db, siteOrigin, now)),
  ];
}

// The daily backup: a copy that opens as a database of its own and holds the rows, readable by the
// owner only; never a half-written file; and only the newest BACKUP_KEEP copies stay.
import { statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '../db/rows.ts';
import { createTestContext, type TestContext } from '../test-support.ts';
import { backupDatabase, backupName, listBackups } from './database-backup.ts';
import { scheduledJobs } from './index.ts';
import { runClaimed } from './scheduler.ts';

let context: TestContext;
let dir: string;
beforeAll(async () => {
  context = await createTestContext({ onDisk: true, seed: true });
  dir = join(context.filesDir, '..', 'backups');
});
afterAll(() => context.cleanup());

describe('backupDatabase', () => {
  it('writes a copy that opens and reads like the database, for the owner only', async () => {
    const at = new Date('2026-12-07T05:00:00.000Z');
    // A row written just before the backup is in the copy.
    context.db.prepare("UPDATE users SET firstname = 'Respaldada' WHERE email = 'trabajador@demo.cl'").run();
    expect(await backupDatabase(context.db, dir, 7, at)).toBeGreaterThan(0);
    expect(await readdir(dir)).toEqual(['enlista-2026-12-07T05-00-00Z.db']);
    const path = join(dir, backupName(at));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const copy = new DatabaseSync(path, { readOnly: true });
    try {
      const row = copy.prepare("SELECT firstname FROM users WHERE email = 'trabajador@demo.cl'").get();
      expect(row && text(row, 'firstname')).toBe('Respaldada');
      expect(copy.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    } finally {
      copy.close();
    }
  });

  it('keeps only the newest copies', async () => {
    for (const day of ['08', '09', '10']) {
      await backupDatabase(context.db, dir, 2, new Date(`2026-12-${day}T05:00:00.000Z`));
    }
    expect(await listBackups(dir)).toEqual(['enlista-2026-12-10T05-00-00Z.db', 'enlista-2026-12-09T05-00-00Z.db']);
  });

  it('runs as the database-backup job, claimed once a day', async () => {
    const jobs = scheduledJobs({
      db: context.db,
      blobs: context.blobs,
      siteOrigin: '',
      backup: { dir, keep: 3 },
    });
    const job = jobs.find((candidate) => candidate.name === 'database-backup');
    if (!job) throw new Error('no backup job');
    const now = () => new Date('2026-12-11T05:00:00.000Z');
    const first = await runClaimed(context.db, job, '2026-12-11', 'a', now);
    expect(first).toMatchObject({ ran: true, outcome: 'finished' });
    expect(await runClaimed(context.db, job, '2026-12-11', 'b', now)).toEqual({ ran: false });
    expect((await listBackups(dir))[0]).toBe('enlista-2026-12-11T05-00-00Z.db');
  });
});

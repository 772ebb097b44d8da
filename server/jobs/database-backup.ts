// The database-backup job: a consistent copy of the embedded database, taken while the API keeps
// serving (SQLite's online backup, through node:sqlite), into DATA_DIR/backups/ as
// enlista-<UTC time>.db, readable by the owner only. The copy is written under a temporary name
// and renamed when complete, so a backup file is never half written; then only the newest
// `keep` copies stay. How to restore one: docs/deploying.md, "Backups".
import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { backup } from 'node:sqlite';
import type { Database } from '../db/database.ts';

export const DEFAULT_BACKUP_KEEP = 7;
const BACKUP_FILE = /^enlista-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.db$/;

/** The file name of a backup taken at `now`: enlista-2026-12-07T05-00-00Z.db. */
export function backupName(now: Date): string {
  return `enlista-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.db`;
}

/** The backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => []);
  return names.filter((name) => BACKUP_FILE.test(name)).sort((a, b) => b.localeCompare(a));
}

/** Copies `db` into `dir` and keeps the newest `keep` copies; answers the pages copied. */
export async function backupDatabase(db: Database, dir: string, keep: number, now: Date): Promise<number> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = backupName(now);
  const partial = join(dir, `.${name}.partial`);
  let pages: number;
  try {
    pages = await backup(db, partial);
    await chmod(partial, 0o600);
    await rename(partial, join(dir, name));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  for (const old of (await listBackups(dir)).slice(keep)) await rm(join(dir, old), { force: true });
  return pages;
}

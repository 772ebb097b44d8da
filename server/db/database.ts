// Opening the SQLite database (node:sqlite) with the pragmas every connection needs, plus the
// transaction helper used by the seed and by routes that write several rows at once.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type Database = DatabaseSync;

/** Opens (creating if needed) the database at `location`; `:memory:` is used by tests. */
export function openDatabase(location: string): Database {
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
  const db = new DatabaseSync(location);
  db.exec('PRAGMA foreign_keys = ON');
  if (location !== ':memory:') {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA busy_timeout = 5000');
  }
  return db;
}

/** Runs `work` inside BEGIN/COMMIT, rolling back when it throws. `work` must be synchronous. */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

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
  // Deleted rows are overwritten with zeros, not just unlinked: anonymised personal data must not
  // stay readable in the file's free pages (docs/privacy-export.md, "What a deletion removes").
  db.exec('PRAGMA secure_delete = ON');
  if (location !== ':memory:') {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA busy_timeout = 5000');
  }
  return db;
}

/**
 * Copies the write-ahead log into the database file and empties it. With secure_delete on, the
 * database file then holds no copy of a deleted row; the log would still hold the pages as they
 * were until the next checkpoint, so a deletion calls this once it is committed.
 */
export function checkpoint(db: Database): void {
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
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

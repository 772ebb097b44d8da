// Applies the numbered migrations (recorded in the `migrations` table) and empties every data
// table for a reset. The schema itself is never dropped by a reset.
import { transaction } from './database.ts';
import type { Database } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';
import type { Migration } from './migrations/index.ts';
import { int, text } from './rows.ts';

/** Applies every migration not yet recorded; returns the versions applied now. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM migrations')
      .all()
      .map((row) => int(row, 'version')),
  );
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    transaction(db, () => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    });
  }
  return pending.map((migration) => migration.version);
}

/** Names of the data tables (everything but SQLite internals and the migrations record). */
export function dataTables(db: Database): string[] {
  return db
    .prepare(
      `SELECT name FROM sqlite_master
       WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'migrations'
       ORDER BY name`,
    )
    .all()
    .map((row) => text(row, 'name'));
}

/** Deletes every row of every data table, so ids restart at 1 on the next insert. */
export function clearAllData(db: Database): void {
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    transaction(db, () => {
      for (const table of dataTables(db)) db.exec(`DELETE FROM "${table}"`);
    });
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}

/** True when the database holds no tenant yet (first start). */
export function isEmpty(db: Database): boolean {
  const row = db.prepare('SELECT COUNT(*) AS count FROM businesses').get();
  return row === undefined || int(row, 'count') === 0;
}

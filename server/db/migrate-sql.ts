// Migrating through the one query interface (server/db/sql.ts), on either engine, under a lock that
// every instance on the database shares: instances that start together on an empty database
// migrate it once, the others wait and find nothing left to do. A PostgreSQL database starts at
// the baseline (server/db/postgres/baseline.ts) and then takes each later migration's own text.
// The synchronous `migrate` (migrate.ts) still opens the embedded database at start; it goes once
// the API runs on the query interface.
import { MIGRATIONS, type Migration } from './migrations/index.ts';
import { BASELINE_VERSION, POSTGRES_BASELINE } from './postgres/baseline.ts';
import { int } from './rows.ts';
import type { Sql } from './sql.ts';

/** Applies every migration not yet recorded, in one locked transaction; returns those applied now. */
export function migrateSql(sql: Sql, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return sql.exclusive('enlista-migrations', async (tx) => {
    await tx.exec(`CREATE TABLE IF NOT EXISTS migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`);
    const applied = new Set((await tx.all('SELECT version FROM migrations')).map((row) => int(row, 'version')));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    const record = (migration: Migration) =>
      tx.run(
        'INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)',
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    if (tx.engine === 'postgres') {
      const covered = pending.filter((migration) => migration.version <= BASELINE_VERSION);
      if (covered.length > 0) {
        if (applied.size > 0) throw new Error('A PostgreSQL database part-way through the baseline cannot be migrated');
        await tx.exec(POSTGRES_BASELINE);
        for (const migration of covered) await record(migration);
      }
    }
    for (const migration of pending) {
      if (tx.engine === 'postgres' && migration.version <= BASELINE_VERSION) continue;
      const text = tx.engine === 'postgres' ? migration.postgres : migration.sql;
      if (text === undefined) throw new Error(`Migration ${migration.version} has no PostgreSQL text`);
      await tx.exec(text);
      await record(migration);
    }
    return pending.map((migration) => migration.version);
  });
}

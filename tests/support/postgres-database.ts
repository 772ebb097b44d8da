// An empty database of its own for a test file, on the run's throwaway cluster
// (tests/support/postgres-global.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** Why PostgreSQL tests are skipped on this machine, or '' when they run. */
export const postgresMissing: string = inject('postgresMissing');

/** A new empty database's URL; null when the machine has no PostgreSQL (see `postgresMissing`). */
export async function freshPostgres(): Promise<string | null> {
  const base = inject('postgresUrl');
  if (!base) return null;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return `${base.slice(0, base.lastIndexOf('/'))}/${name}`;
}

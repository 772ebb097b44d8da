// Vitest's global set-up for the API's tests: one throwaway PostgreSQL cluster for the whole run
// (about two seconds to start), stopped at the end. Each test file makes its own empty database on
// it (`freshPostgres` in tests/support/postgres-database.ts). Without PostgreSQL on the machine those tests are skipped
// with the reason, except under CI, where a missing engine is a failure.
import type { TestProject } from 'vitest/node';
import { postgresBin, startPostgres, type TestPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's base URL (without database), or null with `postgresMissing` saying why. */
    postgresUrl: string | null;
    postgresMissing: string;
  }
}

let cluster: TestPostgres | null = null;

export async function setup(project: TestProject): Promise<void> {
  if (!postgresBin()) {
    if (process.env.CI) throw new Error('PostgreSQL is not installed; .ci/run installs Debian’s postgresql');
    project.provide('postgresUrl', null);
    project.provide('postgresMissing', 'PostgreSQL is not installed here (set PG_BIN or install postgresql)');
    return;
  }
  cluster = await startPostgres();
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresMissing', '');
}

export function teardown(): void {
  cluster?.stop();
  cluster = null;
}

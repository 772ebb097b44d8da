// The shape of one numbered schema migration. Versions only grow; a shipped migration is never
// edited, a change is a new file.

export interface Migration {
  readonly version: number;
  readonly name: string;
  /** The embedded engine's statements (node:sqlite). */
  readonly sql: string;
  /**
   * The same change in PostgreSQL's words. Migrations up to the PostgreSQL baseline
   * (server/db/postgres/baseline.ts) have none: a PostgreSQL database starts at the baseline.
   */
  readonly postgres?: string;
}

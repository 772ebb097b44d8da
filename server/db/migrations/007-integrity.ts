// Migration 7: integrity and abuse guards. Accounts get a session version (bumped when the password
// changes, so every older token stops answering); postings, bank details and the worker's personal data get a
// row version for optimistic concurrency (a stale write is refused instead of overwriting); login
// attempts remember the client address; a generic table counts throttled requests (existence
// checks, reset requests, e-mail codes) per key.
import type { Migration } from './migration.ts';

export const integrity: Migration = {
  version: 7,
  name: 'integrity',
  sql: `
    ALTER TABLE users ADD COLUMN session_version INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE job_postings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE bank_details ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE users ADD COLUMN profile_version INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE login_attempts ADD COLUMN client TEXT;
    CREATE INDEX login_attempts_client ON login_attempts (client, created_at);

    CREATE TABLE rate_events (
      id INTEGER PRIMARY KEY,
      bucket TEXT NOT NULL,
      key TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX rate_events_key ON rate_events (bucket, key, created_at);
  `,
};

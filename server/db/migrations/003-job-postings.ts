// Migration 3: job postings published by company accounts, and the postings each worker saved
// or applied to.
import type { Migration } from './migration.ts';

export const jobPostings: Migration = {
  version: 3,
  name: 'job-postings',
  sql: `
    CREATE TABLE job_postings (
      id_publication INTEGER PRIMARY KEY,
      id_owner INTEGER NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      requirements TEXT NOT NULL,
      id_vehicle INTEGER NOT NULL,
      id_capacity INTEGER,
      id_zone INTEGER NOT NULL,
      id_region INTEGER NOT NULL,
      id_commune INTEGER NOT NULL,
      id_schedule INTEGER NOT NULL,
      start_time TEXT NOT NULL,
      pawn INTEGER NOT NULL CHECK (pawn >= 0),
      is_active INTEGER NOT NULL DEFAULT 1,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX job_postings_owner ON job_postings (id_owner);
    CREATE INDEX job_postings_created ON job_postings (created_at DESC, id_publication DESC);

    CREATE TABLE saved_postings (
      id_user INTEGER NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
      id_publication INTEGER NOT NULL REFERENCES job_postings (id_publication) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      PRIMARY KEY (id_user, id_publication)
    );

    CREATE TABLE applied_postings (
      id_user INTEGER NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
      id_publication INTEGER NOT NULL REFERENCES job_postings (id_publication) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      PRIMARY KEY (id_user, id_publication)
    );
  `,
};

// Migration 17: the audit log of a worker's files read by a company. Each download of a worker's
// document or contract by a company account is one row: which company and which of its accounts
// (its e-mail kept as it was then), whose file and which one, the name it was sent under, the
// client's address and when.
import type { Migration } from './migration.ts';

export const fileDownloads: Migration = {
  version: 17,
  name: 'file-downloads',
  sql: `
    CREATE TABLE file_downloads (
      id_download INTEGER PRIMARY KEY,
      id_business INTEGER NOT NULL REFERENCES businesses (id_business) ON DELETE CASCADE,
      id_actor INTEGER REFERENCES users (id_user) ON DELETE SET NULL,
      actor_email TEXT NOT NULL,
      id_worker INTEGER REFERENCES users (id_user) ON DELETE SET NULL,
      kind TEXT NOT NULL CHECK (kind IN ('document', 'contract')),
      id_file INTEGER,
      id_history INTEGER,
      file_name TEXT NOT NULL,
      client_ip TEXT NOT NULL,
      downloaded_at TEXT NOT NULL,
      CHECK ((kind = 'document') = (id_file IS NOT NULL)),
      CHECK ((kind = 'contract') = (id_history IS NOT NULL))
    );
    CREATE INDEX file_downloads_worker ON file_downloads (id_worker, downloaded_at);
    CREATE INDEX file_downloads_business ON file_downloads (id_business, downloaded_at);
  `,
};

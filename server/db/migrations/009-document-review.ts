// Migration 9: document review. Each company's list of required documents per job profile; on
// every worker document, its company (copied from the worker's account by a trigger, so the review
// queue reads one index), whether its type expires, a version raised by every upload and decision,
// the code of a rejection's reason and the expiry date a reminder was last sent for; the history of
// every upload and decision; and how far each worker has dismissed their news.
import type { Migration } from './migration.ts';

export const documentReview: Migration = {
  version: 9,
  name: 'document-review',
  sql: `
    CREATE TABLE required_documents (
      id_required INTEGER PRIMARY KEY,
      id_business INTEGER NOT NULL REFERENCES businesses (id_business) ON DELETE CASCADE,
      id_profile INTEGER NOT NULL,
      type_file TEXT NOT NULL CHECK (type_file IN ('General', 'Personalizated')),
      purpose_name TEXT NOT NULL,
      title TEXT,
      expires INTEGER NOT NULL DEFAULT 0,
      position INTEGER NOT NULL,
      UNIQUE (id_business, id_profile, type_file, purpose_name)
    );

    ALTER TABLE user_files ADD COLUMN id_business INTEGER REFERENCES businesses (id_business) ON DELETE CASCADE;
    ALTER TABLE user_files ADD COLUMN expires INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE user_files ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE user_files ADD COLUMN rejection_code TEXT;
    ALTER TABLE user_files ADD COLUMN reminded_expiry TEXT;

    UPDATE user_files SET id_business = (
      SELECT u.id_business FROM user_profiles p JOIN users u ON u.id_user = p.id_user
      WHERE p.id_profile_user = user_files.id_profile_user
    );

    -- Whoever inserts a document, it belongs to the company of the worker's account.
    CREATE TRIGGER user_files_business AFTER INSERT ON user_files WHEN NEW.id_business IS NULL
    BEGIN
      UPDATE user_files SET id_business = (
        SELECT u.id_business FROM user_profiles p JOIN users u ON u.id_user = p.id_user
        WHERE p.id_profile_user = NEW.id_profile_user
      ) WHERE id_file = NEW.id_file;
    END;

    -- 'Por revisar': a company's documents awaiting review, oldest first. The filtered columns
    -- close the key so that counting the queue reads the index alone.
    CREATE INDEX user_files_review_queue
      ON user_files (id_business, date_upload, id_file, is_uploaded, file_status, visibility)
      WHERE is_uploaded = 1 AND file_status IN ('PENDING', 'SOLICIT_REJECTED') AND visibility = 'VISIBLE';
    -- The expiry reminders' sweep.
    CREATE INDEX user_files_expiry ON user_files (expiration_date)
      WHERE file_status = 'ACCEPTED' AND expiration_date IS NOT NULL;

    CREATE TABLE document_events (
      id_event INTEGER PRIMARY KEY,
      id_file INTEGER NOT NULL REFERENCES user_files (id_file) ON DELETE CASCADE,
      kind TEXT NOT NULL
        CHECK (kind IN ('uploaded', 'replaced', 'approved', 'rejected', 'rejection_requested')),
      previous_status TEXT,
      new_status TEXT,
      id_actor INTEGER REFERENCES users (id_user) ON DELETE SET NULL,
      actor_role TEXT NOT NULL CHECK (actor_role IN ('worker', 'company')),
      actor_name TEXT NOT NULL,
      actor_email TEXT,
      reason_code TEXT,
      reason TEXT,
      issue_date TEXT,
      expiration_date TEXT,
      type_name TEXT,
      created_at TEXT NOT NULL
    );
    CREATE INDEX document_events_file ON document_events (id_file, id_event);

    CREATE TABLE news_reads (
      id_user INTEGER PRIMARY KEY REFERENCES users (id_user) ON DELETE CASCADE,
      seen_until INTEGER NOT NULL
    );
  `,
};

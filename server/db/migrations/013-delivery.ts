// Migration 13: delivery of the outbox. Each message gets a kind (which template it maps to), its
// template parameters, the account it is for when known, and a delivery state with its tries, lease
// and provider id (the e-mail's Message-ID or the chat's wamid). A chat message that cannot reach
// its person names the e-mail it falls back to; the fallback row names the row it replaces.
// Inbound chat messages are kept by sender, and each phone's last inbound time opens the 24-hour
// window in which free text may be sent. Rows written before delivery existed are 'held': they
// were demo or test messages and must never go out.
import type { Migration } from './migration.ts';

export const delivery: Migration = {
  version: 13,
  name: 'delivery',
  sql: `
    ALTER TABLE outbox ADD COLUMN kind TEXT;
    ALTER TABLE outbox ADD COLUMN params TEXT;
    ALTER TABLE outbox ADD COLUMN id_user INTEGER REFERENCES users (id_user) ON DELETE SET NULL;
    ALTER TABLE outbox ADD COLUMN fallback_to TEXT;
    ALTER TABLE outbox ADD COLUMN fallback_of INTEGER REFERENCES outbox (id) ON DELETE SET NULL;
    ALTER TABLE outbox ADD COLUMN state TEXT NOT NULL DEFAULT 'pending'
      CHECK (state IN ('pending', 'sent', 'delivered', 'read', 'failed', 'held'));
    ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT;
    ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
    ALTER TABLE outbox ADD COLUMN provider_id TEXT;
    ALTER TABLE outbox ADD COLUMN last_error TEXT;
    ALTER TABLE outbox ADD COLUMN error_code TEXT;
    ALTER TABLE outbox ADD COLUMN sent_at TEXT;
    ALTER TABLE outbox ADD COLUMN delivered_at TEXT;
    ALTER TABLE outbox ADD COLUMN read_at TEXT;
    ALTER TABLE outbox ADD COLUMN failed_at TEXT;
    ALTER TABLE outbox ADD COLUMN redacted_at TEXT;
    UPDATE outbox SET state = 'held';
    CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
    CREATE UNIQUE INDEX outbox_provider ON outbox (provider_id) WHERE provider_id IS NOT NULL;
    CREATE INDEX outbox_recipient ON outbox (recipient, created_at);
    CREATE INDEX outbox_user ON outbox (id_user, created_at);

    CREATE TABLE inbound_messages (
      id_inbound INTEGER PRIMARY KEY,
      wamid TEXT NOT NULL UNIQUE,
      sender TEXT NOT NULL,
      id_user INTEGER REFERENCES users (id_user) ON DELETE SET NULL,
      type TEXT NOT NULL,
      text TEXT,
      sent_at TEXT NOT NULL,
      received_at TEXT NOT NULL
    );
    CREATE INDEX inbound_sender ON inbound_messages (sender, sent_at);
    CREATE INDEX inbound_user ON inbound_messages (id_user, sent_at);

    CREATE TABLE chat_contacts (
      phone TEXT PRIMARY KEY,
      last_inbound_at TEXT NOT NULL
    );
  `,
};

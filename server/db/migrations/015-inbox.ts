// Migration 15: the recruiter's inbox. A chat message a company writes names the company
// (`outbox.id_business`), so each company sees only its own side of a conversation. A conversation
// is one phone number, with a stable id so no phone travels in an address; each company keeps how
// far it has read it, which is what its unread count is measured from.
import type { Migration } from './migration.ts';

export const inbox: Migration = {
  version: 15,
  name: 'inbox',
  sql: `
    ALTER TABLE outbox ADD COLUMN id_business INTEGER REFERENCES businesses (id_business) ON DELETE SET NULL;
    CREATE INDEX outbox_business ON outbox (id_business, recipient, created_at);

    CREATE TABLE conversations (
      id_conversation INTEGER PRIMARY KEY,
      phone TEXT NOT NULL UNIQUE
    );

    CREATE TABLE conversation_reads (
      id_conversation INTEGER NOT NULL REFERENCES conversations (id_conversation) ON DELETE CASCADE,
      id_business INTEGER NOT NULL REFERENCES businesses (id_business) ON DELETE CASCADE,
      read_at TEXT NOT NULL,
      PRIMARY KEY (id_conversation, id_business)
    );
  `,
};

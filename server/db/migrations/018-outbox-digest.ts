// Migration 18: messages that gather several events into one. A row written with a digest key
// (for instance a worker's document decisions) keeps, while it waits unsent, the events it tells
// of; a later event with the same key rewrites that row instead of adding one
// (db/outbox-digest.ts).
import type { Migration } from './migration.ts';

export const outboxDigest: Migration = {
  version: 18,
  name: 'outbox-digest',
  sql: `
    ALTER TABLE outbox ADD COLUMN digest_key TEXT;
    ALTER TABLE outbox ADD COLUMN digest_items TEXT;
    CREATE INDEX outbox_digest ON outbox (digest_key, channel) WHERE digest_key IS NOT NULL AND state = 'pending';
  `,
  postgres: `
    ALTER TABLE outbox ADD COLUMN digest_key TEXT;
    ALTER TABLE outbox ADD COLUMN digest_items TEXT;
    CREATE INDEX outbox_digest ON outbox (digest_key, channel) WHERE digest_key IS NOT NULL AND state = 'pending';
  `,
};

// The data the API starts with: the database in DATA_DIR, migrated to the newest schema. The demo
// data (accounts whose password the README prints) is loaded on first start in local mode only;
// any other mode starts with an empty database and its own accounts. The demo data comes with the
// expiry reminders of its documents, so the outbox shows them without waiting for the morning job.
import type { ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { isEmpty, migrate } from './db/migrate.ts';
import { sendExpiryReminders } from './jobs/expiry-reminders.ts';
import { openBlobStore, type BlobStore } from './lib/blobs/index.ts';
import { seedDemoData } from './seed/index.ts';

export async function openData(config: ServerConfig, blobs: BlobStore = openBlobStore(config)): Promise<Database> {
  const db = openDatabase(config.databasePath);
  migrate(db);
  if (config.localMode && isEmpty(db)) {
    const siteOrigin = config.siteOrigins[0] ?? 'http://localhost:4321';
    const now = new Date();
    await seedDemoData(db, blobs, now, { powerJwtSecret: config.powerJwtSecret, siteOrigin });
    // The demo's documents about to expire get their reminders at once, as after /_dev/reset.
    sendExpiryReminders(db, siteOrigin, now);
  }
  return db;
}

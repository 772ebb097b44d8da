// The data the API starts with: the database in DATA_DIR, migrated to the newest schema. The demo
// data (accounts whose password the README prints) is loaded on first start in local mode only;
// any other mode starts with an empty database and its own accounts.
import type { ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { isEmpty, migrate } from './db/migrate.ts';
import { openBlobStore, type BlobStore } from './lib/blobs/index.ts';
import { seedDemoData } from './seed/index.ts';

export async function openData(config: ServerConfig, blobs: BlobStore = openBlobStore(config)): Promise<Database> {
  const db = openDatabase(config.databasePath);
  migrate(db);
  if (config.localMode && isEmpty(db)) {
    await seedDemoData(db, blobs, new Date(), {
      powerJwtSecret: config.powerJwtSecret,
      siteOrigin: config.siteOrigins[0] ?? 'http://localhost:4321',
    });
  }
  return db;
}

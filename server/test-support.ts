// Test helpers: a fresh in-memory database, migrated and seeded, with files in a temp dir, and
// the app built on top of it. Used by the in-process route tests (app.request()).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app.ts';
import type { AppOptions } from './app.ts';
import { openDatabase } from './db/database.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { diskBlobStore } from './lib/blobs/disk.ts';
import type { BlobStore } from './lib/blobs/store.ts';
import { seedDemoData } from './seed/index.ts';

export const TEST_SITE_ORIGIN = 'http://localhost:4321';

/** WhatsApp webhook secrets of the test apps, so /webhooks/* is in every suite's route table. */
export const TEST_WHATSAPP_WEBHOOK = { appSecret: 'secreto-de-la-app-de-prueba', verifyToken: 'token-de-verificacion' };

// The real one, taken before any test fakes the timers.
const afterPendingWork = setImmediate;

export interface TestContext {
  readonly app: ReturnType<typeof createApp>;
  readonly db: Database;
  /** The folder of the disk store (seeded files are written there first). */
  readonly filesDir: string;
  /** The app's file store: the folder's, or the `blobs` given. */
  readonly blobs: BlobStore;
  /** ':memory:' unless the context was made `onDisk`. */
  readonly databasePath: string;
  readonly cleanup: () => void;
}

export interface TestContextOptions extends Omit<AppOptions, 'db' | 'filesDir'> {
  readonly seed?: boolean;
  /** Keeps the database in a file beside the files folder (`databasePath`), as a server does. */
  readonly onDisk?: boolean;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'enlista-api-'));
  const { seed, onDisk, ...appOptions } = options;
  const databasePath = onDisk ? join(dataDir, 'enlista.db') : ':memory:';
  const db = openDatabase(databasePath);
  migrate(db);
  const filesDir = join(dataDir, 'files');
  const blobs = appOptions.blobs ?? diskBlobStore(filesDir);
  if (seed !== false) await seedDemoData(db, blobs, appOptions.now?.() ?? new Date());
  const app = createApp({
    siteOrigin: TEST_SITE_ORIGIN,
    whatsappWebhook: TEST_WHATSAPP_WEBHOOK,
    ...appOptions,
    db,
    blobs,
  });
  return {
    app,
    db,
    filesDir,
    blobs,
    databasePath,
    // Some routes finish their work after answering (an e-mail sent after the same answer for any
    // address): the database closes only once that work, already queued, has run.
    cleanup: () => {
      afterPendingWork(() => {
        db.close();
        rmSync(join(filesDir, '..'), { recursive: true, force: true });
      });
    },
  };
}

/** POST with a JSON body. */
export function jsonRequest(body: unknown, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  return { method: 'POST', ...init, headers, body: JSON.stringify(body) };
}

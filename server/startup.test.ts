// What the API does with its data folder when it starts: the demo data (whose passwords the README
// prints) is loaded only in local mode; any other mode starts with an empty, migrated database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { int } from './db/rows.ts';
import { openData } from './startup.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function emptyDataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'enlista-startup-'));
  folders.push(folder);
  return folder;
}

const count = (db: Database, sql: string) => int(db.prepare(sql).get() ?? {}, 'count');

describe('start-up data', () => {
  it('production mode with an empty data folder loads no demo account', async () => {
    const config = readConfig({
      API_MODE: 'production',
      DATA_DIR: emptyDataDir(),
      JWT_SECRET: 'a-real-secret-of-32-characters!!',
      POWER_JWT_SECRET: 'another-real-secret-32-character',
      SIGNING_CODE_SECRET: 'a-third-secret-for-signing-codes',
      SMTP_URL: 'smtp://localhost:2525',
    });
    const db = await openData(config);
    try {
      expect(count(db, 'SELECT COUNT(*) AS count FROM users')).toBe(0);
      expect(count(db, 'SELECT COUNT(*) AS count FROM businesses')).toBe(0);
      expect(count(db, 'SELECT COUNT(*) AS count FROM migrations')).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it('local mode loads the demo data on first start', async () => {
    const db = await openData(readConfig({ API_MODE: 'local', DATA_DIR: emptyDataDir() }));
    try {
      expect(count(db, "SELECT COUNT(*) AS count FROM users WHERE email = 'empresa@demo.cl'")).toBe(1);
    } finally {
      db.close();
    }
  });
});

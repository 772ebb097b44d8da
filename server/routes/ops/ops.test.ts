// /healthz answers while the process runs; /readyz answers 200 only while the database, the file
// store and the delivery queue can be used, and names what fails otherwise (503).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { s3BlobStore } from '../../lib/blobs/s3.ts';
import { startTestS3Server } from '../../lib/blobs/s3-test-server.ts';
import { createTestContext, type TestContext } from '../../test-support.ts';

let context: TestContext;
beforeEach(async () => {
  context = await createTestContext({ seed: false });
});
afterEach(() => context.cleanup());

const ask = async (path: string) => {
  const response = await context.app.request(path);
  const body: unknown = await response.json();
  return { status: response.status, cache: response.headers.get('cache-control'), body };
};

describe('health', () => {
  it('/healthz answers ok, never cached', async () => {
    expect(await ask('/healthz')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
  });

  it('/readyz answers ok with each part checked', async () => {
    expect(await ask('/readyz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ok', checks: { database: 'ok', files: 'ok', delivery: 'ok' } },
    });
  });

  it('/readyz answers 503 naming the file store when it cannot be written', async () => {
    rmSync(context.filesDir, { recursive: true, force: true });
    writeFileSync(context.filesDir, 'no es una carpeta');
    const answer = await ask('/readyz');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'failed', checks: { database: 'ok', files: 'failed', delivery: 'ok' } });
  });

  it('/readyz answers 503 naming the queue when its table cannot be read', async () => {
    context.db.exec('DROP TABLE outbox');
    const answer = await ask('/readyz');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'failed', checks: { database: 'ok', files: 'ok', delivery: 'failed' } });
  });

  it('/readyz answers 503 naming the database and the queue when the database is closed', async () => {
    const closed = await createTestContext({ seed: false });
    closed.db.close();
    const response = await closed.app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'failed',
      checks: { database: 'failed', files: 'ok', delivery: 'failed' },
    });
    rmSync(join(closed.filesDir, '..'), { recursive: true, force: true });
  });

  it('/readyz asks the bucket when files are kept in one, and names the file store when it is gone', async () => {
    const s3 = await startTestS3Server();
    try {
      const inBucket = await createTestContext({ seed: false, blobs: s3BlobStore(s3.settings) });
      const ready = await inBucket.app.request('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', files: 'ok', delivery: 'ok' } });
      inBucket.cleanup();

      const noBucket = await createTestContext({
        seed: false,
        blobs: s3BlobStore({ ...s3.settings, bucket: 'bucket-que-no-existe' }),
      });
      const missing = await noBucket.app.request('/readyz');
      expect(missing.status).toBe(503);
      expect(await missing.json()).toEqual({
        status: 'failed',
        checks: { database: 'ok', files: 'failed', delivery: 'ok' },
      });
      noBucket.cleanup();
    } finally {
      await s3.close();
    }
  });
});

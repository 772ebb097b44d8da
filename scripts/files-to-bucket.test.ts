// Moving a DATA_DIR's files into a bucket: every file lands under its path as key, byte for byte,
// temporary files stay behind, the folder is left as it was, and bad settings stop it by name.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3BlobStore } from '../server/lib/blobs/s3.ts';
import { startTestS3Server, type TestS3Server } from '../server/lib/blobs/s3-test-server.ts';
import { readBlob } from '../server/lib/blobs/store.ts';
import { filesToBucket } from './files-to-bucket.ts';

let s3: TestS3Server;
let dataDir: string;

beforeAll(async () => {
  s3 = await startTestS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 'enlista-move-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function envOf(): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    S3_ENDPOINT: s3.settings.endpoint,
    S3_BUCKET: s3.settings.bucket,
    S3_REGION: s3.settings.region,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

describe('files-to-bucket', () => {
  it('copies every stored file under its path and checks it', async () => {
    const files = {
      'users/4/documents/12-1733580000000.pdf': Buffer.from('%PDF-1.4 documento'),
      'users/4/contracts/abc-firmado.pdf': Buffer.from('%PDF-1.4 contrato'),
      'public/avatars/user-4-aa.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      'powers/xyz/poder.pdf': Buffer.alloc(3 * 1024 * 1024, 7),
    };
    for (const [key, bytes] of Object.entries(files)) {
      const path = join(dataDir, 'files', ...key.split('/'));
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, bytes);
    }
    // A write cut short leaves a temporary file; it is nobody's file and stays behind.
    writeFileSync(join(dataDir, 'files', 'users', '4', 'documents', '.1234.part'), 'a medias');
    const lines: string[] = [];
    expect(await filesToBucket(envOf(), (line) => lines.push(line))).toBe(4);
    const bucket = s3BlobStore(s3.settings);
    for (const [key, bytes] of Object.entries(files)) {
      expect(Buffer.from((await readBlob(bucket, key)) ?? []).equals(bytes), key).toBe(true);
    }
    const keys: string[] = [];
    for await (const key of bucket.list('')) keys.push(key);
    expect(keys.sort()).toEqual(Object.keys(files).sort());
    expect(lines.at(-1)).toBe('Listo: 4 archivos copiados y verificados (SHA-256).');
    expect(readdirSync(join(dataDir, 'files', 'users', '4', 'documents'))).toHaveLength(2);
    // Again: nothing changes.
    expect(await filesToBucket(envOf(), () => undefined)).toBe(4);
  });

  it('names what is missing or wrong, and fails on a bucket that does not exist', async () => {
    await expect(filesToBucket({ DATA_DIR: dataDir })).rejects.toThrow(
      'faltan S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    const withoutRegion: Record<string, string | undefined> = { ...envOf(), S3_REGION: undefined };
    await expect(filesToBucket(withoutRegion)).rejects.toThrow('faltan S3_REGION');
    await expect(filesToBucket({ ...envOf(), S3_ENDPOINT: 'minio' })).rejects.toThrow(/S3_ENDPOINT debe ser una URL/);
    await expect(filesToBucket({ ...envOf(), S3_BUCKET: 'otro-bucket' }, () => undefined)).rejects.toThrow();
  });
});

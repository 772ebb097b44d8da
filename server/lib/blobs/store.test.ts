// The file store's contract, run against both implementations: the folder on disk and an
// S3-compatible bucket (s3rver on a free port).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskBlobStore } from './disk.ts';
import { s3BlobStore } from './s3.ts';
import { startTestS3Server, type TestS3Server } from './s3-test-server.ts';
import { deleteFolder, isBlobKey, readBlob, type BlobStore } from './store.ts';

async function keys(store: BlobStore, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const key of store.list(prefix)) found.push(key);
  return found.sort();
}

let s3: TestS3Server;
let folder: string;

beforeAll(async () => {
  s3 = await startTestS3Server();
  folder = mkdtempSync(join(tmpdir(), 'enlista-blobs-'));
});

afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const stores: [string, () => BlobStore][] = [
  ['disco', () => diskBlobStore(join(folder, 'files'))],
  ['s3', () => s3BlobStore(s3.settings)],
];

describe.each(stores)('file store (%s)', (_name, make) => {
  it('keeps bytes and answers them as a stream with their size', async () => {
    const store = make();
    const bytes = new Uint8Array(randomBytes(70_000));
    await store.put('users/1/documents/1-1.pdf', bytes);
    const blob = await store.get('users/1/documents/1-1.pdf');
    expect(blob?.size).toBe(bytes.byteLength);
    const chunks: Uint8Array[] = [];
    for await (const chunk of blob!.stream as AsyncIterable<Uint8Array>) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(Buffer.from(bytes))).toBe(true);
    expect(await store.exists('users/1/documents/1-1.pdf')).toBe(true);
  });

  it('takes a stream of unknown length (larger than one upload part)', async () => {
    const store = make();
    const part = randomBytes(1024 * 1024);
    const parts = Array.from({ length: 6 }, () => part);
    await store.put(
      'powers/big/poder.pdf',
      Readable.from(
        (function* () {
          yield* parts;
        })(),
      ),
    );
    const stored = await readBlob(store, 'powers/big/poder.pdf');
    const expected = createHash('sha256').update(Buffer.concat(parts)).digest('hex');
    expect(createHash('sha256').update(stored!).digest('hex')).toBe(expected);
    expect((await store.get('powers/big/poder.pdf'))?.size).toBe(6 * 1024 * 1024);
  });

  it('replaces an object whole, and a web stream is taken too', async () => {
    const store = make();
    await store.put('public/avatars/a.png', new Uint8Array([1, 2, 3]));
    await store.put('public/avatars/a.png', new Blob([new Uint8Array([4, 5])]).stream());
    expect(Array.from((await readBlob(store, 'public/avatars/a.png'))!)).toEqual([4, 5]);
  });

  it('answers null for a missing object, and deleting one is not an error', async () => {
    const store = make();
    expect(await store.get('users/9/documents/none.pdf')).toBeNull();
    expect(await store.exists('users/9/documents/none.pdf')).toBe(false);
    await expect(store.delete('users/9/documents/none.pdf')).resolves.toBeUndefined();
  });

  it('lists by prefix and deletes a folder', async () => {
    const store = make();
    for (const key of ['register/7/a.png', 'register/7/b.pdf', 'register/70/c.pdf', 'register/8/d.pdf']) {
      await store.put(key, new Uint8Array([1]));
    }
    expect(await keys(store, 'register/7/')).toEqual(['register/7/a.png', 'register/7/b.pdf']);
    expect(await keys(store, 'register/7')).toEqual(['register/7/a.png', 'register/7/b.pdf', 'register/70/c.pdf']);
    expect(await deleteFolder(store, 'register/7/')).toBe(2);
    expect(await keys(store, 'register/')).toEqual(['register/70/c.pdf', 'register/8/d.pdf']);
    expect(await store.exists('register/7/a.png')).toBe(false);
  });

  it('refuses keys that could leave the store or clash with its temporary files', async () => {
    const store = make();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a/.part', 'a\\b', '']) {
      expect(isBlobKey(key)).toBe(false);
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow('Clave de archivo inválida');
      await expect(store.get(key)).rejects.toThrow('Clave de archivo inválida');
    }
  });

  it('is reachable', async () => {
    await expect(make().check()).resolves.toBeUndefined();
  });
});

describe('disk file store', () => {
  it('leaves no temporary file behind, and keeps the old file when a write fails midway', async () => {
    const root = join(folder, 'atomic');
    const store = diskBlobStore(root);
    await store.put('users/2/contracts/c.pdf', new Uint8Array([1, 2, 3]));
    const failing = new Readable({
      read() {
        this.push(Buffer.from([9, 9]));
        this.destroy(new Error('conexión cortada'));
      },
    });
    await expect(store.put('users/2/contracts/c.pdf', failing)).rejects.toThrow('conexión cortada');
    expect(Array.from((await readBlob(store, 'users/2/contracts/c.pdf'))!)).toEqual([1, 2, 3]);
    expect(readdirSync(join(root, 'users', '2', 'contracts'))).toEqual(['c.pdf']);
  });
});

describe('S3 file store', () => {
  it('fails its check when the bucket does not exist', async () => {
    await expect(s3BlobStore({ ...s3.settings, bucket: 'no-existe' }).check()).rejects.toThrow();
  });
});

// The disk file store: one folder (`${DATA_DIR}/files`), a key being a path under it. A write goes
// to a temporary file in the object's own folder, is flushed to the device (fsync), then renamed
// over the final name, which the file system does in one step: a crash or a failed upload leaves
// the old file or none, never half of one. Temporary files start with a dot, a name no key can
// have, so they are never listed or served.
import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { assertBlobKey, assertBlobPrefix, nodeBody, type BlobBody, type BlobStore, type StoredBlob } from './store.ts';

export function diskBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return join(root, ...key.split('/'));
  };

  async function* walk(folder: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile()) yield relative(root, path).split(sep).join('/');
    }
  }

  return {
    kind: 'disco',
    async put(key: string, body: BlobBody): Promise<void> {
      const target = pathOf(key);
      const folder = dirname(target);
      await mkdir(folder, { recursive: true });
      const temporary = join(folder, `.${randomUUID()}.part`);
      const handle = await open(temporary, 'wx', 0o600);
      try {
        const source = nodeBody(body);
        if (source instanceof Uint8Array) await handle.writeFile(source);
        else for await (const chunk of source as AsyncIterable<Uint8Array>) await handle.write(chunk);
        await handle.sync();
        await handle.close();
        await rename(temporary, target);
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(temporary, { force: true });
        throw error;
      }
      // The rename is durable once the folder's entry is on the device too.
      const directory = await open(folder, 'r');
      await directory.sync().finally(() => directory.close());
    },
    async get(key: string): Promise<StoredBlob | null> {
      const path = pathOf(key);
      let handle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      // The open handle keeps these bytes readable even if a newer version is renamed over them;
      // it closes when the stream ends or is cancelled.
      const stream = handle.createReadStream();
      return { size: info.size, stream: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },
    async exists(key: string): Promise<boolean> {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },
    list(prefix: string): AsyncIterable<string> {
      assertBlobPrefix(prefix);
      // Walk only the deepest folder the prefix names, then keep the keys that start with it.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const start = folder === '' ? root : join(root, ...folder.split('/'));
      return (async function* () {
        for await (const key of walk(start)) if (key.startsWith(prefix)) yield key;
      })();
    },
    async check(): Promise<void> {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

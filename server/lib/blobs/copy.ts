// Copies every file of one store into another under the same key, each streamed (never whole in
// memory), then read back from the target and compared by SHA-256: moving an existing DATA_DIR's
// files into a bucket (scripts/files-to-bucket.ts, docs/deploying.md). Running it again copies everything again, harmlessly: a write replaces the object whole.
import { sha256OfStream } from './stream.ts';
import type { BlobStore } from './store.ts';

export interface CopyProgress {
  readonly key: string;
  readonly size: number;
}

export async function copyStore(
  from: BlobStore,
  to: BlobStore,
  onCopied: (progress: CopyProgress) => void = () => undefined,
): Promise<number> {
  let copied = 0;
  for await (const key of from.list('')) {
    const source = await from.get(key);
    if (!source) continue; // removed while the copy ran
    await to.put(key, source.stream);
    const [expected, written] = await Promise.all([from.get(key), to.get(key)]);
    if (!expected || !written) throw new Error(`Copy of ${key} not readable`);
    const [left, right] = await Promise.all([sha256OfStream(expected.stream), sha256OfStream(written.stream)]);
    if (left !== right) throw new Error(`Copy of ${key} does not match its source`);
    copied += 1;
    onCopied({ key, size: written.size });
  }
  return copied;
}

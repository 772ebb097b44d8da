// The file store: where uploaded, generated and seeded files live, under keys the server chooses
// (the relative paths kept in the database, e.g. users/4/documents/12-1733580000000.pdf). Two
// implementations share this contract (docs/deploying.md): a folder on disk, the default, and an
// S3-compatible bucket. Writes are atomic (a reader sees the old object or the whole new one,
// never part of one) and files travel as streams, so serving a file never holds it in memory.
import { Readable } from 'node:stream';

/** What `put` takes: bytes already in memory, or a stream read once to its end. */
export type BlobBody = Uint8Array | ReadableStream<Uint8Array> | Readable;

export interface StoredBlob {
  /** Bytes in the object, for Content-Length. */
  readonly size: number;
  /** The object's bytes; read it to the end or cancel it. */
  readonly stream: ReadableStream<Uint8Array>;
}

export interface BlobStore {
  /** 'disco' or 's3', for messages and /readyz. */
  readonly kind: 'disco' | 's3';
  /** Writes the object whole, replacing any earlier one under the key. */
  put(key: string, body: BlobBody): Promise<void>;
  /** The object as a stream with its size; null when there is none under the key. */
  get(key: string): Promise<StoredBlob | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix` ('' for all), in no promised order. */
  list(prefix: string): AsyncIterable<string>;
  /** Throws when the store cannot be reached or written (the folder, or the bucket). */
  check(): Promise<void>;
}

// Keys are relative paths of plain segments: letters, digits, dot, dash and underscore, no segment
// that is empty, '.' or '..', or starts with a dot (the disk store keeps its temporary files
// under such names). Nothing a client sends becomes a key without the server choosing it.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isBlobKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '..');
}

export function assertBlobKey(key: string): void {
  if (!isBlobKey(key)) throw new Error('Clave de archivo inválida');
}

/** A key prefix: '' or a key followed by '/' (a folder), or a key's start. */
export function assertBlobPrefix(prefix: string): void {
  if (prefix === '') return;
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  assertBlobKey(trimmed);
}

/** The body as a Node stream or bytes. */
export function nodeBody(body: BlobBody): Uint8Array | Readable {
  if (body instanceof Uint8Array || body instanceof Readable) return body;
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
}

/** Reads a whole object into memory, for processing that needs its bytes (never for serving). */
export async function readBlob(store: BlobStore, key: string): Promise<Uint8Array | null> {
  const blob = await store.get(key);
  if (!blob) return null;
  const chunks: Uint8Array[] = [];
  for await (const chunk of blob.stream as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Removes every object under a folder (`prefix` ends in '/'); returns how many. */
export async function deleteFolder(store: BlobStore, prefix: string): Promise<number> {
  if (!prefix.endsWith('/')) throw new Error('A folder prefix ends in /');
  const keys: string[] = [];
  for await (const key of store.list(prefix)) keys.push(key);
  for (const key of keys) await store.delete(key);
  return keys.length;
}

// Where signing keeps its PDFs: in the file store, under keys the server chooses
// (users/{id}/contracts/…, powers/{folder}/…); nothing a client sends reaches a key.
import { randomUUID } from 'node:crypto';
import { readBlob, type BlobStore } from '../blobs/store.ts';

export async function writeStored(blobs: BlobStore, key: string, bytes: Uint8Array): Promise<void> {
  await blobs.put(key, bytes);
}

/** The PDF's bytes, for stamping it (processing needs them whole); throws when it is gone. */
export async function readStored(blobs: BlobStore, key: string): Promise<Uint8Array> {
  const bytes = await readBlob(blobs, key);
  if (!bytes) throw new Error('Stored signing PDF missing');
  return bytes;
}

export async function removeStored(blobs: BlobStore, key: string): Promise<void> {
  await blobs.delete(key);
}

/** users/{id}/contracts/{random}-{suffix}.pdf */
export function contractFilePath(idUser: number, suffix: 'enviado' | 'firmado'): string {
  return `users/${idUser}/contracts/${randomUUID()}-${suffix}.pdf`;
}

// The file store the API uses: the S3 bucket when the S3_* settings are given, else the folder.
import { diskBlobStore } from './disk.ts';
import { s3BlobStore, type S3Settings } from './s3.ts';
import type { BlobStore } from './store.ts';

export { diskBlobStore } from './disk.ts';
export { s3BlobStore, type S3Settings } from './s3.ts';
export * from './store.ts';

export function openBlobStore(options: { readonly filesDir: string; readonly s3?: S3Settings | null }): BlobStore {
  return options.s3 ? s3BlobStore(options.s3) : diskBlobStore(options.filesDir);
}

// Moves an existing DATA_DIR's files into the S3-compatible bucket the S3_* settings name, before
// the API is started with them (docs/deploying.md): every file under `${DATA_DIR}/files` is copied
// under the same key (its path there, which is what the database stores) and checked by SHA-256.
// The folder is left as it was; remove it once the API runs from the bucket.
//   DATA_DIR=/srv/enlista S3_ENDPOINT=… S3_BUCKET=… S3_REGION=… S3_ACCESS_KEY_ID=… \
//     S3_SECRET_ACCESS_KEY=… node scripts/files-to-bucket.ts
import { join } from 'node:path';
import * as v from 'valibot';
import { S3_ENV, S3_REQUIRED, missingS3, readS3 } from '../server/lib/blobs/config.ts';
import { copyStore } from '../server/lib/blobs/copy.ts';
import { diskBlobStore } from '../server/lib/blobs/disk.ts';
import { s3BlobStore } from '../server/lib/blobs/s3.ts';

export async function filesToBucket(
  env: Record<string, string | undefined>,
  log: (line: string) => void = console.log,
): Promise<number> {
  // With none given every one is missing; with some, the ones left out.
  const missing = missingS3(env);
  const absent = missing.length > 0 ? missing : S3_REQUIRED.filter((name) => !env[name]);
  if (absent.length > 0) throw new Error(`faltan ${absent.join(', ')}`);
  const parsed = v.safeParse(v.object(S3_ENV), env);
  if (!parsed.success) throw new Error(parsed.issues.map((issue) => issue.message).join('; '));
  const settings = readS3(parsed.output);
  if (!settings) throw new Error('faltan ajustes S3');
  const folder = join(env.DATA_DIR || '.data', 'files');
  const bucket = s3BlobStore(settings);
  await bucket.check();
  log(`Copiando ${folder} al bucket ${settings.bucket}…`);
  const copied = await copyStore(diskBlobStore(folder), bucket, ({ key, size }) => log(`  ${key} (${size} bytes)`));
  log(`Listo: ${copied} archivos copiados y verificados (SHA-256).`);
  return copied;
}

if (import.meta.main) {
  filesToBucket(process.env).catch((error: unknown) => {
    console.error(`No se pudieron copiar los archivos: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

// A message's files read back for sending, each checked against the hash stored when the message
// was written: a file changed or missing since then is not sent, and the message fails for good
// (a signed copy that no longer matches its signature must not reach anyone as if it did). A file
// store that cannot be reached is a failure to try again later.
import { createHash } from 'node:crypto';
import type { OutboxAttachment } from '../../db/outbox.ts';
import { isBlobKey, readBlob, type BlobStore } from '../blobs/store.ts';
import { DeliveryError } from './errors.ts';

export interface VerifiedAttachment {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
}

function contentTypeOf(name: string): string {
  return name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';
}

export async function readVerified(
  blobs: BlobStore,
  attachments: readonly OutboxAttachment[],
): Promise<VerifiedAttachment[]> {
  return Promise.all(
    attachments.map(async (attachment) => {
      if (!isBlobKey(attachment.storage_path)) {
        throw new DeliveryError(`Adjunto fuera de la carpeta de archivos: ${attachment.name}`, { permanent: true });
      }
      let bytes: Uint8Array | null;
      try {
        bytes = await readBlob(blobs, attachment.storage_path);
      } catch {
        throw new DeliveryError(`Almacén de archivos no disponible para el adjunto: ${attachment.name}`, {
          permanent: false,
        });
      }
      const content = bytes === null ? null : Buffer.from(bytes);
      if (content === null) {
        throw new DeliveryError(`Adjunto no encontrado: ${attachment.name}`, { permanent: true, code: 'attachment' });
      }
      if (createHash('sha256').update(content).digest('hex') !== attachment.sha256.toLowerCase()) {
        throw new DeliveryError(`Adjunto alterado (su hash no coincide): ${attachment.name}`, {
          permanent: true,
          code: 'attachment',
        });
      }
      return { filename: attachment.name, content, contentType: contentTypeOf(attachment.name) };
    }),
  );
}

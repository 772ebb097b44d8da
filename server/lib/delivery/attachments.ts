// A message's files read back for sending, each checked against the hash stored when the message
// was written: a file changed or missing since then is not sent, and the message fails for good
// (a signed copy that no longer matches its signature must not reach anyone as if it did).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { OutboxAttachment } from '../../db/outbox.ts';
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
  filesDir: string,
  attachments: readonly OutboxAttachment[],
): Promise<VerifiedAttachment[]> {
  const root = resolve(filesDir);
  return Promise.all(
    attachments.map(async (attachment) => {
      const path = resolve(root, attachment.storage_path);
      if (!path.startsWith(root + sep)) {
        throw new DeliveryError(`Adjunto fuera de la carpeta de archivos: ${attachment.name}`, { permanent: true });
      }
      const content = await readFile(path).catch(() => null);
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

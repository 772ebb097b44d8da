// Sends a stored document or contract from the file store as a stream: the content type its first
// bytes show (pdf, png or jpeg), its length, never cached by shared caches. A row whose file is
// gone from the store is a 404. A signing PDF recorded with a SHA-256 (lib/signing/integrity.ts)
// is read through the hash first and sent only when it matches: a file changed in the store after
// it was signed is refused with a 500 and logged (by what it is, never whose it is), since
// handing it out would present altered bytes as the signed document.
import type { Context } from 'hono';
import { MIME_BY_KIND, sniffFileType } from '../../../src/lib/validation/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isBlobKey } from '../../lib/blobs/store.ts';
import { peekStream, sha256OfStream } from '../../lib/blobs/stream.ts';
import { recordedHash } from '../../lib/signing/integrity.ts';

export const MISSING_FILE_MESSAGE = 'Documento no encontrado';
export const ALTERED_FILE_MESSAGE =
  'No podemos entregar este documento: el archivo guardado no coincide con el que se firmó. Ya quedó registrado para revisarlo.';

/** Longest signature sniffFileType compares. */
const HEAD_BYTES = 16;

export async function sendStoredFile(
  c: Context,
  deps: Pick<AppDeps, 'blobs' | 'db'>,
  storagePath: string,
  downloadName: string,
): Promise<Response> {
  if (!isBlobKey(storagePath)) return c.json({ message: MISSING_FILE_MESSAGE }, 404);
  const recorded = recordedHash(deps.db, storagePath);
  if (recorded) {
    const first = await deps.blobs.get(storagePath);
    if (!first) return c.json({ message: MISSING_FILE_MESSAGE }, 404);
    if ((await sha256OfStream(first.stream)) !== recorded.sha256) {
      console.error(`Archivo alterado en el almacén: ${recorded.subject} no coincide con su SHA-256 registrado`);
      return c.json({ message: ALTERED_FILE_MESSAGE }, 500);
    }
  }
  const blob = await deps.blobs.get(storagePath);
  if (!blob) return c.json({ message: MISSING_FILE_MESSAGE }, 404);
  const { head, stream } = await peekStream(blob.stream, HEAD_BYTES);
  const kind = sniffFileType(head);
  return c.body(stream, 200, {
    'content-type': kind ? MIME_BY_KIND[kind] : 'application/octet-stream',
    'content-length': String(blob.size),
    'content-disposition': `inline; filename="${downloadName.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}

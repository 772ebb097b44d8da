// Sends a stored document or contract: its bytes with the content type its content shows (pdf,
// png or jpeg), never cached by shared caches. A row whose file vanished from disk is a 404.
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Context } from 'hono';
import { MIME_BY_KIND, sniffFileType } from '../../../src/lib/validation/index.ts';

export const MISSING_FILE_MESSAGE = 'Documento no encontrado';

export function sendStoredFile(c: Context, filesDir: string, storagePath: string, downloadName: string): Response {
  const root = normalize(filesDir);
  const target = normalize(join(root, storagePath));
  if (!target.startsWith(root) || !existsSync(target)) return c.json({ message: MISSING_FILE_MESSAGE }, 404);
  const bytes = readFileSync(target);
  const kind = sniffFileType(bytes);
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': kind ? MIME_BY_KIND[kind] : 'application/octet-stream',
    'content-disposition': `inline; filename="${downloadName.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}

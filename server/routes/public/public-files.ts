// /public-files: images anyone may load (company logos, profile photos), read from
// `${filesDir}/public/{folder}/{name}`.
//   GET /:folder/:name → the image bytes (image/png or image/jpeg), 404 JSON when absent.
// Only the known folders and plain file names are accepted, so no path can leave the folder. The
// content type comes from the verified content, never the name; anything that is not wholly a PNG
// or JPEG answers 404, and nosniff keeps a browser from guessing another type.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../deps.ts';
import { MIME_BY_KIND } from '../../../src/lib/validation/file-sniff.ts';
import { notFound } from '../../lib/errors.ts';
import { verifiedFileType } from '../../lib/file-content.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { routeParams } from '../../lib/validate.ts';

export const PUBLIC_FOLDERS = ['logos', 'avatars'] as const;

const publicFile = routeParams(
  v.object({
    folder: v.picklist(PUBLIC_FOLDERS, API_MESSAGES.invalidParam),
    name: v.pipe(v.string(), v.regex(/^[\w-][\w.-]{0,99}\.(?:png|jpe?g)$/i, API_MESSAGES.invalidParam)),
  }),
);

export function publicFileRoutes(deps: AppDeps) {
  return new Hono().get('/:folder/:name', publicFile, async (c) => {
    const { folder, name } = c.req.valid('param');
    let bytes: Buffer;
    try {
      bytes = await readFile(join(deps.filesDir, 'public', folder, name));
    } catch {
      return notFound(c);
    }
    const kind = verifiedFileType(bytes);
    if (kind !== 'png' && kind !== 'jpeg') return notFound(c);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': MIME_BY_KIND[kind],
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });
}

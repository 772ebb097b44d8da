// /public-files: images anyone may load (company logos, profile photos), read from the file
// store under `public/{folder}/{name}`.
//   GET /:folder/:name → the image bytes (image/png or image/jpeg), 404 JSON when absent.
// Only the known folders and plain file names are accepted, so no path can leave the folder. The
// content type comes from the verified content, never the name; anything that is not wholly a PNG
// or JPEG answers 404, and nosniff keeps a browser from guessing another type. Judging the whole
// content needs its bytes, so these images (3 MB at most when uploaded) are read whole before they
// are sent; anything stored larger than any accepted image is refused without being read.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../deps.ts';
import { MIME_BY_KIND } from '../../../src/lib/validation/file-sniff.ts';
import { notFound } from '../../lib/errors.ts';
import { verifiedFileType } from '../../lib/file-content.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { routeParams } from '../../lib/validate.ts';

export const PUBLIC_FOLDERS = ['logos', 'avatars'] as const;

/** Larger than any logo or profile photo the API accepts. */
const LARGEST_IMAGE_BYTES = 5 * 1024 * 1024;

const publicFile = routeParams(
  v.object({
    folder: v.picklist(PUBLIC_FOLDERS, API_MESSAGES.invalidParam),
    name: v.pipe(v.string(), v.regex(/^[\w-][\w.-]{0,99}\.(?:png|jpe?g)$/i, API_MESSAGES.invalidParam)),
  }),
);

export function publicFileRoutes(deps: AppDeps) {
  return new Hono().get('/:folder/:name', publicFile, async (c) => {
    const { folder, name } = c.req.valid('param');
    const stored = await deps.blobs.get(`public/${folder}/${name}`);
    if (!stored) return notFound(c);
    if (stored.size > LARGEST_IMAGE_BYTES) {
      await stored.stream.cancel();
      return notFound(c);
    }
    const bytes = new Uint8Array(await new Response(stored.stream).arrayBuffer());
    const kind = verifiedFileType(bytes);
    if (kind !== 'png' && kind !== 'jpeg') return notFound(c);
    return c.body(bytes, 200, {
      'content-type': MIME_BY_KIND[kind],
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });
}

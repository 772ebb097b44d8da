// Optimistic concurrency for records two sessions may edit at once (postings, bank details, the
// worker's personal data). Each carries a `version` that every write raises; a client that sends
// the version it read in `If-Match` gets 409 when someone saved in between, instead of silently
// overwriting that change. A write without If-Match is applied as before.
import type { Context } from 'hono';

export const STALE_WRITE_MESSAGE =
  'Otra sesión guardó cambios en estos datos mientras los editabas. Tus cambios no se guardaron.';

/** The version named by If-Match (`3`, `"3"` or `W/"3"`), or null when the header is absent. */
export function expectedVersion(c: Context): number | null | 'malformed' {
  const header = c.req.header('if-match');
  if (header === undefined || header.trim() === '' || header.trim() === '*') return null;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  return match ? Number(match[1]) : 'malformed';
}

/** True when the request names a version other than `current` (a stale or malformed If-Match). */
export function isStaleWrite(c: Context, current: number): boolean {
  const expected = expectedVersion(c);
  return expected !== null && expected !== current;
}

export function staleWrite(c: Context) {
  return c.json({ message: STALE_WRITE_MESSAGE }, 409);
}

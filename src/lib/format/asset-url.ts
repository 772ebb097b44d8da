// Files the API serves by path (logos and profile photos under /public-files/…) are on the API's
// origin, not the site's: a path becomes an absolute URL on the API. Only web and in-memory
// addresses are kept (http, https, data, blob); anything else is no picture at all.

const PICTURE_PROTOCOLS = new Set(['http:', 'https:', 'data:', 'blob:']);

/** '/public-files/logos/a.png' on 'http://api' → 'http://api/public-files/logos/a.png'; null for no path. */
export function assetUrl(path: string | null | undefined, apiBase: string): string | null {
  const trimmed = path?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, apiBase);
    return PICTURE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

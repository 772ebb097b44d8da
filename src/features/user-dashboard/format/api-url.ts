// Files the API serves by path (profile photos under /public-files/…) as absolute URLs on the
// users API, which the page's Content Security Policy allows for images.
import { PUBLIC_USERS_API_URL } from 'astro:env/client';

export function apiAssetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    return new URL(path, PUBLIC_USERS_API_URL).href;
  } catch {
    return null;
  }
}

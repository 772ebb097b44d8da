// Loads the single site-settings entry (name, contact e-mail, address, menus) for layouts.
import { getEntry } from 'astro:content';

export async function getSiteSettings() {
  const entry = await getEntry('site', 'settings');
  if (!entry) throw new Error('content/site/settings.json is missing');
  return entry.data;
}

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>;

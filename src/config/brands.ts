// Loads the partner brands (content/brands, validated by the `brands` collection) for pages,
// which pass them to their islands; the islands pick one with selectBrand() of stores/brand.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCollection } from 'astro:content';
import { svgDataUrl } from '@/lib/svg-data-url.ts';
import type { Brand } from '@/stores/brand.ts';

/**
 * A brand's icon (a small SVG in public/) inline: it then costs no request, neither as the tab
 * icon nor in the sidebar, nor again each time the page changes its address (browsers ask for
 * the tab icon anew after such a change).
 */
function inlineIcon(path: string): string {
  return path.endsWith('.svg') ? svgDataUrl(readFileSync(join(process.cwd(), 'public', path), 'utf8')) : path;
}

export async function getBrands(): Promise<Brand[]> {
  const entries = await getCollection('brands');
  if (!entries.some((entry) => entry.data.default)) throw new Error('content/brands needs one default brand');
  return entries.map((entry) => ({ ...entry.data, icon: inlineIcon(entry.data.icon) }));
}

// Loads the partner brands (content/brands, validated by the `brands` collection) for pages,
// which pass them to their islands; the islands pick one with selectBrand() of stores/brand.ts.
import { getCollection } from 'astro:content';
import type { Brand } from '../stores/brand.ts';

export async function getBrands(): Promise<Brand[]> {
  const entries = await getCollection('brands');
  if (!entries.some((entry) => entry.data.default)) throw new Error('content/brands needs one default brand');
  return entries.map((entry) => entry.data);
}

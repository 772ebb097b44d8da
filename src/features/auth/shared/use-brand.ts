// Picks the partner brand of a page (rgs, else the business slug, else the default) and themes
// the document with it before the first paint of the island.
import { useLayoutEffect, useMemo } from 'react';
import { $brand, applyBrand, pickBrand, type Brand, type BrandKey } from '@/stores/brand.ts';

export function useBrand(brands: readonly Brand[], key: BrandKey, pageName: string): Brand {
  const { rgs, slug } = key;
  const brand = useMemo(() => pickBrand(brands, { rgs, slug }), [brands, rgs, slug]);
  useLayoutEffect(() => {
    $brand.set(brand);
    applyBrand(brand, pageName);
  }, [brand, pageName]);
  return brand;
}

// Picks the partner brand of the registration link (rgs, else the business slug, else the
// default) and themes the document with it before the island's first paint.
import { useLayoutEffect, useMemo } from 'react';
import type { TenantPath } from '@/lib/tenant-link.ts';
import { $brand, applyBrand, pickBrand, type Brand } from '@/stores/brand.ts';

export const REGISTRATION_PAGE_NAME = 'Registro';

export function useRegistrationBrand(brands: readonly Brand[], path: TenantPath): Brand {
  const { rgs, name_business: slug } = path;
  const brand = useMemo(() => pickBrand(brands, { rgs, slug }), [brands, rgs, slug]);
  useLayoutEffect(() => {
    $brand.set(brand);
    applyBrand(brand, REGISTRATION_PAGE_NAME);
  }, [brand]);
  return brand;
}

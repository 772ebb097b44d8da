// Keeps the dashboard's address and brand in step with the signed-in worker: the
// brand comes from `rgs` (address) or the company's slug; the address carries the business name,
// the rgs (the address's, else the brand's registration group) and the selected profile.
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { effectAfterNextPaint } from '@/lib/next-task.ts';
import type { LoggedUser } from '@/lib/session/types.ts';
import { $brand, applyBrand, pickBrand, rememberBrand, type Brand } from '@/stores/brand.ts';
import { $session } from '@/stores/session.ts';
import { readAddress, withAddress } from '@/features/user-dashboard/routing/address.ts';
import { replaceSearch } from '@/features/user-dashboard/routing/router.ts';
import {
  $requestedProfileId,
  $selectedProfile,
  mirrorProfile,
  parseProfileId,
} from '@/features/user-dashboard/shared/profile.ts';

export function useDashboardAddress(user: LoggedUser, brands: readonly Brand[], pageName: string): Brand {
  // Read once, before the first render, so the selector starts on the address's profile.
  const [initial] = useState(() => {
    const address = readAddress(window.location.search);
    $requestedProfileId.set(parseProfileId(address.profile));
    return address;
  });
  const slug = user.business.slug || user.business.name_business;
  const brand = useMemo(() => pickBrand(brands, { rgs: initial.rgs, slug }), [brands, initial.rgs, slug]);
  const selected = useStore($selectedProfile);

  useLayoutEffect(() => {
    $brand.set(brand);
    applyBrand(brand, pageName);
    // The area can commit a render made while the session was in force after the session ended
    // (refused by the refresh that runs as it opens): it forgot the brand, which stays forgotten.
    if ($session.get().kind === 'user') rememberBrand(brand);
  }, [brand, pageName]);

  // The address is written after the paint, in a task of its own: the links that carry its query
  // redraw then, not among the effects of the area's first commit.
  useEffect(
    () =>
      effectAfterNextPaint(() => {
        const rgs = initial.rgs ?? (brand.default ? undefined : brand.rgs[0]);
        const business = user.business.name_business || initial.business;
        const address = readAddress(window.location.search);
        replaceSearch(
          withAddress(window.location.search, {
            ...address,
            ...(business ? { business } : {}),
            ...(rgs ? { rgs } : {}),
          }),
        );
      }),
    [initial, brand, user.business.name_business],
  );

  useEffect(() => (selected ? effectAfterNextPaint(mirrorProfile) : undefined), [selected]);

  return brand;
}

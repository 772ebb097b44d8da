// Loads what the fixed steps offer (regions, vehicles, schedules, profiles) once, and the communes
// of the chosen region whenever it changes (remembered per region).
import { useEffect, useRef, useState } from 'react';
import type { TenantLink } from '@/lib/tenant-link.ts';
import { fetchCommunes, takeLookups, type Commune, type Lookups } from './lookups-api.ts';

export type LookupsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly lookups: Lookups };

export function useLookups(link: TenantLink): { state: LookupsState; retry: () => void } {
  const [state, setState] = useState<LookupsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    takeLookups(link)
      .then((lookups) => active && setState({ status: 'ready', lookups }))
      .catch(() => active && setState({ status: 'failed' }));
    return () => {
      active = false;
    };
  }, [link, attempt]);
  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}

/**
 * The communes of `regionId` ([] while none is chosen or while they load); `loading` only while the
 * chosen region's own list is on its way. A list that fails leaves the field empty: choosing the
 * region again asks once more.
 */
export function useCommunes(regionId: number | null): { communes: readonly Commune[]; loading: boolean } {
  const cache = useRef(new Map<number, readonly Commune[]>());
  // The region whose list is being fetched for the current choice (null once it settles).
  const [pending, setPending] = useState<number | null>(null);
  useEffect(() => {
    if (regionId === null || cache.current.has(regionId)) {
      // A region chosen again while another one's list was on its way: nothing is loading for it.
      setPending(null);
      return undefined;
    }
    let active = true;
    setPending(regionId);
    fetchCommunes(regionId)
      .then((communes) => cache.current.set(regionId, communes))
      .catch(() => undefined)
      .finally(() => active && setPending(null));
    return () => {
      active = false;
    };
  }, [regionId]);
  return {
    communes: regionId === null ? [] : (cache.current.get(regionId) ?? []),
    loading: regionId !== null && pending === regionId,
  };
}

// What the fixed steps read of their lookups (lookups-store.ts): loaded when the flow opens (again
// on 'Reintentar'), and the communes of the chosen region whenever it changes.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { TenantLink } from '@/lib/tenant-link.ts';
import type { Commune, Lookups } from './lookups-api.ts';
import { $communes, $communesLoading, forgetCommunes, loadCommunes, lookups } from './lookups-store.ts';

export type LookupsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly lookups: Lookups };

export function useLookups(link: TenantLink): { state: LookupsState; retry: () => void } {
  const state = lookups.stateFor(useStore(lookups.$entry), link);
  useEffect(() => {
    void lookups.load(link);
    return lookups.reset;
  }, [link]);
  return {
    state:
      state.status === 'ready'
        ? { status: 'ready', lookups: state.data }
        : { status: state.status === 'error' ? 'failed' : 'loading' },
    retry: () => void lookups.load(link),
  };
}

/**
 * The communes of `regionId` ([] while none is chosen or while they load); `loading` only while the
 * chosen region's own list is on its way.
 */
export function useCommunes(regionId: number | null): { communes: readonly Commune[]; loading: boolean } {
  const communes = useStore($communes);
  const loading = useStore($communesLoading);
  useEffect(() => {
    if (regionId !== null) void loadCommunes(regionId);
  }, [regionId]);
  useEffect(() => forgetCommunes, []);
  if (regionId === null) return { communes: [], loading: false };
  return { communes: communes[String(regionId)] ?? [], loading: loading[String(regionId)] === true };
}

// Loads what the fixed steps offer (regions, vehicles, schedules, profiles) once, and the communes
// of the chosen region whenever it changes (remembered per region).
import { useEffect, useRef, useState } from 'react';
import type { TenantLink } from '../../../lib/tenant-link.ts';
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

/** The communes of `regionId` ([] while none is chosen or while they load). */
export function useCommunes(regionId: number | null): { communes: readonly Commune[]; loading: boolean } {
  const cache = useRef(new Map<number, readonly Commune[]>());
  const [, setVersion] = useState(0);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (regionId === null || cache.current.has(regionId)) return;
    let active = true;
    setLoading(true);
    fetchCommunes(regionId)
      .then((communes) => {
        cache.current.set(regionId, communes);
        if (active) setVersion((version) => version + 1);
      })
      .catch(() => undefined)
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [regionId]);
  return { communes: regionId === null ? [] : (cache.current.get(regionId) ?? []), loading };
}

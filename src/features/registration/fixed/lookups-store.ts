// What the fixed steps offer, as stores: $lookups (regions, vehicles, schedules, profiles; the
// prefetched answer when the island started one) and $communes, the communes of each region
// chosen in the personal step with the regions whose list is on its way ($communesLoading). A
// region's list is asked once while the step is open; a list that failed is asked again the next
// time its region is chosen. Leaving the step forgets them all.
import { map } from 'nanostores';
import { remoteStore } from '@/lib/remote-store.ts';
import type { TenantLink } from '@/lib/tenant-link.ts';
import { fetchCommunes, lookupsPath, takeLookups, type Commune } from './lookups-api.ts';

// A failure needs no words here: the flow shows its own screen for it, with 'Reintentar'.
export const lookups = remoteStore(
  (link: TenantLink) => takeLookups(link),
  () => '',
  (link) => lookupsPath(link),
);

export const $communes = map<Record<string, readonly Commune[] | undefined>>({});
export const $communesLoading = map<Record<string, boolean | undefined>>({});
// Raised when the communes are forgotten, so that an answer still on its way is dropped.
let generation = 0;

export async function loadCommunes(regionId: number): Promise<void> {
  const key = String(regionId);
  if ($communes.get()[key] || $communesLoading.get()[key]) return;
  const asked = generation;
  $communesLoading.setKey(key, true);
  try {
    const communes = await fetchCommunes(regionId);
    if (asked === generation) $communes.setKey(key, communes);
  } catch {
    // The field stays empty; choosing the region again asks once more.
  } finally {
    if (asked === generation) $communesLoading.setKey(key, undefined);
  }
}

export function forgetCommunes(): void {
  generation += 1;
  $communes.set({});
  $communesLoading.set({});
}

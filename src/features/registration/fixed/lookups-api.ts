// Endpoint module of the fixed registration's lookups: regions, vehicles,
// schedules and the company's profiles in one call, communes per region from the general-data
// API. The profile list is limited to profile 7 when the company has the task product.
import * as v from 'valibot';
import { dataApi, usersApi, type ApiClient } from '@/lib/http/index.ts';
import type { TenantLink } from '@/lib/tenant-link.ts';
import { TASK_PROFILE_ID } from '@/lib/reference/profiles.ts';

const lookupsSchema = v.object({
  business: v.object({ name_business: v.string(), display_name: v.string(), task_product: v.boolean() }),
  regions: v.array(v.object({ id_region: v.number(), name_region: v.string() })),
  vehicles: v.array(v.object({ id_vehicle: v.number(), name_vehicle: v.string() })),
  schedules: v.array(v.object({ id_schedule: v.number(), name_schedule: v.string() })),
  profiles: v.array(v.object({ id_profile: v.number(), profile_name: v.string() })),
});

export type Lookups = v.InferOutput<typeof lookupsSchema>;
export type Profile = Lookups['profiles'][number];

const communesSchema = v.object({
  data: v.array(v.object({ id_commune: v.number(), name_commune: v.string() })),
});
export type Commune = v.InferOutput<typeof communesSchema>['data'][number];

export function lookupsPath(link: TenantLink): string {
  return `/api/users/register/lookups/${encodeURIComponent(link.name_business)}/${encodeURIComponent(link.rgs)}`;
}

export async function fetchLookups(link: TenantLink, client: ApiClient = usersApi): Promise<Lookups> {
  return v.parse(v.object({ data: lookupsSchema }), await client.get<unknown>(lookupsPath(link))).data;
}

const early = new Map<string, Promise<Lookups>>();

/**
 * Starts the lookups request before the flow's code has arrived (the island calls it as soon as it
 * knows the company uses the fixed flow): the request and the code travel together.
 */
export function prefetchLookups(link: TenantLink, client: ApiClient = usersApi): void {
  const request = fetchLookups(link, client);
  // Settled by whoever takes it; nothing is left unhandled if no one does.
  request.catch(() => undefined);
  early.set(lookupsPath(link), request);
}

/** The prefetched lookups of `link` when there are some (taken once), else a new request. */
export function takeLookups(link: TenantLink, client: ApiClient = usersApi): Promise<Lookups> {
  const key = lookupsPath(link);
  const request = early.get(key);
  early.delete(key);
  return request ?? fetchLookups(link, client);
}

export async function fetchCommunes(regionId: number, client: ApiClient = dataApi): Promise<Commune[]> {
  const answer = await client.get<unknown>(`/general-data/get-filtered-communes/${regionId}`);
  return v.parse(communesSchema, answer).data;
}

/** The profiles a worker may pick: only profile 7 when the task-product flag is set. */
export function selectableProfiles(lookups: Pick<Lookups, 'business' | 'profiles'>): Profile[] {
  if (!lookups.business.task_product) return lookups.profiles;
  return lookups.profiles.filter((profile) => profile.id_profile === TASK_PROFILE_ID);
}

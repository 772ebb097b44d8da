// The filter panel's choices ($filterData): vehicles, zones, regions and communes from
// /general-data/get-all-datas-filters, loaded once, when the panel or a filter's label first needs
// them; when that call fails, the reference data embedded in the client (loaded only then). Also
// the labels of the active filters.
import { atom } from 'nanostores';
import * as v from 'valibot';
import { formatClp, formatDate } from '@/lib/format/index.ts';
import { dataApi } from '@/lib/http/index.ts';
import { IDLE, LOADING, ready, type Remote } from '@/lib/remote.ts';
import { unwrap } from '@/features/user-dashboard/shared/api-answer.ts';
import type { FilterKey } from './postings-query.ts';

const filterDataSchema = v.object({
  zones: v.array(v.object({ id_zone: v.number(), name_zone: v.string() })),
  regions: v.array(v.object({ id_region: v.number(), name_region: v.string(), zone_id: v.number() })),
  communes: v.array(v.object({ id_commune: v.number(), name_commune: v.string(), id_region: v.number() })),
  vehicles: v.array(v.object({ id_vehicle: v.number(), name_vehicle: v.string() })),
});

export type FilterData = v.InferOutput<typeof filterDataSchema>;

async function embeddedData(): Promise<FilterData> {
  const [reference, { COMMUNES }] = await Promise.all([
    import('@/lib/reference/index.ts'),
    import('@/lib/reference/communes.ts'),
  ]);
  return {
    zones: [...reference.ZONES],
    regions: [...reference.REGIONS],
    communes: [...COMMUNES],
    vehicles: [...reference.VEHICLES],
  };
}

/** Never an error: a failed call falls back to the embedded reference data. */
export const $filterData = atom<Remote<FilterData, never>>(IDLE);

/** Loads the choices unless they are loaded or on their way. */
export async function loadFilterData(): Promise<void> {
  if ($filterData.get().status !== 'idle') return;
  $filterData.set(LOADING);
  try {
    const data = await dataApi
      .get<unknown>('/general-data/get-all-datas-filters')
      .then((answer) => v.parse(filterDataSchema, unwrap(answer)))
      .catch(embeddedData);
    $filterData.set(ready(data));
  } catch {
    // Not even the embedded data could be loaded (its chunk failed): the next need asks again.
    $filterData.set(IDLE);
  }
}

export const FILTER_NAMES: Record<FilterKey, string> = {
  id_vehicle: 'Vehículo',
  id_zone: 'Zona',
  id_region: 'Región',
  id_commune: 'Comuna',
  start_time: 'Desde',
  pawn: 'Pago mínimo',
};

/** The visible value of a filter: a name from the data, a date, or an amount. */
export function filterValueLabel(data: FilterData | null, key: FilterKey, value: string): string {
  const id = Number(value);
  switch (key) {
    case 'id_vehicle':
      return data?.vehicles.find((item) => item.id_vehicle === id)?.name_vehicle ?? value;
    case 'id_zone':
      return data?.zones.find((item) => item.id_zone === id)?.name_zone ?? value;
    case 'id_region':
      return data?.regions.find((item) => item.id_region === id)?.name_region ?? value;
    case 'id_commune':
      return data?.communes.find((item) => item.id_commune === id)?.name_commune ?? value;
    case 'start_time':
      return formatDate(value) || value;
    case 'pawn':
      return Number.isFinite(id) ? formatClp(id) : value;
  }
}

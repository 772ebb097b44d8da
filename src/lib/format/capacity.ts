// A posting's vehicle and load capacity as text. The last capacity of a vehicle in the reference
// data is written with nines only (9999, 99999) and means "more than the capacity before it", so
// Furgón 9999 reads 'Más de 1.500 kg', never '9.999 kg'.
import { VEHICLES, capacitiesOfVehicle } from '../reference/vehicles.ts';
import { formatWhole } from './money.ts';

/** '1.000 kg', or 'Más de 1.500 kg' for a vehicle's open-ended last capacity. */
export function capacityText(vehicleId: number | null, kg: number): string {
  if (/^9+$/.test(String(kg)) && vehicleId !== null) {
    const kgs = capacitiesOfVehicle(vehicleId).map((capacity) => capacity.capacity_kg);
    const index = kgs.indexOf(kg);
    const previous = kgs[index - 1];
    if (index === kgs.length - 1 && previous !== undefined) return `Más de ${formatWhole(previous)} kg`;
  }
  return `${formatWhole(kg)} kg`;
}

export const UNKNOWN_VEHICLE = 'Vehículo a convenir';

export interface VehicleFacts {
  readonly id_vehicle: number | null;
  readonly name_vehicle: string | null;
  readonly capacity_kg: number | null;
}

/** 'Furgón · Más de 1.500 kg', 'Auto' (no capacity); a vehicle without a name reads 'Vehículo a convenir'. */
export function vehicleText(posting: VehicleFacts): string {
  const name = posting.name_vehicle ?? VEHICLES.find((v) => v.id_vehicle === posting.id_vehicle)?.name_vehicle;
  const vehicle = name ?? UNKNOWN_VEHICLE;
  return posting.capacity_kg === null
    ? vehicle
    : `${vehicle} · ${capacityText(posting.id_vehicle, posting.capacity_kg)}`;
}

/** 'Ñuñoa, Metropolitana de Santiago'; either part may be missing. */
export function placeText(place: {
  readonly name_commune: string | null;
  readonly name_region: string | null;
}): string {
  return [place.name_commune, place.name_region].filter(Boolean).join(', ');
}

// Reference data: vehicle types offered in registration and their load capacities.

export interface Vehicle {
  readonly id_vehicle: number;
  readonly name_vehicle: string;
}

export interface VehicleCapacity {
  readonly id_capacity: number;
  readonly vehicle_id: number;
  readonly capacity_kg: number;
}

/** Vehicle id 4 is retired: it is absent from the list and must stay unselectable. */
export const DISABLED_VEHICLE_ID = 4;

export const VEHICLE_ID = {
  furgon: 1,
  auto: 2,
  moto: 3,
  camion: 5,
  otro: 6,
  camionTresCuartos: 7,
  suv: 8,
  camioneta: 9,
} as const;

export const VEHICLES: readonly Vehicle[] = [
  { id_vehicle: VEHICLE_ID.furgon, name_vehicle: 'Furgón' },
  { id_vehicle: VEHICLE_ID.auto, name_vehicle: 'Auto' },
  { id_vehicle: VEHICLE_ID.moto, name_vehicle: 'Moto' },
  { id_vehicle: VEHICLE_ID.camion, name_vehicle: 'Camión' },
  { id_vehicle: VEHICLE_ID.otro, name_vehicle: 'Otro' },
  { id_vehicle: VEHICLE_ID.camionTresCuartos, name_vehicle: 'Camion ¾' },
  { id_vehicle: VEHICLE_ID.suv, name_vehicle: 'SUV' },
  { id_vehicle: VEHICLE_ID.camioneta, name_vehicle: 'Camioneta' },
];

const CAPACITIES_KG: readonly (readonly [vehicleId: number, kgs: readonly number[]])[] = [
  [VEHICLE_ID.furgon, [700, 1000, 1200, 1500, 9999]],
  [VEHICLE_ID.camion, [2000, 3500, 5000, 7000, 10000, 99999]],
  [VEHICLE_ID.camionTresCuartos, [1200, 1500, 1700, 2000, 99999]],
];

export const VEHICLE_CAPACITIES: readonly VehicleCapacity[] = CAPACITIES_KG.flatMap(([vehicleId, kgs]) =>
  kgs.map((kg) => ({ vehicle_id: vehicleId, capacity_kg: kg })),
).map((capacity, index) => ({ id_capacity: index + 1, ...capacity }));

export function capacitiesOfVehicle(vehicleId: number): readonly VehicleCapacity[] {
  return VEHICLE_CAPACITIES.filter((capacity) => capacity.vehicle_id === vehicleId);
}

export function isSelectableVehicle(vehicleId: number): boolean {
  return vehicleId !== DISABLED_VEHICLE_ID && VEHICLES.some((v) => v.id_vehicle === vehicleId);
}

// Lookups into the shared reference data by name: the seed names roles, communes and capacities
// the way people do, the reference data gives them their ids (an unknown name fails the seed).
import { BUSINESS_PROFILES, capacitiesOfVehicle, findRegion } from '../../src/lib/reference/index.ts';
import { communesOfRegion } from '../../src/lib/reference/communes.ts';

export function profileId(name: string): number {
  const profile = BUSINESS_PROFILES.find((entry) => entry.profile_name === name);
  if (!profile) throw new Error(`Unknown reference profile ${name}`);
  return profile.id_profile;
}

export function communeId(regionId: number, name: string): number {
  const commune = communesOfRegion(regionId).find((entry) => entry.name_commune === name);
  if (!commune) throw new Error(`Unknown commune ${name} in region ${regionId}`);
  return commune.id_commune;
}

export function zoneOfRegion(regionId: number): number {
  const region = findRegion(regionId);
  if (!region) throw new Error(`Unknown region ${regionId}`);
  return region.zone_id;
}

/** The capacity id of `vehicleId` carrying `kg`, or null for vehicles without capacities. */
export function capacityId(vehicleId: number, kg: number | null): number | null {
  if (kg === null) return null;
  const capacity = capacitiesOfVehicle(vehicleId).find((entry) => entry.capacity_kg === kg);
  if (!capacity) throw new Error(`Vehicle ${vehicleId} has no ${kg} kg capacity`);
  return capacity.id_capacity;
}

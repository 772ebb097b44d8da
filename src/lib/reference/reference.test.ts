import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  BANKS,
  BUSINESS_PROFILES,
  capacitiesOfVehicle,
  DISABLED_VEHICLE_ID,
  DOCUMENT_TYPES,
  EMPLOYMENT_TYPES,
  findRegion,
  isSelectableVehicle,
  REGION_ID,
  REGIONS,
  regionsOfZone,
  SCHEDULES,
  selectableProfiles,
  TASK_PROFILE_ID,
  VEHICLE_CAPACITIES,
  VEHICLE_ID,
  VEHICLES,
  ZONES,
} from './index.ts';

describe('zones and regions', () => {
  it('lists the three zones with their ids', () => {
    expect(ZONES.map((zone) => [zone.id_zone, zone.name_zone])).toEqual([
      [1, 'Zona Norte'],
      [2, 'Zona Centro'],
      [3, 'Zona Sur'],
    ]);
  });

  it('has 16 regions with ids 1000 to 16000 in steps of 1000', () => {
    const ids = REGIONS.map((region) => region.id_region).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 16 }, (_, index) => (index + 1) * 1000));
  });

  it('groups the regions into zones as the specification lists them', () => {
    const names = (zoneId: number) =>
      regionsOfZone(zoneId)
        .map((region) => region.name_region)
        .sort();
    expect(names(1)).toEqual(['Antofagasta', 'Arica y Parinacota', 'Atacama', 'Coquimbo', 'Tarapacá']);
    expect(names(2)).toEqual(
      [
        'Valparaíso',
        "Libertador General Bernardo O'Higgins",
        'Maule',
        'Biobío',
        'Metropolitana de Santiago',
        'Ñuble',
      ].sort(),
    );
    expect(names(3)).toEqual(
      ['La Araucanía', 'Los Lagos', 'Aysén', 'Magallanes y la Antártica Chilena', 'Los Ríos'].sort(),
    );
  });

  it('lists the regions north to south, as Chileans know them', () => {
    expect(REGIONS.map((region) => region.name_region)).toEqual([
      'Arica y Parinacota',
      'Tarapacá',
      'Antofagasta',
      'Atacama',
      'Coquimbo',
      'Valparaíso',
      'Metropolitana de Santiago',
      "Libertador General Bernardo O'Higgins",
      'Maule',
      'Ñuble',
      'Biobío',
      'La Araucanía',
      'Los Ríos',
      'Los Lagos',
      'Aysén',
      'Magallanes y la Antártica Chilena',
    ]);
  });

  it('finds a region by id', () => {
    expect(findRegion(REGION_ID.metropolitana)?.name_region).toBe('Metropolitana de Santiago');
    expect(findRegion(17000)).toBeUndefined();
  });
});

describe('vehicles', () => {
  it('lists the vehicle types with their ids and leaves id 4 out', () => {
    expect(VEHICLES.map((vehicle) => [vehicle.id_vehicle, vehicle.name_vehicle])).toEqual([
      [1, 'Furgón'],
      [2, 'Auto'],
      [3, 'Moto'],
      [5, 'Camión'],
      [6, 'Otro'],
      [7, 'Camion ¾'],
      [8, 'SUV'],
      [9, 'Camioneta'],
    ]);
    expect(DISABLED_VEHICLE_ID).toBe(4);
    expect(isSelectableVehicle(4)).toBe(false);
    expect(isSelectableVehicle(10)).toBe(false);
    expect(isSelectableVehicle(1)).toBe(true);
  });

  it('gives each truck and van its capacities in kg', () => {
    const kgs = (id: number) => capacitiesOfVehicle(id).map((capacity) => capacity.capacity_kg);
    expect(kgs(VEHICLE_ID.furgon)).toEqual([700, 1000, 1200, 1500, 9999]);
    expect(kgs(VEHICLE_ID.camion)).toEqual([2000, 3500, 5000, 7000, 10000, 99999]);
    expect(kgs(VEHICLE_ID.camionTresCuartos)).toEqual([1200, 1500, 1700, 2000, 99999]);
    expect(kgs(VEHICLE_ID.auto)).toEqual([]);
  });

  it('numbers capacities uniquely', () => {
    const ids = VEHICLE_CAPACITIES.map((capacity) => capacity.id_capacity);
    expect(new Set(ids).size).toBe(16);
  });
});

describe('schedules, banks, employment and profiles', () => {
  it('lists the schedules with their ids', () => {
    expect(SCHEDULES.map((s) => [s.id_schedule, s.name_schedule])).toEqual([
      [1, 'AM'],
      [2, 'PM'],
      [3, 'Cualquier horario'],
      [6, 'Jornada completa'],
    ]);
  });

  it('offers four account types, 19 unique banks and two document types', () => {
    expect(ACCOUNT_TYPES).toEqual(['Cuenta Corriente', 'Cuenta Vista', 'Cuenta de Ahorro', 'Cuenta Rut']);
    expect(BANKS).toHaveLength(19);
    expect(new Set(BANKS).size).toBe(19);
    expect(DOCUMENT_TYPES).toEqual(['Boleta', 'Factura']);
  });

  it('lists the five employment types', () => {
    expect(EMPLOYMENT_TYPES).toEqual([
      'Jornada completa',
      'Jornada parcial',
      'Profesional independiente',
      'Contrato temporal',
      'Contrato de practicas',
    ]);
  });

  it('limits the profiles to the task profile only when the task product is on', () => {
    expect(TASK_PROFILE_ID).toBe(7);
    expect(selectableProfiles(true).map((profile) => profile.id_profile)).toEqual([7]);
    expect(selectableProfiles(false)).toEqual(BUSINESS_PROFILES);
  });
});

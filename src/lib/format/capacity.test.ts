import { describe, expect, it } from 'vitest';
import { VEHICLE_CAPACITIES, VEHICLE_ID } from '../reference/index.ts';
import { capacityText, placeText, vehicleText } from './capacity.ts';

describe('vehicle capacity', () => {
  it('writes a capacity in kilograms with thousands dots', () => {
    expect(capacityText(VEHICLE_ID.furgon, 700)).toBe('700 kg');
    expect(capacityText(VEHICLE_ID.furgon, 1500)).toBe('1.500 kg');
    expect(capacityText(VEHICLE_ID.camion, 10000)).toBe('10.000 kg');
  });

  it("reads each vehicle's open-ended last capacity as 'more than' the one before it", () => {
    expect(capacityText(VEHICLE_ID.furgon, 9999)).toBe('Más de 1.500 kg');
    expect(capacityText(VEHICLE_ID.camion, 99999)).toBe('Más de 10.000 kg');
    expect(capacityText(VEHICLE_ID.camionTresCuartos, 99999)).toBe('Más de 2.000 kg');
  });

  it("has a 'more than' text for every all-nines capacity of the reference data", () => {
    const openEnded = VEHICLE_CAPACITIES.filter((capacity) => /^9+$/.test(String(capacity.capacity_kg)));
    expect(openEnded).toHaveLength(3);
    for (const capacity of openEnded) {
      expect(capacityText(capacity.vehicle_id, capacity.capacity_kg)).toMatch(/^Más de \d{1,3}(\.\d{3})* kg$/);
    }
  });

  it('writes nines as a number when they are not the last capacity of the vehicle', () => {
    expect(capacityText(VEHICLE_ID.auto, 9999)).toBe('9.999 kg');
    expect(capacityText(null, 9999)).toBe('9.999 kg');
    expect(capacityText(VEHICLE_ID.furgon, 99999)).toBe('99.999 kg');
  });
});

describe('vehicle text of a posting', () => {
  it('joins the vehicle and its capacity', () => {
    expect(vehicleText({ id_vehicle: VEHICLE_ID.furgon, name_vehicle: 'Furgón', capacity_kg: 1000 })).toBe(
      'Furgón · 1.000 kg',
    );
    expect(vehicleText({ id_vehicle: VEHICLE_ID.furgon, name_vehicle: 'Furgón', capacity_kg: 9999 })).toBe(
      'Furgón · Más de 1.500 kg',
    );
    expect(vehicleText({ id_vehicle: VEHICLE_ID.camion, name_vehicle: 'Camión', capacity_kg: 99999 })).toBe(
      'Camión · Más de 10.000 kg',
    );
  });

  it('shows only the vehicle when it has no capacity', () => {
    expect(vehicleText({ id_vehicle: VEHICLE_ID.auto, name_vehicle: 'Auto', capacity_kg: null })).toBe('Auto');
  });

  it('names the vehicle from the reference data when the answer lacks its name, else "a convenir"', () => {
    expect(vehicleText({ id_vehicle: VEHICLE_ID.moto, name_vehicle: null, capacity_kg: null })).toBe('Moto');
    expect(vehicleText({ id_vehicle: null, name_vehicle: null, capacity_kg: null })).toBe('Vehículo a convenir');
    expect(vehicleText({ id_vehicle: 4, name_vehicle: null, capacity_kg: 1000 })).toBe(
      'Vehículo a convenir · 1.000 kg',
    );
  });
});

describe('place text', () => {
  it('joins commune and region, leaving out what is missing', () => {
    expect(placeText({ name_commune: 'Ñuñoa', name_region: 'Metropolitana de Santiago' })).toBe(
      'Ñuñoa, Metropolitana de Santiago',
    );
    expect(placeText({ name_commune: null, name_region: 'Maule' })).toBe('Maule');
    expect(placeText({ name_commune: null, name_region: null })).toBe('');
  });
});

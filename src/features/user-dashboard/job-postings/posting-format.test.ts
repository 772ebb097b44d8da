import { describe, expect, it } from 'vitest';
import { payText, placeText, startText, vehicleText } from './posting-format.ts';

describe('posting facts', () => {
  it('reads as the worker expects', () => {
    expect(vehicleText({ name_vehicle: 'Furgón', capacity_kg: 1000 })).toBe('Furgón · 1.000 kg');
    expect(vehicleText({ name_vehicle: 'Moto', capacity_kg: null })).toBe('Moto');
    expect(placeText({ name_commune: 'Ñuñoa', name_region: 'Metropolitana de Santiago' })).toBe(
      'Ñuñoa, Metropolitana de Santiago',
    );
    expect(payText(25000)).toBe('$25.000 por unidad');
    expect(startText('2025-11-20')).toBe('Inicio 20/11/2025');
  });
});

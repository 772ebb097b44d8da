import { describe, expect, it } from 'vitest';
import { carriedSearch, readAddress, withAddress } from './address.ts';

describe('the dashboard address', () => {
  it('reads business, rgs and profile, ignoring empty values', () => {
    expect(readAddress('?business=transportes-andes&rgs=andes-2025&profile=&x=1')).toEqual({
      business: 'transportes-andes',
      rgs: 'andes-2025',
    });
  });

  it('writes the carried parameters first and keeps the others', () => {
    expect(withAddress('?id_vehicle=2&profile=3', { business: 'transportes-andes', profile: '7' })).toBe(
      '?business=transportes-andes&profile=7&id_vehicle=2',
    );
  });

  it('drops a carried parameter set to nothing', () => {
    expect(withAddress('?profile=3', {})).toBe('');
  });

  it('carries only business, rgs and profile to other pages', () => {
    expect(carriedSearch('?search=chofer&rgs=andes-2025&profile=4')).toBe('?rgs=andes-2025&profile=4');
  });
});

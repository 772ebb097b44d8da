import { describe, expect, it } from 'vitest';
import { suggestionOf } from './geocoder-api.ts';

describe('geocoder suggestions', () => {
  it('fills the field with street, number and commune', () => {
    expect(
      suggestionOf({
        place_id: 7,
        display_name: 'Avenida Providencia 2124, Providencia, Región Metropolitana de Santiago, 7510000, Chile',
        address: { road: 'Avenida Providencia', house_number: '2124', city: 'Providencia' },
      }),
    ).toEqual({
      id: '7',
      value: 'Avenida Providencia 2124, Providencia',
      detail: 'Avenida Providencia 2124, Providencia, Región Metropolitana de Santiago, 7510000, Chile',
    });
  });

  it('falls back to the place name, cut to the 100 characters the field takes', () => {
    const long = `${'Camino '.repeat(20)}, Chile`;
    expect(suggestionOf({ place_id: '8', display_name: long }).value).toHaveLength(100);
    expect(suggestionOf({ place_id: 9, display_name: 'Valdivia, Chile', address: { town: 'Valdivia' } }).value).toBe(
      'Valdivia, Chile',
    );
  });
});

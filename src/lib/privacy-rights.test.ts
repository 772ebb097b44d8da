import { describe, expect, it } from 'vitest';
import { DATA_RIGHTS, withLegalName } from './privacy-rights.ts';

describe('the rights by their legal names', () => {
  it('follows the order of Ley 21.719', () => {
    expect(DATA_RIGHTS).toEqual(['acceso', 'rectificacion', 'supresion', 'oposicion', 'portabilidad', 'bloqueo']);
  });

  it('puts the legal name beside the plain one', () => {
    expect(withLegalName('Saber qué datos tenemos de ti', 'acceso')).toBe(
      'Saber qué datos tenemos de ti (derecho de acceso)',
    );
  });
});

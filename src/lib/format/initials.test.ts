import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(initials('Camila Rojas')).toBe('CR');
    expect(initials('camila andrea rojas')).toBe('CA');
    expect(initials('  Ñandú   Óptica ')).toBe('ÑÓ');
    expect(initials('ana')).toBe('A');
  });

  it("shows '?' when there is no name", () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(null)).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
});

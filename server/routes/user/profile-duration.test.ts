import { describe, expect, it } from 'vitest';
import { experienceDuration, monthsBetween } from './profile-duration.ts';

describe('experienceDuration', () => {
  it('counts whole months, a remainder of 15 days or more as one more', () => {
    expect(experienceDuration('2021-03-01', '2024-06-30')).toBe('3 años y 4 meses');
    expect(experienceDuration('2019-01-07', '2020-12-18')).toBe('1 año y 11 meses');
    expect(monthsBetween('2024-01-31', '2024-02-14')).toBe(0);
    expect(monthsBetween('2024-01-31', '2024-02-29')).toBe(1);
  });

  it('writes singular and plural forms in Spanish', () => {
    expect(experienceDuration('2024-01-01', '2024-01-05')).toBe('Menos de 1 mes');
    expect(experienceDuration('2024-01-01', '2024-02-01')).toBe('1 mes');
    expect(experienceDuration('2024-01-01', '2024-05-01')).toBe('4 meses');
    expect(experienceDuration('2020-01-01', '2021-01-01')).toBe('1 año');
    expect(experienceDuration('2020-01-01', '2022-02-01')).toBe('2 años y 1 mes');
  });
});

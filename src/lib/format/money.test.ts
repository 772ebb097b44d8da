import { describe, expect, it } from 'vitest';
import { formatClp, formatWhole } from './money.ts';

describe('Chilean pesos', () => {
  it('writes whole pesos with thousands dots and the peso sign', () => {
    expect(formatClp(0)).toBe('$0');
    expect(formatClp(1200)).toBe('$1.200');
    expect(formatClp(15000)).toBe('$15.000');
    expect(formatClp(10_000_000)).toBe('$10.000.000');
    expect(formatClp(1499.6)).toBe('$1.500');
  });

  it('puts the minus sign before the peso sign', () => {
    expect(formatClp(-1200)).toBe('-$1.200');
    expect(formatClp(-0.4)).toBe('$0');
  });

  it('rounds halves away from zero, as es-CL formats do', () => {
    expect(formatClp(0.5)).toBe('$1');
    expect(formatClp(2.5)).toBe('$3');
    expect(formatClp(-0.5)).toBe('-$1');
    expect(formatClp(9999.5)).toBe('$10.000');
  });

  it('writes every amount as the es-CL peso format does', () => {
    const intl = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });
    for (const amount of [0, 1, 12, 999, 1000, 1200, 9999, 12_345.6, 999_999, 1_000_000, 1_234_567_890, -1200, -999]) {
      expect(formatClp(amount)).toBe(intl.format(amount).replace('$-', '-$'));
    }
  });

  it('shows nothing for no amount', () => {
    expect(formatClp(null)).toBe('');
    expect(formatClp(undefined)).toBe('');
    expect(formatClp(Number.NaN)).toBe('');
  });

  it('writes a quantity with thousands dots', () => {
    expect(formatWhole(700)).toBe('700');
    expect(formatWhole(9999)).toBe('9.999');
    expect(formatWhole(99999)).toBe('99.999');
    expect(formatWhole(1_234_567)).toBe('1.234.567');
    expect(formatWhole(-1500)).toBe('-1.500');
    expect(formatWhole(12.4)).toBe('12');
  });
});

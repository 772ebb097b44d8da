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
  });
});

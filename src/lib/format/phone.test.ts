import { describe, expect, it } from 'vitest';
import { phoneWithPlus } from './phone.ts';

describe('phones with a leading plus', () => {
  it('adds the plus once', () => {
    expect(phoneWithPlus('56987654321')).toBe('+56987654321');
    expect(phoneWithPlus('+56987654321')).toBe('+56987654321');
    expect(phoneWithPlus(' 56987654321 ')).toBe('+56987654321');
  });

  it('shows nothing for no phone', () => {
    expect(phoneWithPlus(null)).toBe('');
    expect(phoneWithPlus(undefined)).toBe('');
    expect(phoneWithPlus('  ')).toBe('');
  });
});

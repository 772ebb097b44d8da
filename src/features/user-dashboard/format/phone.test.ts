import { describe, expect, it } from 'vitest';
import { phoneWithPlus } from './phone.ts';

describe('phoneWithPlus', () => {
  it('shows the phone with a leading plus', () => {
    expect(phoneWithPlus('56987654321')).toBe('+56987654321');
    expect(phoneWithPlus('+56987654321')).toBe('+56987654321');
    expect(phoneWithPlus(null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { phoneWithPlus, withDialCode } from './phone.ts';

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

describe('phones as sent', () => {
  it('put the dial code in front of the number as typed', () => {
    expect(withDialCode('56', '987654321')).toBe('56987654321');
    expect(withDialCode('54', ' 91123456789 ')).toBe('5491123456789');
  });
});

import { describe, expect, it } from 'vitest';
import { chileanMobile, phoneWithPlus, withDialCode } from './phone.ts';

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

describe('chileanMobile', () => {
  it('adds the country code to a nine-digit mobile, and leaves a full number as it is', () => {
    expect(chileanMobile('961357902')).toBe('56961357902');
    expect(chileanMobile(' 961357902 ')).toBe('56961357902');
    expect(chileanMobile('56961357902')).toBe('56961357902');
    expect(chileanMobile('9613579021')).toBe('9613579021');
  });
});

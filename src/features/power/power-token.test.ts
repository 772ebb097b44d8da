import { describe, expect, it } from 'vitest';
import { readPowerToken } from './power-token.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

function fakeToken(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

describe('readPowerToken', () => {
  it('accepts a token that decodes and expires in the future', () => {
    const token = fakeToken({ sub: 'a', exp: nowSeconds + 60 });
    expect(readPowerToken(`?power=${token}`, NOW)).toBe(token);
  });

  it('sends away when the power parameter is missing or empty', () => {
    expect(readPowerToken('', NOW)).toBeNull();
    expect(readPowerToken('?power=', NOW)).toBeNull();
    expect(readPowerToken('?otro=1', NOW)).toBeNull();
  });

  it('sends away a token that does not decode', () => {
    expect(readPowerToken('?power=no-es-un-token', NOW)).toBeNull();
    expect(readPowerToken('?power=a.b.c', NOW)).toBeNull();
  });

  it('sends away a token without a numeric exp', () => {
    expect(readPowerToken(`?power=${fakeToken({ sub: 'a' })}`, NOW)).toBeNull();
    expect(readPowerToken(`?power=${fakeToken({ exp: 'mañana' })}`, NOW)).toBeNull();
  });

  it('sends away an expired token, including one expiring this very second', () => {
    expect(readPowerToken(`?power=${fakeToken({ exp: nowSeconds - 1 })}`, NOW)).toBeNull();
    expect(readPowerToken(`?power=${fakeToken({ exp: nowSeconds })}`, NOW)).toBeNull();
  });
});

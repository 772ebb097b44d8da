import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';

const SECRET = 'a-test-secret-of-enough-length';
const NOW = new Date('2025-11-03T12:00:00Z');

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('jwt (HS256)', () => {
  it('signs a token whose payload carries iat, exp and the given claims', () => {
    const token = signJwt({ sub: '1', role: 'User' }, SECRET, { expiresInSeconds: 3600, now: NOW });
    const result = verifyJwt(token, SECRET, NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({ sub: '1', role: 'User', iat: 1762171200, exp: 1762174800 });
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it('rejects a token signed with another secret', () => {
    const token = signJwt({ role: 'User' }, 'another-secret-entirely', { expiresInSeconds: 60, now: NOW });
    expect(verifyJwt(token, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects a token whose payload was tampered with', () => {
    const [header, , signature] = signJwt({ role: 'User' }, SECRET, { expiresInSeconds: 60, now: NOW }).split('.');
    const forged = encode({ role: 'Admin', iat: 1762171200, exp: 1762171260 });
    expect(verifyJwt(`${header}.${forged}.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects alg none, with or without a signature', () => {
    const payload = encode({ role: 'User', iat: 1762171200, exp: 1862171200 });
    const none = encode({ alg: 'none', typ: 'JWT' });
    expect(verifyJwt(`${none}.${payload}.`, SECRET, NOW)).toEqual({ ok: false, reason: 'algorithm' });
    expect(verifyJwt(`${none}.${payload}.abc`, SECRET, NOW)).toEqual({ ok: false, reason: 'algorithm' });
  });

  it('rejects an expired token and one expiring exactly now', () => {
    const token = signJwt({ role: 'User' }, SECRET, { expiresInSeconds: 60, now: NOW });
    expect(verifyJwt(token, SECRET, new Date(NOW.getTime() + 61_000))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyJwt(token, SECRET, new Date(NOW.getTime() + 60_000))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyJwt(token, SECRET, new Date(NOW.getTime() + 59_000)).ok).toBe(true);
  });

  it('rejects malformed tokens without throwing', () => {
    for (const token of ['', 'abc', 'a.b', 'a.b.c.d', `${encode('x')}.${encode({})}.sig`]) {
      expect(verifyJwt(token, SECRET, NOW).ok).toBe(false);
    }
  });

  it('rejects a correctly signed token without numeric exp', () => {
    const header = encode({ alg: 'HS256', typ: 'JWT' });
    const payload = encode({ role: 'User', iat: 1 });
    const signature = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(verifyJwt(`${header}.${payload}.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});

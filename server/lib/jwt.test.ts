import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';

const SECRET = 'a-test-secret-of-enough-length';
const NOW = new Date('2025-11-03T12:00:00Z');
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('jwt (HS256)', () => {
  it('signs a token whose payload carries iat, exp and the given claims', async () => {
    const token = await signJwt({ sub: '1', role: 'User' }, SECRET, { expiresInSeconds: 3600, now: NOW });
    const result = await verifyJwt(token, SECRET, NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({ sub: '1', role: 'User', iat: 1762171200, exp: 1762174800 });
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it('signs what any HS256 implementation verifies (the signature is the HMAC of header.payload)', async () => {
    const token = await signJwt({ sub: '1' }, SECRET, { expiresInSeconds: 60, now: NOW });
    const [header = '', payload = '', signature] = token.split('.');
    expect(signature).toBe(createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url'));
  });

  it('rejects a token signed with another secret', async () => {
    const token = await signJwt({ role: 'User' }, 'another-secret-entirely', { expiresInSeconds: 60, now: NOW });
    expect(await verifyJwt(token, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects a token whose payload was tampered with', async () => {
    const token = await signJwt({ role: 'User' }, SECRET, { expiresInSeconds: 60, now: NOW });
    const [header, , signature] = token.split('.');
    const forged = encode({ role: 'Admin', iat: 1762171200, exp: 1762171260 });
    expect(await verifyJwt(`${header}.${forged}.${signature}`, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('rejects another spelling of the same signature: padded, or with its unused low bits set', async () => {
    const token = await signJwt({ role: 'User' }, SECRET, { expiresInSeconds: 60, now: NOW });
    const [header, payload, signature = ''] = token.split('.');
    const last = BASE64URL.indexOf(signature.at(-1) ?? 'A');
    const sameBytes = `${signature.slice(0, -1)}${BASE64URL[last ^ 0b01] ?? ''}`;
    expect(Buffer.from(sameBytes, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    for (const spelling of [`${signature}=`, `${signature}==`, sameBytes, `${signature} `, ` ${signature}`]) {
      expect(await verifyJwt(`${header}.${payload}.${spelling}`, SECRET, NOW), JSON.stringify(spelling)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    expect((await verifyJwt(token, SECRET, NOW)).ok).toBe(true);
  });

  it('rejects alg none, with or without a signature', async () => {
    const payload = encode({ role: 'User', iat: 1762171200, exp: 1862171200 });
    const none = encode({ alg: 'none', typ: 'JWT' });
    expect((await verifyJwt(`${none}.${payload}.`, SECRET, NOW)).ok).toBe(false);
    expect(await verifyJwt(`${none}.${payload}.abc`, SECRET, NOW)).toEqual({ ok: false, reason: 'algorithm' });
    expect(await verifyJwt(`${encode({ alg: 'HS512', typ: 'JWT' })}.${payload}.abc`, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'algorithm',
    });
  });

  it('rejects an expired token and one expiring exactly now, by the given clock', async () => {
    const token = await signJwt({ role: 'User' }, SECRET, { expiresInSeconds: 60, now: NOW });
    const at = (ms: number) => new Date(NOW.getTime() + ms);
    expect(await verifyJwt(token, SECRET, at(61_000))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyJwt(token, SECRET, at(60_000))).toEqual({ ok: false, reason: 'expired' });
    expect((await verifyJwt(token, SECRET, at(59_000))).ok).toBe(true);
  });

  it('rejects malformed tokens without throwing', async () => {
    for (const token of ['', 'abc', 'a.b', 'a.b.c.d', `${encode('x')}.${encode({})}.sig`, '..', 'ñ.ñ.ñ']) {
      expect((await verifyJwt(token, SECRET, NOW)).ok).toBe(false);
    }
  });

  it('rejects a correctly signed token without numeric iat and exp', async () => {
    const header = encode({ alg: 'HS256', typ: 'JWT' });
    for (const claims of [
      { role: 'User', iat: 1 },
      { role: 'User', exp: 1862171200 },
      { iat: 1, exp: '1862171200' },
    ]) {
      const payload = encode(claims);
      const signature = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
      expect(await verifyJwt(`${header}.${payload}.${signature}`, SECRET, NOW)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });
});

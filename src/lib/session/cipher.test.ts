import { describe, expect, it } from 'vitest';
import { decrypt, encrypt } from './cipher.ts';

describe('session cipher', () => {
  it('gives back the plain text encrypted with the same key', () => {
    expect(decrypt(encrypt('{"email":"a@b.cl"}', 'userData'), 'userData')).toBe('{"email":"a@b.cl"}');
  });

  it('answers null for a text of another key, tampered, or not AES at all', () => {
    const cipher = encrypt('secreto', 'userToken');
    expect(decrypt(cipher, 'businessToken')).toBeNull();
    expect(decrypt(`${cipher.slice(0, -4)}AAAA`, 'userToken')).toBeNull();
    expect(decrypt('manipulado', 'userToken')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { decrypt, encrypt } from './cipher.ts';

afterEach(() => vi.unstubAllGlobals());

const PERSON = JSON.stringify({ email: 'a@b.cl', name: 'José Núñez Muñoz', notes: 'ñ'.repeat(3000) });

describe('session cipher', () => {
  it('gives back the plain text encrypted with the same key, accents and all', async () => {
    await expect(decrypt(encrypt('{"email":"a@b.cl"}', 'userData'), 'userData')).resolves.toBe('{"email":"a@b.cl"}');
    await expect(decrypt(encrypt(PERSON, 'userData'), 'userData')).resolves.toBe(PERSON);
  });

  it('answers null for a text of another key, tampered, or not AES at all', async () => {
    const cipher = encrypt('secreto', 'userToken');
    await expect(decrypt(cipher, 'businessToken')).resolves.toBeNull();
    await expect(decrypt(`${cipher.slice(0, -4)}AAAA`, 'userToken')).resolves.toBeNull();
    await expect(decrypt('manipulado', 'userToken')).resolves.toBeNull();
    await expect(decrypt(btoa('Salted__12345678'), 'userToken')).resolves.toBeNull();
  });

  it('reads the same texts where the browser has no Web Crypto', async () => {
    vi.stubGlobal('crypto', undefined);
    await expect(decrypt(encrypt(PERSON, 'businessData'), 'businessData')).resolves.toBe(PERSON);
    await expect(decrypt(encrypt('secreto', 'userToken'), 'businessToken')).resolves.toBeNull();
    await expect(decrypt('manipulado', 'userToken')).resolves.toBeNull();
  });
});

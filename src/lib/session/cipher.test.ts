import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decrypt, encrypt, SESSION_KEYS } from './cipher.ts';

afterEach(() => vi.unstubAllGlobals());

const PERSON = JSON.stringify({ email: 'a@b.cl', name: 'José Núñez Muñoz', notes: 'ñ'.repeat(3000) });

describe('session cipher', () => {
  it('gives back the plain text encrypted with the same key, accents and all', async () => {
    await expect(decrypt(await encrypt('{"email":"a@b.cl"}', 'userData'), 'userData')).resolves.toBe(
      '{"email":"a@b.cl"}',
    );
    await expect(decrypt(await encrypt(PERSON, 'userData'), 'userData')).resolves.toBe(PERSON);
  });

  it('salts every text: the same text ciphers differently each time', async () => {
    const [first, second] = await Promise.all([encrypt('secreto', 'userToken'), encrypt('secreto', 'userToken')]);
    expect(first).not.toBe(second);
    expect(atob(first).startsWith('Salted__')).toBe(true);
  });

  it("keeps crypto-js's stored form: each side reads what the other wrote", async () => {
    const written = AES.encrypt(PERSON, SESSION_KEYS.businessData).toString();
    await expect(decrypt(written, 'businessData')).resolves.toBe(PERSON);
    const ours = await encrypt(PERSON, 'userData');
    expect(AES.decrypt(ours, SESSION_KEYS.userData).toString(Utf8)).toBe(PERSON);
  });

  it('answers null for a text of another key, tampered, or not AES at all', async () => {
    const cipher = await encrypt('secreto', 'userToken');
    await expect(decrypt(cipher, 'businessToken')).resolves.toBeNull();
    await expect(decrypt(`${cipher.slice(0, -4)}AAAA`, 'userToken')).resolves.toBeNull();
    await expect(decrypt('manipulado', 'userToken')).resolves.toBeNull();
    await expect(decrypt(btoa('Salted__12345678'), 'userToken')).resolves.toBeNull();
  });

  it('writes and reads the same texts where the browser has no Web Crypto', async () => {
    const ours = await encrypt(PERSON, 'businessData');
    vi.stubGlobal('crypto', undefined);
    const theirs = await encrypt(PERSON, 'businessData');
    await expect(decrypt(theirs, 'businessData')).resolves.toBe(PERSON);
    await expect(decrypt(ours, 'businessData')).resolves.toBe(PERSON);
    await expect(decrypt(await encrypt('secreto', 'userToken'), 'businessToken')).resolves.toBeNull();
    await expect(decrypt('manipulado', 'userToken')).resolves.toBeNull();
    vi.unstubAllGlobals();
    await expect(decrypt(theirs, 'businessData')).resolves.toBe(PERSON);
  });
});

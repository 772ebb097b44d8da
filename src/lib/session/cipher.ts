// At-rest obfuscation of the session ("stored encrypted on the client with fixed
// keys"). The stored form is crypto-js's passphrase AES: Base64 of 'Salted__', an 8-byte salt and
// AES-256-CBC ciphertext, with the key and IV derived from the passphrase and the salt (OpenSSL's
// EVP_BytesToKey with MD5). crypto-js writes it; reading it, on every dashboard's first view, is
// left to the browser's Web Crypto, which deciphers off the main thread: crypto-js took tens of
// milliseconds of a phone's main thread for a worker's stored data. Only the key derivation (a few
// bytes) stays in crypto-js, and crypto-js deciphers where Web Crypto is missing (a page served
// over plain http on a network address). Fixed keys in client code protect nothing from someone
// with the device: this is obfuscation, not security, so the store keeps nothing beyond what the
// specification names.
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Latin1 from 'crypto-js/enc-latin1';
import Utf8 from 'crypto-js/enc-utf8';
import EvpKDF from 'crypto-js/evpkdf';
// Registers the MD5 algorithm the derivation uses (CryptoJS.algo.MD5).
import 'crypto-js/md5';

export const SESSION_KEYS = {
  userData: 'enlista-web/user-data/v1',
  userToken: 'enlista-web/user-token/v1',
  businessData: 'enlista-web/business-data/v1',
  businessToken: 'enlista-web/business-token/v1',
} as const;

export type SessionKeyName = keyof typeof SESSION_KEYS;

export function encrypt(plain: string, key: SessionKeyName): string {
  return AES.encrypt(plain, SESSION_KEYS[key]).toString();
}

const SALTED = 'Salted__';
/** AES-256: the key is 8 words of 32 bits, the IV 4. */
const KEY_WORDS = 8;
const IV_WORDS = 4;

function bytesOf(words: readonly number[], count: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(count);
  for (let index = 0; index < count; index += 1) bytes[index] = (words[index >>> 2] ?? 0) >>> (24 - (index % 4) * 8);
  return bytes;
}

/** The salt and ciphertext of a stored text, or null when it is not in the salted form. */
function salted(cipher: string): { salt: string; body: Uint8Array<ArrayBuffer> } | null {
  let binary: string;
  try {
    binary = atob(cipher);
  } catch {
    return null;
  }
  // At least one AES block after the header and the salt, and whole blocks only.
  if (!binary.startsWith(SALTED) || binary.length < 32 || (binary.length - 16) % 16 !== 0) return null;
  const body = new Uint8Array(binary.length - 16);
  for (let index = 0; index < body.length; index += 1) body[index] = binary.charCodeAt(index + 16);
  return { salt: binary.slice(8, 16), body };
}

function fallbackDecrypt(cipher: string, key: SessionKeyName): string | null {
  try {
    const text = AES.decrypt(cipher, SESSION_KEYS[key]).toString(Utf8);
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

/** The plain text, or null when `cipher` is not ours (wrong key, tampered, not AES at all). */
export async function decrypt(cipher: string, key: SessionKeyName): Promise<string | null> {
  // Web Crypto is missing outside secure contexts (its types say otherwise).
  const subtle = (globalThis as { crypto?: Partial<Crypto> }).crypto?.subtle;
  if (!subtle) return fallbackDecrypt(cipher, key);
  const parts = salted(cipher);
  if (!parts) return null;
  const derived = EvpKDF(SESSION_KEYS[key], Latin1.parse(parts.salt), {
    keySize: KEY_WORDS + IV_WORDS,
    hasher: CryptoJS.algo.MD5,
    iterations: 1,
  });
  const material = bytesOf(derived.words, (KEY_WORDS + IV_WORDS) * 4);
  try {
    const aesKey = await subtle.importKey('raw', material.slice(0, KEY_WORDS * 4), 'AES-CBC', false, ['decrypt']);
    const plain = await subtle.decrypt({ name: 'AES-CBC', iv: material.slice(KEY_WORDS * 4) }, aesKey, parts.body);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return text === '' ? null : text;
  } catch {
    // Another key or a tampered text: the padding or the UTF-8 does not hold.
    return null;
  }
}

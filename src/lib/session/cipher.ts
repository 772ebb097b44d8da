// At-rest obfuscation of the session ("stored encrypted on the client with fixed
// keys"). The stored form is crypto-js's passphrase AES: Base64 of 'Salted__', an 8-byte salt and
// AES-256-CBC ciphertext (PKCS#7 padding), with the key and IV derived from the passphrase and the
// salt (OpenSSL's EVP_BytesToKey with MD5). The browser's Web Crypto ciphers and deciphers it, off
// the main thread: crypto-js took tens of milliseconds of a phone's main thread for a worker's
// stored data, and its AES code weighed on every island's first view. Only the key derivation (a
// few bytes) stays in crypto-js; its AES is loaded where Web Crypto is missing (a page served over
// plain http on a network address). Fixed keys in client code protect nothing from someone with
// the device: this is obfuscation, not security, so the store keeps nothing beyond what the
// specification names.
import CryptoJS from 'crypto-js/core';
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

const SALTED = 'Salted__';
const SALT_BYTES = 8;
/** AES-256: a 32-byte key; CBC: a 16-byte IV. */
const KEY_BYTES = 32;
const IV_BYTES = 16;

/** Web Crypto's AES, missing outside secure contexts (its types say otherwise). */
function subtleCrypto(): SubtleCrypto | undefined {
  return (globalThis as { crypto?: Partial<Crypto> }).crypto?.subtle;
}

/** crypto-js's AES, for browsers without Web Crypto: loaded only there. */
async function cryptoJsAes(): Promise<typeof import('crypto-js/aes')> {
  return (await import('crypto-js/aes')).default;
}

/** The AES key and IV crypto-js derives from a passphrase and a salt (a binary string). */
async function keyAndIv(
  subtle: SubtleCrypto,
  key: SessionKeyName,
  salt: string,
  use: KeyUsage,
): Promise<{ aesKey: CryptoKey; iv: Uint8Array<ArrayBuffer> }> {
  const words = EvpKDF(SESSION_KEYS[key], CryptoJS.enc.Latin1.parse(salt), {
    keySize: (KEY_BYTES + IV_BYTES) / 4,
    hasher: CryptoJS.algo.MD5,
    iterations: 1,
  }).words;
  const material = new Uint8Array(KEY_BYTES + IV_BYTES);
  for (let index = 0; index < material.length; index += 1) {
    material[index] = (words[index >>> 2] ?? 0) >>> (24 - (index % 4) * 8);
  }
  const aesKey = await subtle.importKey('raw', material.slice(0, KEY_BYTES), 'AES-CBC', false, [use]);
  return { aesKey, iv: material.slice(KEY_BYTES) };
}

function binaryOf(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return binary;
}

/** `plain` ciphered with the key named `key`, in the stored form. */
export async function encrypt(plain: string, key: SessionKeyName): Promise<string> {
  const subtle = subtleCrypto();
  if (!subtle) return (await cryptoJsAes()).encrypt(plain, SESSION_KEYS[key]).toString();
  const salt = binaryOf(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
  const { aesKey, iv } = await keyAndIv(subtle, key, salt, 'encrypt');
  const body = await subtle.encrypt({ name: 'AES-CBC', iv }, aesKey, new TextEncoder().encode(plain));
  return btoa(SALTED + salt + binaryOf(new Uint8Array(body)));
}

/** The salt and ciphertext of a stored text, or null when it is not in the salted form. */
function salted(cipher: string): { salt: string; body: Uint8Array<ArrayBuffer> } | null {
  let binary: string;
  try {
    binary = atob(cipher);
  } catch {
    return null;
  }
  const head = SALTED.length + SALT_BYTES;
  // At least one AES block after the header and the salt, and whole blocks only.
  if (!binary.startsWith(SALTED) || binary.length < head + 16 || (binary.length - head) % 16 !== 0) return null;
  const body = new Uint8Array(binary.length - head);
  for (let index = 0; index < body.length; index += 1) body[index] = binary.charCodeAt(index + head);
  return { salt: binary.slice(SALTED.length, head), body };
}

/** The plain text, or null when `cipher` is not ours (wrong key, tampered, not AES at all). */
export async function decrypt(cipher: string, key: SessionKeyName): Promise<string | null> {
  const subtle = subtleCrypto();
  if (!subtle) return fallbackDecrypt(cipher, key);
  const parts = salted(cipher);
  if (!parts) return null;
  try {
    const { aesKey, iv } = await keyAndIv(subtle, key, parts.salt, 'decrypt');
    const plain = await subtle.decrypt({ name: 'AES-CBC', iv }, aesKey, parts.body);
    return nonEmpty(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    // Another key or a tampered text: the padding or the UTF-8 does not hold.
    return null;
  }
}

/**
 * crypto-js's reading, where Web Crypto is missing. Its code failing to load rejects (the stored
 * session is not to blame, so it is not discarded).
 */
async function fallbackDecrypt(cipher: string, key: SessionKeyName): Promise<string | null> {
  const AES = await cryptoJsAes();
  try {
    return nonEmpty(AES.decrypt(cipher, SESSION_KEYS[key]).toString(CryptoJS.enc.Utf8));
  } catch {
    return null;
  }
}

function nonEmpty(text: string): string | null {
  return text === '' ? null : text;
}

// At-rest obfuscation of the session ("stored encrypted on the client with fixed
// keys"). crypto-js AES with a passphrase; only the AES and UTF-8 parts are imported. It travels
// with the session store, which only the sign-in, registration, power and dashboard islands load:
// every dashboard reads the session at once, so a separate file would only add a round trip.
// Fixed keys in client code protect nothing from someone with the device: this is
// obfuscation, not security, so the store keeps nothing beyond what the specification names.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

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

/** The plain text, or null when `cipher` is not ours (wrong key, tampered, not AES at all). */
export function decrypt(cipher: string, key: SessionKeyName): string | null {
  try {
    const text = AES.decrypt(cipher, SESSION_KEYS[key]).toString(Utf8);
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

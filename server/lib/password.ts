// Password hashing with scrypt (node:crypto): salted, self-describing hashes, timing-safe checks.
// Stored format: `scrypt$N$r$p$<salt base64>$<hash base64>`, so each hash carries the cost it was
// made with and is checked with that cost. New hashes use OWASP's current recommendation for
// scrypt (N = 2^17, r = 8, p = 1: 128 MiB and a few hundred milliseconds a hash); a hash made
// with lower parameters is replaced at the owner's next successful sign-in (`needsRehash`).
// PASSWORD_SCRYPT_N lowers N for the test runs only (config.ts refuses it below OWASP's outside
// local mode), so the suite's many sign-ins stay fast.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N = 2^17, r = 8 (1024-byte blocks), p = 1. */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** Bounds of N a stored hash may name: below, too weak to accept as is; above, memory no host has. */
export const MIN_SCRYPT_N = 2 ** 10;
export const MAX_SCRYPT_N = 2 ** 20;

/** N as PASSWORD_SCRYPT_N gives it (a power of two within the bounds), or null when unset. */
export function scryptNFrom(env: Record<string, string | undefined>): number | null {
  const raw = env.PASSWORD_SCRYPT_N?.trim();
  if (!raw) return null;
  const n = Number(raw);
  const powerOfTwo = Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n < MIN_SCRYPT_N || n > MAX_SCRYPT_N) {
    throw new Error(`PASSWORD_SCRYPT_N debe ser una potencia de 2 entre ${MIN_SCRYPT_N} y ${MAX_SCRYPT_N}`);
  }
  return n;
}

function costFromEnvironment(): ScryptCost {
  try {
    const n = scryptNFrom(process.env);
    return n === null ? OWASP_SCRYPT_COST : { ...OWASP_SCRYPT_COST, N: n };
  } catch {
    // config.ts stops the API with the variable's name; until then, the safe default.
    return OWASP_SCRYPT_COST;
  }
}

let cost: ScryptCost = costFromEnvironment();

/** The cost new hashes are made with. */
export function passwordCost(): ScryptCost {
  return cost;
}

/** Sets the cost of new hashes (a test proving the production default and the rehash). */
export function setPasswordCost(next: ScryptCost): void {
  cost = next;
}

function derive(password: string, salt: Buffer, options: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node refuses more than 32 MiB unless told, so allow twice that.
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * Hashes a password with a random 16-byte salt at the current cost. A fixed `salt` is accepted
 * only so that the demo seed stays byte-identical between resets; real accounts never pass one.
 */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(16),
  with_: ScryptCost = cost,
): Promise<string> {
  const key = await derive(password, salt, with_);
  return ['scrypt', with_.N, with_.r, with_.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The cost a stored hash names, or null when it is not a readable scrypt hash. */
export function storedCost(stored: string): ScryptCost | null {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return null;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((value) => Number.isInteger(value) && value > 0)) return null;
  if (options.N < MIN_SCRYPT_N || options.N > MAX_SCRYPT_N || options.r > 32 || options.p > 16) return null;
  return options;
}

/** True when `stored` was made with any parameter lower than the current cost's. */
export function needsRehash(stored: string, current: ScryptCost = cost): boolean {
  const made = storedCost(stored);
  return made === null || made.N < current.N || made.r < current.r || made.p < current.p;
}

/** True when `password` matches `stored`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const options = storedCost(stored);
  const [, , , , saltText = '', keyText = ''] = stored.split('$');
  if (!options) return false;
  const expected = Buffer.from(keyText, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  try {
    const actual = await derive(password, Buffer.from(saltText, 'base64'), options);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

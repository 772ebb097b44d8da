// HS256 JSON Web Tokens through `hono/jwt`, the JWT helper of the Hono the API is built on. On top of
// it, what this API requires: only our exact header algorithm (no `none`, no algorithm confusion),
// one spelling per token (base64url without padding, the signature in its canonical form, so a
// token cannot be reused under another spelling), numeric iat and exp, and exp judged by the API's
// own clock (replaceable in tests). Failures are values, never exceptions.
import { sign, verify } from 'hono/jwt';
import { JwtTokenSignatureMismatched } from 'hono/utils/jwt/types';

export interface JwtPayload {
  readonly [claim: string]: unknown;
  readonly iat: number;
  readonly exp: number;
}

export type JwtVerification =
  | { readonly ok: true; readonly payload: JwtPayload }
  | { readonly ok: false; readonly reason: 'malformed' | 'algorithm' | 'signature' | 'expired' };

interface SignOptions {
  readonly expiresInSeconds: number;
  readonly now?: Date;
}

const ALGORITHM = 'HS256';
/** Three base64url segments without padding; an HS256 signature is 32 bytes, 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/;

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function decodeJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Signs `claims` adding `iat` and `exp` (both in seconds). */
export function signJwt(claims: Record<string, unknown>, secret: string, options: SignOptions): Promise<string> {
  const iat = seconds(options.now ?? new Date());
  return sign({ ...claims, iat, exp: iat + options.expiresInSeconds }, secret, ALGORITHM);
}

/** Verifies a token signed with `secret`, judging exp by `now`. */
export async function verifyJwt(token: string, secret: string, now: Date = new Date()): Promise<JwtVerification> {
  const [headerPart = '', , signature = ''] = token.split('.');
  const header = decodeJson(headerPart);
  if (isRecord(header) && header['alg'] !== ALGORITHM) return { ok: false, reason: 'algorithm' };
  // The last character of 43 carries 4 bits of the signature and 2 unused ones, which must be 0.
  if (!TOKEN_SHAPE.test(token) || Buffer.from(signature, 'base64url').toString('base64url') !== signature) {
    return { ok: false, reason: 'malformed' };
  }
  let payload: Record<string, unknown>;
  try {
    // The time claims are judged below by the API's clock, not by the helper's.
    payload = await verify(token, secret, { alg: ALGORITHM, exp: false, iat: false, nbf: false });
  } catch (error) {
    return { ok: false, reason: error instanceof JwtTokenSignatureMismatched ? 'signature' : 'malformed' };
  }
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') return { ok: false, reason: 'malformed' };
  if (exp <= seconds(now)) return { ok: false, reason: 'expired' };
  return { ok: true, payload: { ...payload, iat, exp } };
}

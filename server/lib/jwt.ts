// HS256 JSON Web Tokens with node:crypto: signing, and verification that only accepts our own
// header (alg HS256), a valid signature, numeric iat/exp and an exp still in the future.
import { createHmac, timingSafeEqual } from 'node:crypto';

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

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function hmac(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Signs `claims` adding `iat` and `exp` (both in seconds). */
export function signJwt(claims: Record<string, unknown>, secret: string, options: SignOptions): string {
  const iat = seconds(options.now ?? new Date());
  const payload = { ...claims, iat, exp: iat + options.expiresInSeconds };
  const unsigned = `${base64UrlJson(HEADER)}.${base64UrlJson(payload)}`;
  return `${unsigned}.${hmac(unsigned, secret).toString('base64url')}`;
}

function parseSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Verifies a token; failures are values, never exceptions. */
export function verifyJwt(token: string, secret: string, now: Date = new Date()): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = parseSegment(headerPart);
  const payload = parseSegment(payloadPart);
  if (!isRecord(header) || !isRecord(payload)) return { ok: false, reason: 'malformed' };
  // Only our exact algorithm: this is what rejects `alg: none` and algorithm-confusion tokens.
  if (header['alg'] !== HEADER.alg) return { ok: false, reason: 'algorithm' };

  const expected = hmac(`${headerPart}.${payloadPart}`, secret);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }

  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') return { ok: false, reason: 'malformed' };
  if (exp <= seconds(now)) return { ok: false, reason: 'expired' };
  return { ok: true, payload: { ...payload, iat, exp } };
}

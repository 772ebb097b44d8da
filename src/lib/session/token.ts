// Reading the session token in the browser: it must decode, carry numeric exp and
// iat and a role, and not be expired (exp in seconds against now). The signature is the
// server's business; this only decides whether a stored session is worth restoring.
import { jwtDecode } from 'jwt-decode';
import { USER_ROLE, type SessionTokenClaims } from './types.ts';

export type SessionKind = 'user' | 'business';

/** The claims of `token`, or null when it does not decode or lacks exp, iat or role. */
export function readTokenClaims(token: string): SessionTokenClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = jwtDecode<Record<string, unknown>>(token);
  } catch {
    return null;
  }
  const { exp, iat, role } = payload;
  if (typeof exp !== 'number' || typeof iat !== 'number' || typeof role !== 'string' || role === '') return null;
  return { exp, iat, role };
}

/** A session is expired when exp is not in the future. */
export function isExpired(claims: SessionTokenClaims, now: number = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}

/** User sessions need role User; business sessions any other role. */
export function roleFitsKind(role: string, kind: SessionKind): boolean {
  return kind === 'user' ? role === USER_ROLE : role !== USER_ROLE;
}

/** The claims of a token fit for a `kind` session right now, or null. */
export function validSessionClaims(
  token: string,
  kind: SessionKind,
  now: number = Date.now(),
): SessionTokenClaims | null {
  const claims = readTokenClaims(token);
  if (!claims || isExpired(claims, now) || !roleFitsKind(claims.role, kind)) return null;
  return claims;
}

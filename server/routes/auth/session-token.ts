// Session tokens: HS256 JWTs with exp, iat, role plus sub (the account) and jti,
// so that logout can revoke a token before its exp, and sv (the account's session version), so that
// a password change ends every session that started before it. `authenticate` is what any route that needs
// a signed-in worker (auth-user) or company (auth-business) calls.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { signJwt, verifyJwt } from '../../lib/jwt.ts';
import { USER_ROLE, findAccount, type Account } from './accounts.ts';

export const SESSION_TOKEN_SECONDS = 8 * 60 * 60;

export type SessionKind = 'user' | 'business';

export const SESSION_HEADER: Record<SessionKind, string> = { user: 'auth-user', business: 'auth-business' };

export function signSessionToken(deps: AppDeps, account: Account): Promise<string> {
  return signJwt(
    {
      sub: String(account.id_user),
      role: account.role,
      id_business: account.id_business,
      sv: account.session_version,
      jti: randomUUID(),
    },
    deps.jwtSecret,
    { expiresInSeconds: SESSION_TOKEN_SECONDS, now: deps.now() },
  );
}

export interface Authenticated {
  readonly account: Account;
  readonly jti: string;
  readonly exp: number;
}

function isRevoked(db: Database, jti: string): boolean {
  return db.prepare('SELECT 1 FROM revoked_tokens WHERE jti = ?').get(jti) !== undefined;
}

/** The account behind the request's `auth-user` / `auth-business` token, or null. */
export async function authenticate(deps: AppDeps, c: Context, kind: SessionKind): Promise<Authenticated | null> {
  const token = c.req.header(SESSION_HEADER[kind]);
  if (!token) return null;
  const verified = await verifyJwt(token, deps.jwtSecret, deps.now());
  if (!verified.ok) return null;
  const { sub, jti, role } = verified.payload;
  if (typeof sub !== 'string' || typeof jti !== 'string' || typeof role !== 'string') return null;
  if ((kind === 'user') !== (role === USER_ROLE) || isRevoked(deps.db, jti)) return null;
  const account = findAccount(deps.db, Number(sub));
  if (!account || account.role !== role) return null;
  if (verified.payload['sv'] !== account.session_version) return null;
  return { account, jti, exp: verified.payload.exp };
}

/**
 * The worker whose `auth-user` token is genuine and unexpired but whose account was anonymised
 * after it was signed (its session ended with the deletion); null for any other token. Only the
 * holder of that token learns the account was deleted.
 */
export async function deletedWorkerOf(deps: AppDeps, c: Context): Promise<number | null> {
  const token = c.req.header(SESSION_HEADER.user);
  if (!token) return null;
  const verified = await verifyJwt(token, deps.jwtSecret, deps.now());
  if (!verified.ok) return null;
  const { sub, jti, role } = verified.payload;
  if (typeof sub !== 'string' || typeof jti !== 'string' || role !== USER_ROLE || isRevoked(deps.db, jti)) return null;
  const row = deps.db
    .prepare("SELECT 1 FROM users WHERE id_user = ? AND role = 'User' AND anonymised_at IS NOT NULL")
    .get(Number(sub));
  return row ? Number(sub) : null;
}

export function revokeToken(db: Database, jti: string, exp: number): void {
  db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)').run(
    jti,
    new Date(exp * 1000).toISOString(),
  );
}

// Route guards of the local API: `requireUser` (auth-user, role User) and `requireBusiness`
// (auth-business, any other role). Both delegate to `authenticate` from routes/auth, which checks
// the HS256 signature, exp/iat, the role for the side and revoked tokens; a refusal is 401 with the
// Spanish session message, or, to a worker whose account was deleted since the session began, with
// the deletion's confirmation (lib/deletion-confirmation.ts). Handlers read the signed-in account with `c.get('session')`.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../deps.ts';
import { AUTH_MESSAGES } from '../routes/auth/messages.ts';
import { ACCOUNT_DELETED_MESSAGE } from '../../src/lib/contract/privacy.ts';
import { authenticate, deletedWorkerOf, type Authenticated, type SessionKind } from '../routes/auth/session-token.ts';
import { deletionConfirmation } from './deletion-confirmation.ts';

export interface AuthEnv {
  Variables: { session: Authenticated };
}

/**
 * The 401 for a request whose session is not live. A worker's own session that outlived the
 * deletion of the account carries the confirmation of what went and what was kept, for the area
 * to show instead of the home page.
 */
export async function refusal(deps: AppDeps, c: Context, kind: SessionKind): Promise<Response> {
  const deleted = kind === 'user' ? await deletedWorkerOf(deps, c) : null;
  const deletion = deleted === null ? null : deletionConfirmation(deps.db, deleted);
  if (deletion) return c.json({ message: ACCOUNT_DELETED_MESSAGE, deletion }, 401);
  return c.json({ message: AUTH_MESSAGES.sessionExpired }, 401);
}

function requireSession(deps: AppDeps, kind: SessionKind) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const session = await authenticate(deps, c, kind);
    if (!session) return refusal(deps, c, kind);
    c.set('session', session);
    await next();
    return undefined;
  });
}

/** Lets through only requests whose `auth-user` token is a live worker (role User) session. */
export const requireUser = (deps: AppDeps) => requireSession(deps, 'user');

/** Lets through only requests whose `auth-business` token is a live company (non-User) session. */
export const requireBusiness = (deps: AppDeps) => requireSession(deps, 'business');

// Route guards of the local API: `requireUser` (auth-user, role User) and `requireBusiness`
// (auth-business, any other role). Both delegate to `authenticate` from routes/auth, which checks
// the HS256 signature, exp/iat, the role for the side and revoked tokens; a refusal is 401 with the
// Spanish session message. Handlers read the signed-in account with `c.get('session')`.
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../deps.ts';
import { AUTH_MESSAGES } from '../routes/auth/messages.ts';
import { authenticate, type Authenticated, type SessionKind } from '../routes/auth/session-token.ts';

export interface AuthEnv {
  Variables: { session: Authenticated };
}

function requireSession(deps: AppDeps, kind: SessionKind) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const session = await authenticate(deps, c, kind);
    if (!session) return c.json({ message: AUTH_MESSAGES.sessionExpired }, 401);
    c.set('session', session);
    await next();
    return undefined;
  });
}

/** Lets through only requests whose `auth-user` token is a live worker (role User) session. */
export const requireUser = (deps: AppDeps) => requireSession(deps, 'user');

/** Lets through only requests whose `auth-business` token is a live company (non-User) session. */
export const requireBusiness = (deps: AppDeps) => requireSession(deps, 'business');

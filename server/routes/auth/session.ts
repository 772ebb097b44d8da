// Signed-in session calls:
//   POST /auth/success-login   (auth-user)     → 200 { message, data: logged user } | 401 (with the
//                                                deletion's confirmation for a deleted account)
//   POST /auth/logout/user     (auth-user)     → 200 { message }, the token revoked | 401
//   POST /auth/logout/business (auth-business) → 200 { message }, the token revoked | 401
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { refusal } from '../../lib/require-auth.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { loggedUserPayload } from './payload.ts';
import { authenticate, revokeToken, type SessionKind } from './session-token.ts';

export function sessionRoutes(deps: AppDeps) {
  const logout = (kind: SessionKind) =>
    new Hono().post('/', async (c) => {
      const session = await authenticate(deps, c, kind);
      if (!session) return c.json({ message: AUTH_MESSAGES.sessionExpired }, 401);
      revokeToken(deps.db, session.jti, session.exp);
      return c.json({ message: AUTH_MESSAGES.loggedOut });
    });

  return new Hono()
    .post('/success-login', async (c) => {
      const session = await authenticate(deps, c, 'user');
      if (!session) return refusal(deps, c, 'user');
      return c.json({ message: AUTH_MESSAGES.userRefreshed, data: loggedUserPayload(deps.db, session.account) });
    })
    .route('/logout/user', logout('user'))
    .route('/logout/business', logout('business'));
}

// /auth — sign-in, e-mail verification, password recovery and session calls.
// Each group lives in routes/auth/; `authenticate` there is what other routes use
// to read the auth-user / auth-business token.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { loginRoutes } from './login.ts';
import { resetRoutes } from './reset.ts';
import { sessionRoutes } from './session.ts';

export { authenticate, type Authenticated } from './session-token.ts';

export function authRoutes(deps: AppDeps) {
  return new Hono().route('/', loginRoutes(deps)).route('/', resetRoutes(deps)).route('/', sessionRoutes(deps));
}

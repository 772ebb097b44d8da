// /auth — sign-in, e-mail verification, password recovery and session calls.
// Each group lives in routes/auth/; `authenticate` there is what other routes use
// to read the auth-user / auth-business token.
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { loginRoutes } from './auth/login.ts';
import { resetRoutes } from './auth/reset.ts';
import { sessionRoutes } from './auth/session.ts';

export { authenticate, type Authenticated } from './auth/session-token.ts';

export function authRoutes(deps: AppDeps) {
  return new Hono().route('/', loginRoutes(deps)).route('/', resetRoutes(deps)).route('/', sessionRoutes(deps));
}

// /business — the company area's calls (header auth-business), the workers' privacy requests
// under /privacy-requests among them. Each
// route carries its own guard (requireBusiness) instead of a `use('*')`, because the public
// contact routes of other modules (/business/register, /business/contact-business) share the
// prefix and must stay open. Logout is POST /auth/logout/business (routes/auth).
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { AuthEnv } from '../../lib/require-auth.ts';
import { businessApplicantRoutes } from './applicants.ts';
import { businessPostingRoutes } from './postings.ts';
import { businessPrivacyRoutes } from './privacy-requests.ts';
import { businessProfileRoutes } from './profiles.ts';

export function businessRoutes(deps: AppDeps) {
  return new Hono<AuthEnv>()
    .route('/', businessPostingRoutes(deps))
    .route('/', businessApplicantRoutes(deps))
    .route('/', businessProfileRoutes(deps))
    .route('/privacy-requests', businessPrivacyRoutes(deps));
}

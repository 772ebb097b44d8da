// /business — the company area's calls (header auth-business), the workers' privacy requests
// under /privacy-requests among them. Each
// route carries its own guard (requireBusiness) instead of a `use('*')`, because the public
// contact routes of other modules (/business/register, /business/contact-business) share the
// prefix and must stay open. Logout is POST /auth/logout/business (routes/auth).
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { AuthEnv } from '../../lib/require-auth.ts';
import { businessApplicantRoutes } from './applicants.ts';
import { companyLinkRoutes } from './company-links.ts';
import { inboxRoutes } from './inbox.ts';
import { businessContractRoutes } from './contracts.ts';
import { businessPostingRoutes } from './postings.ts';
import { businessPrivacyRoutes } from './privacy-requests.ts';
import { businessProfileRoutes } from './profiles.ts';
import { requiredDocumentRoutes } from './required-documents.ts';
import { reviewDecisionRoutes } from './review-decisions.ts';
import { reviewRoutes } from './review.ts';
import { workerFileRoutes } from './worker-file.ts';

export function businessRoutes(deps: AppDeps) {
  return new Hono<AuthEnv>()
    .route('/', businessPostingRoutes(deps))
    .route('/', businessApplicantRoutes(deps))
    .route('/', businessProfileRoutes(deps))
    .route('/', reviewRoutes(deps))
    .route('/', reviewDecisionRoutes(deps))
    .route('/', workerFileRoutes(deps))
    .route('/', requiredDocumentRoutes(deps))
    .route('/', businessContractRoutes(deps))
    .route('/', companyLinkRoutes(deps))
    .route('/', inboxRoutes(deps))
    .route('/privacy-requests', businessPrivacyRoutes(deps));
}

// /api/users — the signed-in worker's own data (header auth-user on every route), composed for one
// mount at '/api/users' in app.ts: documents, records (contracts, attendance, penalties, company
// profiles), profile and work experience, bank details, job postings and the password change.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { userBankRoutes } from './bank.ts';
import { userDocumentRoutes } from './documents.ts';
import { userPasswordRoutes } from './password.ts';
import { userPostingRoutes } from './postings.ts';
import { userPrivacyRoutes } from './privacy.ts';
import { userProfileRoutes } from './profile.ts';
import { userRecordRoutes } from './records.ts';

export function userRoutes(deps: AppDeps) {
  return new Hono()
    .route('/', userDocumentRoutes(deps))
    .route('/', userRecordRoutes(deps))
    .route('/', userProfileRoutes(deps))
    .route('/bank-details', userBankRoutes(deps))
    .route('/', userPostingRoutes(deps))
    .route('/', userPasswordRoutes(deps))
    .route('/privacy', userPrivacyRoutes(deps));
}

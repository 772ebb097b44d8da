// /api/users — the signed-in worker's own data (header auth-user on every route), composed for one
// mount at '/api/users' in app.ts: documents, records (contracts, attendance, penalties, company
// profiles), profile and work experience, bank details, job postings, the password change, the e-mail
// verification from the settings, the news of document decisions and signing contracts
// (contract-signing.ts).
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { userBankRoutes } from './bank.ts';
import { userDocumentRoutes } from './documents.ts';
import { userEmailVerificationRoutes } from './email-verification.ts';
import { userNewsRoutes } from './news.ts';
import { userPasswordRoutes } from './password.ts';
import { userPostingRoutes } from './postings.ts';
import { userPrivacyRoutes } from './privacy.ts';
import { userProfileRoutes } from './profile.ts';
import { userRecordRoutes } from './records.ts';
import { contractSigningRoutes } from './contract-signing.ts';

export function userRoutes(deps: AppDeps) {
  return new Hono()
    .route('/', userDocumentRoutes(deps))
    .route('/', userRecordRoutes(deps))
    .route('/', contractSigningRoutes(deps))
    .route('/', userProfileRoutes(deps))
    .route('/bank-details', userBankRoutes(deps))
    .route('/', userPostingRoutes(deps))
    .route('/', userPasswordRoutes(deps))
    .route('/', userEmailVerificationRoutes(deps))
    .route('/', userNewsRoutes(deps))
    .route('/privacy', userPrivacyRoutes(deps));
}

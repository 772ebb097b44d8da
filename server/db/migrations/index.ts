// Every schema migration, in version order. Append new ones; never edit a shipped one.
import { tenantsAndAccounts } from './001-tenants-accounts.ts';
import { documentsAndRecords } from './002-documents-records.ts';
import { jobPostings } from './003-job-postings.ts';
import { registrationForms } from './004-registration-forms.ts';
import { authAndOutbox } from './005-auth-outbox.ts';
import { powersAndRequests } from './006-powers-requests.ts';
import { integrity } from './007-integrity.ts';
import { documentReview } from './009-document-review.ts';
import { signing } from './010-signing.ts';
import { privacyAndConsent } from './011-privacy-consent.ts';
import { phonesE164 } from './012-phones-e164.ts';
import { delivery } from './013-delivery.ts';
import { consentWithdrawalChannel } from './014-consent-withdrawal-channel.ts';
import { inbox } from './015-inbox.ts';
import { jobRuns } from './016-job-runs.ts';
import { fileDownloads } from './017-file-downloads.ts';
import { outboxDigest } from './018-outbox-digest.ts';
import type { Migration } from './migration.ts';

export type { Migration };

export const MIGRATIONS: readonly Migration[] = [
  tenantsAndAccounts,
  documentsAndRecords,
  jobPostings,
  registrationForms,
  authAndOutbox,
  powersAndRequests,
  integrity,
  documentReview,
  signing,
  privacyAndConsent,
  phonesE164,
  delivery,
  consentWithdrawalChannel,
  inbox,
  jobRuns,
  fileDownloads,
  outboxDigest,
];

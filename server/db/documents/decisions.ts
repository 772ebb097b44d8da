// Deciding on a worker's document: approving it (with its issue and expiry dates, required when
// its type expires) or rejecting it with a reason. Only the company the worker registered with
// decides, only while the document awaits review, and only on the version the reviewer saw (a
// replaced or already decided document answers 409). Each decision is stored in the document's
// history with the reviewer, the time, the status before and after and the reason or dates; the
// worker is told by one message per worker for a whole review (notifyDecisions).
import * as v from 'valibot';
import type { Rejection } from '../../../src/lib/validation/rejection-reason.ts';
import { rejectionText } from '../../../src/lib/validation/rejection-reason.ts';
import { documentDatesSchema } from '../../../src/lib/validation/document-dates.ts';
import { BODY_PARSE_CONFIG, issueMessages } from '../../lib/validate.ts';
import type { Database } from '../database.ts';
import { bool, int, intOrNull, text, textOrNull, type Row } from '../rows.ts';
import { companyActorName, workerRelation, type CompanyActor } from './company-access.ts';
import { findDocument, profileName } from './document-rows.ts';
import { recordEvent } from './events.ts';
import { REVIEW_MESSAGES } from './messages.ts';
import { queueDigest } from '../outbox-digest.ts';
import {
  decisionMessage,
  parseDecided,
  workerChannels,
  workerContact,
  workerMessage,
  type DecidedDocument,
} from './notify.ts';

export interface Refusal {
  readonly status: 400 | 403 | 404 | 409;
  readonly messages: string[];
}

export type DecisionInput =
  | {
      readonly kind: 'approve';
      readonly dates: { issue_date?: string | null | undefined; expiration_date?: string | null | undefined };
    }
  | { readonly kind: 'reject'; readonly rejection: Rejection };

export interface Decided {
  readonly row: Row;
  readonly idUser: number;
  readonly decided: DecidedDocument;
}

const refuse = (status: Refusal['status'], message: string): Refusal => ({ status, messages: [message] });

/** The document if this company may decide on it now, else why not. */
export function decidableDocument(
  db: Database,
  company: CompanyActor,
  idFile: number,
  version: number | null,
): Row | Refusal {
  const row = findDocument(db, idFile);
  if (!row) return refuse(404, REVIEW_MESSAGES.notFound);
  if (intOrNull(row, 'id_business') !== company.id_business) {
    const seen = workerRelation(db, company, int(row, 'id_user')) !== null;
    return seen ? refuse(403, REVIEW_MESSAGES.notYours) : refuse(404, REVIEW_MESSAGES.notFound);
  }
  if (version !== null && version !== int(row, 'version')) return refuse(409, REVIEW_MESSAGES.stale);
  const awaiting =
    bool(row, 'is_uploaded') &&
    text(row, 'visibility') === 'VISIBLE' &&
    ['PENDING', 'SOLICIT_REJECTED'].includes(textOrNull(row, 'file_status') ?? '');
  return awaiting ? row : refuse(409, REVIEW_MESSAGES.notAwaiting);
}

export function isRefusal(value: Row | Refusal | Decided): value is Refusal {
  return 'status' in value && 'messages' in value && Array.isArray(value.messages);
}

/** Applies one decision (call inside a transaction); the refusal when it cannot be taken. */
export function decideDocument(
  db: Database,
  company: CompanyActor,
  idFile: number,
  version: number | null,
  input: DecisionInput,
  now: Date,
  today: string,
): Decided | Refusal {
  const row = decidableDocument(db, company, idFile, version);
  if (isRefusal(row)) return row;
  const previous = textOrNull(row, 'file_status');
  const current = int(row, 'version');
  let update: {
    status: string;
    issue: string | null;
    expiry: string | null;
    code: string | null;
    reason: string | null;
  };
  if (input.kind === 'approve') {
    const dates = v.safeParse(
      documentDatesSchema({ expires: bool(row, 'expires'), today }),
      input.dates,
      BODY_PARSE_CONFIG,
    );
    if (!dates.success) return { status: 400, messages: issueMessages(dates.issues) };
    update = {
      status: 'ACCEPTED',
      issue: dates.output.issue_date,
      expiry: dates.output.expiration_date,
      code: null,
      reason: null,
    };
  } else {
    const reason = rejectionText(input.rejection);
    update = { status: 'REJECTED', issue: null, expiry: null, code: input.rejection.reason, reason };
  }
  const changed = db
    .prepare(
      `UPDATE user_files SET file_status = ?, issue_date = ?, expiration_date = ?, rejection_code = ?,
         rejection_reason = ?, reminded_expiry = NULL, version = version + 1
       WHERE id_file = ? AND version = ?`,
    )
    .run(update.status, update.issue, update.expiry, update.code, update.reason, idFile, current);
  if (Number(changed.changes) === 0) return refuse(409, REVIEW_MESSAGES.stale);
  recordEvent(db, {
    idFile,
    kind: input.kind === 'approve' ? 'approved' : 'rejected',
    previousStatus: previous,
    newStatus: update.status,
    actor: { id_user: company.id_user, role: 'company', name: companyActorName(db, company), email: company.email },
    reasonCode: update.code,
    reason: update.reason,
    issueDate: update.issue,
    expirationDate: update.expiry,
    at: now.toISOString(),
  });
  const decidedRow = findDocument(db, idFile) ?? row;
  return {
    row: decidedRow,
    idUser: int(row, 'id_user'),
    decided: {
      id_file: idFile,
      id_profile_user: int(row, 'id_profile_user'),
      profile_name: profileName(int(row, 'id_profile')),
      purpose_name: text(row, 'purpose_name'),
      title: textOrNull(row, 'title'),
      decision: input.kind === 'approve' ? 'approved' : 'rejected',
      reason: update.reason,
    },
  };
}

/**
 * Tells each worker about the decisions on their documents: one message per worker and channel for
 * a whole review. The decisions gather in the worker's waiting digest (db/outbox-digest.ts), which
 * goes out once the reviewer has paused, telling of every decision since the last message.
 */
export function notifyDecisions(db: Database, siteOrigin: string, decisions: readonly Decided[], now: Date): void {
  const byWorker = new Map<number, DecidedDocument[]>();
  for (const { idUser, decided } of decisions) byWorker.set(idUser, [...(byWorker.get(idUser) ?? []), decided]);
  for (const [idUser, decided] of byWorker) {
    const worker = workerContact(db, idUser);
    if (!worker) continue;
    for (const channel of workerChannels(worker)) {
      queueDigest(
        db,
        {
          key: `document-decision:${idUser}`,
          channel,
          items: decided,
          build: (items) => workerMessage(worker, decisionMessage(siteOrigin, worker, items), channel),
          identity: (item) => String(item.id_file),
          parse: parseDecided,
        },
        now,
      );
    }
  }
}

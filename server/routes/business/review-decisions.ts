// /business/review — the company's decisions on its workers' documents (header auth-business; an
// extension of the specified API). Shapes: src/lib/contract/review.ts; rules and messages:
// src/lib/validation/document-dates.ts and rejection-reason.ts.
//   POST /review/documents/:id_file/approve  { issue_date?, expiration_date? } (YYYY-MM-DD; both
//        required when the document's `expires`)  [If-Match: "<version>" optional]
//   POST /review/documents/:id_file/reject   { reason, detail? } (reason: imagen_ilegible,
//        documento_vencido, no_corresponde, falta_una_cara, otro; detail up to 300, required for otro)
//        [If-Match optional]
//        → 200 { message: 'Documento aprobado' | 'Documento rechazado',
//                data: { document: ReviewDocument, next: QueueItem | null, count } }
//          `next` is the document to open now: the next one in the queue after this, else the oldest.
//   POST /review/approve-many  { documents: [{ id_file, version?, issue_date?, expiration_date? }] }
//        (1 to 50, each once) → 200 { message: '3 documentos aprobados; 1 no se pudo aprobar',
//          data: { results: [{ id_file, ok: true, document } | { id_file, ok: false, status, messages }],
//                  approved, failed, next, count } }
//        Each document is decided on its own (per-item results): one that cannot be approved (its
//        dates missing, decided by someone else meanwhile) does not hold back the others.
// Refusals (single decisions; the same per item in bulk): 400 the rules' messages ('Ingresa la
// fecha de vencimiento', 'Elige el motivo del rechazo'…); 403 'Solo la empresa con la que se
// registró el trabajador puede revisar sus documentos.' (a worker who only applied); 404 'No
// encontramos ese documento entre los de tus trabajadores.'; 409 'Este documento ya no está en
// revisión.' or, when If-Match/version names an older version, 'Este documento cambió mientras lo
// revisabas…'. Each decision changes the document, is stored in its history (reviewer, time,
// previous and new status, reason or dates) and tells the worker: one e-mail (and a chat message
// when the worker has a phone) per worker and request, with the link to their portal.
import { Hono, type Context } from 'hono';
import type { QueueItem } from '../../../src/lib/contract/review.ts';
import { ApprovalBodySchema, BulkApprovalBodySchema, RejectionBodySchema } from '../../../src/lib/contract/review.ts';
import { transaction } from '../../db/database.ts';
import {
  decideDocument,
  isRefusal,
  notifyDecisions,
  type Decided,
  type DecisionInput,
} from '../../db/documents/decisions.ts';
import { REVIEW_MESSAGES, approvedManyMessage } from '../../db/documents/messages.ts';
import { nextInQueue, queueCount, queuePage } from '../../db/documents/queue.ts';
import { text } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { expectedVersion } from '../../lib/concurrency.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody } from '../../lib/validate.ts';
import { companyOf, todayOf } from './company.ts';
import { idFileParam, reviewDocument } from './review.ts';

/** If-Match as a version: a malformed header names no version this document has (409). */
function ifMatch(c: Context): number | null {
  const expected = expectedVersion(c);
  return expected === 'malformed' ? -1 : expected;
}

function firstInQueue(deps: AppDeps, idBusiness: number, today: string): QueueItem | null {
  return queuePage(deps.db, idBusiness, null, today, 1).items[0] ?? null;
}

export function reviewDecisionRoutes(deps: AppDeps) {
  const guard = requireBusiness(deps);

  const decide = (c: Context<AuthEnv>, idFile: number, input: DecisionInput, message: string) => {
    const company = companyOf(c);
    const today = todayOf(deps);
    const now = deps.now();
    const outcome = transaction(deps.db, () => {
      const decided = decideDocument(deps.db, company, idFile, ifMatch(c), input, now, today);
      if (!isRefusal(decided)) notifyDecisions(deps.db, deps.siteOrigin, [decided], now);
      return decided;
    });
    if (isRefusal(outcome)) return c.json({ message: outcome.messages }, outcome.status);
    const key = { date_upload: text(outcome.row, 'date_upload'), id_file: idFile };
    return c.json({
      message,
      data: {
        document: reviewDocument(deps.db, company, outcome.row, today),
        next: nextInQueue(deps.db, company.id_business, key, today),
        count: queueCount(deps.db, company.id_business),
      },
    });
  };

  return new Hono<AuthEnv>()
    .post('/review/documents/:id_file/approve', guard, idFileParam, jsonBody(ApprovalBodySchema), (c) =>
      decide(
        c,
        c.req.valid('param').id_file,
        { kind: 'approve', dates: c.req.valid('json') },
        REVIEW_MESSAGES.approved,
      ),
    )
    .post('/review/documents/:id_file/reject', guard, idFileParam, jsonBody(RejectionBodySchema), (c) =>
      decide(
        c,
        c.req.valid('param').id_file,
        { kind: 'reject', rejection: c.req.valid('json') },
        REVIEW_MESSAGES.rejected,
      ),
    )
    .post('/review/approve-many', guard, jsonBody(BulkApprovalBodySchema), (c) => {
      const company = companyOf(c);
      const today = todayOf(deps);
      const now = deps.now();
      const decided: Decided[] = [];
      const results = c.req.valid('json').documents.map((item) => {
        const dates = { issue_date: item.issue_date ?? null, expiration_date: item.expiration_date ?? null };
        const outcome = transaction(deps.db, () =>
          decideDocument(deps.db, company, item.id_file, item.version ?? null, { kind: 'approve', dates }, now, today),
        );
        if (isRefusal(outcome)) {
          return { id_file: item.id_file, ok: false as const, status: outcome.status, messages: outcome.messages };
        }
        decided.push(outcome);
        return {
          id_file: item.id_file,
          ok: true as const,
          document: reviewDocument(deps.db, company, outcome.row, today),
        };
      });
      if (decided.length > 0) transaction(deps.db, () => notifyDecisions(deps.db, deps.siteOrigin, decided, now));
      const approved = decided.length;
      return c.json({
        message: approvedManyMessage(approved, results.length - approved),
        data: {
          results,
          approved,
          failed: results.length - approved,
          next: firstInQueue(deps, company.id_business, today),
          count: queueCount(deps.db, company.id_business),
        },
      });
    });
}

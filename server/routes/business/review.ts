// /business/review — the company's 'Por revisar' (header auth-business on all; an extension of the
// specified API). Shapes: src/lib/contract/review.ts.
//   GET  /review/queue[?cursor=…]
//        → 200 { data: QueueItem[], count, next_cursor }: the documents of the company's registered
//          workers in 'En revisión' (PENDING) or 'Solicitud de rechazo' (SOLICIT_REJECTED), oldest
//          upload first, 50 a page; `count` is the whole queue; pass `next_cursor` back as `cursor`
//          for the next page (null on the last one).
//        → 400 ['La página pedida no es válida. Vuelve a abrir la lista desde el comienzo.'] for a
//          cursor this API did not make.
//   GET  /review/documents/:id_file
//        → 200 { data: ReviewDocument } (a QueueItem plus `history` and `can_review`).
//   GET  /review/documents/:id_file/file → 200 the bytes (pdf, png or jpeg), `private, no-store`.
//        Both: 404 'No encontramos ese documento entre los de tus trabajadores.' for a document of a
//        worker the company does not see (another company's, or an unknown id); the file route also
//        404 'El trabajador todavía no sube este documento.' before any upload.
// A company sees the documents of the workers registered through its link and of those who applied
// to its postings; only the first are in its queue and may be decided (review-decisions.ts).
import { Hono } from 'hono';
import {
  ReviewFileParamsSchema,
  ReviewQueueQuerySchema,
  type ReviewDocument,
} from '../../../src/lib/contract/review.ts';
import { workerRelation, type CompanyActor } from '../../db/documents/company-access.ts';
import { recordDownload } from '../../db/file-downloads.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { findDocument, queueItem } from '../../db/documents/document-rows.ts';
import { historyOf } from '../../db/documents/events.ts';
import { REVIEW_MESSAGES } from '../../db/documents/messages.ts';
import { decodeCursor, queueCount, queuePage } from '../../db/documents/queue.ts';
import type { Database } from '../../db/database.ts';
import { int, intOrNull, textOrNull, type Row } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { queryParams, routeParams } from '../../lib/validate.ts';
import { sendStoredFile } from '../user/documents-response.ts';
import { companyOf, todayOf } from './company.ts';

export const idFileParam = routeParams(ReviewFileParamsSchema);
const queueQuery = queryParams(ReviewQueueQuerySchema);

/** The document with its owner when the company sees its worker, else undefined. */
export function visibleDocument(db: Database, company: CompanyActor, idFile: number): Row | undefined {
  const row = findDocument(db, idFile);
  if (!row) return undefined;
  if (intOrNull(row, 'id_business') === company.id_business) return row;
  return workerRelation(db, company, int(row, 'id_user')) ? row : undefined;
}

export function reviewDocument(db: Database, company: CompanyActor, row: Row, today: string): ReviewDocument {
  return {
    ...queueItem(row, today),
    history: historyOf(db, int(row, 'id_file')),
    can_review: intOrNull(row, 'id_business') === company.id_business,
  };
}

export function reviewRoutes(deps: AppDeps) {
  const guard = requireBusiness(deps);
  return new Hono<AuthEnv>()
    .get('/review/queue', guard, queueQuery, (c) => {
      const { cursor } = c.req.valid('query');
      const after = cursor === undefined ? null : decodeCursor(cursor);
      if (cursor !== undefined && after === null) return c.json({ message: [REVIEW_MESSAGES.invalidCursor] }, 400);
      const company = companyOf(c);
      const page = queuePage(deps.db, company.id_business, after, todayOf(deps));
      return c.json({
        data: page.items,
        count: queueCount(deps.db, company.id_business),
        next_cursor: page.nextCursor,
      });
    })
    .get('/review/documents/:id_file', guard, idFileParam, (c) => {
      const company = companyOf(c);
      const row = visibleDocument(deps.db, company, c.req.valid('param').id_file);
      if (!row) return c.json({ message: REVIEW_MESSAGES.notFound }, 404);
      return c.json({ data: reviewDocument(deps.db, company, row, todayOf(deps)) });
    })
    .get('/review/documents/:id_file/file', guard, idFileParam, async (c) => {
      const company = companyOf(c);
      const row = visibleDocument(deps.db, company, c.req.valid('param').id_file);
      if (!row) return c.json({ message: REVIEW_MESSAGES.notFound }, 404);
      const storagePath = textOrNull(row, 'storage_path');
      if (int(row, 'is_uploaded') !== 1 || !storagePath) return c.json({ message: REVIEW_MESSAGES.noFile }, 404);
      const name = `${textOrNull(row, 'purpose_name') ?? 'documento'}.${textOrNull(row, 'type_name') ?? 'pdf'}`;
      const answer = await sendStoredFile(c, deps, storagePath, name);
      // A company reading a worker's file is recorded once the file is on its way.
      if (answer.status === 200) {
        recordDownload(deps.db, {
          company,
          idWorker: int(row, 'id_user'),
          file: { kind: 'document', idFile: int(row, 'id_file') },
          fileName: name,
          clientIp: clientAddress(c),
          at: deps.now(),
        });
      }
      return answer;
    });
}

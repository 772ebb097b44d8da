// Endpoint module of 'Por revisar' (header auth-business; extensions of the
// specified API, see server/routes/business/review.ts and review-decisions.ts):
//   GET  /business/review/queue[?cursor=…]            → { data: QueueItem[], count, next_cursor }
//   GET  /business/review/documents/:id_file/file     → the bytes, for the viewer
//   POST /business/review/documents/:id_file/approve  { issue_date, expiration_date } (If-Match)
//   POST /business/review/documents/:id_file/reject   { reason, detail } (If-Match)
//   POST /business/review/approve-many                { documents: [{ id_file, version }] }
// Every answer is checked against its shared shape (src/lib/contract), so a malformed one fails.
import * as v from 'valibot';
import {
  BulkApprovalAnswerSchema,
  DecisionAnswerSchema,
  QueuePageSchema,
  type BulkApprovalAnswer,
  type DecisionAnswer,
  type QueueItem,
  type QueuePage,
} from '@/lib/contract/review.ts';
import { businessApi, ifMatch, type ApiClient } from '@/lib/http/index.ts';
import type { Rejection } from '@/lib/validation/rejection-reason.ts';

export type { QueueItem, QueuePage };

export async function fetchQueuePage(cursor: string | null, client: ApiClient = businessApi): Promise<QueuePage> {
  const query = cursor === null ? undefined : { cursor };
  return v.parse(QueuePageSchema, await client.get<unknown>('/business/review/queue', query ? { query } : {}));
}

export function downloadReviewFile(idFile: number, client: ApiClient = businessApi): Promise<Blob> {
  return client.get<Blob>(`/business/review/documents/${idFile}/file`, { as: 'blob' });
}

export interface ApprovalDates {
  readonly issue_date: string | null;
  readonly expiration_date: string | null;
}

export async function approveDocument(
  doc: { readonly id_file: number; readonly version: number },
  dates: ApprovalDates,
  client: ApiClient = businessApi,
): Promise<DecisionAnswer> {
  const answer = await client.post<unknown>(
    `/business/review/documents/${doc.id_file}/approve`,
    { ...dates },
    {
      headers: ifMatch(doc.version),
    },
  );
  return v.parse(DecisionAnswerSchema, answer);
}

export async function rejectDocument(
  doc: { readonly id_file: number; readonly version: number },
  rejection: Rejection,
  client: ApiClient = businessApi,
): Promise<DecisionAnswer> {
  const answer = await client.post<unknown>(
    `/business/review/documents/${doc.id_file}/reject`,
    { ...rejection },
    {
      headers: ifMatch(doc.version),
    },
  );
  return v.parse(DecisionAnswerSchema, answer);
}

export async function approveMany(
  docs: readonly { readonly id_file: number; readonly version: number }[],
  client: ApiClient = businessApi,
): Promise<BulkApprovalAnswer> {
  const documents = docs.map(({ id_file, version }) => ({ id_file, version }));
  return v.parse(BulkApprovalAnswerSchema, await client.post<unknown>('/business/review/approve-many', { documents }));
}

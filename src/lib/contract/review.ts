// Wire shapes of the company's document review ('Por revisar'): a document as the queue lists it
// and as the review panel shows it (with its history), the queue page, the decision bodies and
// their answers. Used by the local API to build and check its answers and by the company area's
// endpoint modules to read them. Dates are ISO timestamps (date_upload, created_at) or calendar
// days YYYY-MM-DD (issue_date, expiration_date).
import * as v from 'valibot';
import { DOCUMENT_DATE_MESSAGES } from '../validation/document-dates.ts';
import { rejectionSchema } from '../validation/rejection-reason.ts';
import { numericParam } from './params.ts';

const integer = v.pipe(v.number(), v.integer());
const text = v.string();
const nullableText = v.nullable(v.string());

export const INVALID_CURSOR_MESSAGE = 'La página pedida no es válida. Vuelve a abrir la lista desde el comienzo.';

/** `:id_file` of a document under review. */
export const ReviewFileParamsSchema = v.object({ id_file: numericParam() });

/** `?cursor=` of the queue: the `next_cursor` of the page before (opaque to the site). */
export const ReviewQueueQuerySchema = v.object({
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,200}$/, INVALID_CURSOR_MESSAGE))),
});

export const FILE_GROUPS = ['General', 'Personalizated'] as const;
export const STANDINGS = ['missing', 'in_review', 'rejected', 'approved', 'expiring', 'expired'] as const;
export const EVENT_KINDS = ['uploaded', 'replaced', 'approved', 'rejected', 'rejection_requested'] as const;

/** One entry of a document's history: who did what, when, and what it changed. */
export const DocumentEventSchema = v.object({
  id_event: integer,
  kind: v.picklist(EVENT_KINDS),
  /** 'Subido', 'Reemplazado', 'Aprobado', 'Rechazado', 'Solicitud de rechazo'. */
  label: text,
  previous_status: nullableText,
  new_status: nullableText,
  actor_role: v.picklist(['worker', 'company']),
  actor_name: text,
  actor_email: nullableText,
  /** Rejections: the reason as the worker reads it, and the listed reason's code. */
  reason: nullableText,
  reason_code: nullableText,
  /** Approvals: the dates recorded. */
  issue_date: nullableText,
  expiration_date: nullableText,
  /** Uploads: the kind of file given (pdf, png, jpg, jpeg). */
  type_name: nullableText,
  created_at: text,
});

/** A document of a worker as the company sees it. */
export const CompanyDocumentSchema = v.object({
  id_file: integer,
  /** Raised by every upload and decision: send it back (If-Match, or `version` in bulk). */
  version: integer,
  id_profile_user: integer,
  type_file: v.picklist(FILE_GROUPS),
  purpose_name: text,
  document_name: text,
  file_status: nullableText,
  /** 'Pendiente', 'En revisión', 'Solicitud de rechazo', 'Rechazado', 'Aprobado', 'Por vencer', 'Vencido'. */
  status_label: text,
  standing: v.picklist(STANDINGS),
  is_uploaded: v.boolean(),
  awaiting_review: v.boolean(),
  /** Approving asks for issue and expiry dates. */
  expires: v.boolean(),
  type_name: nullableText,
  date_upload: nullableText,
  issue_date: nullableText,
  expiration_date: nullableText,
  rejection_reason: nullableText,
  rejection_code: nullableText,
  /** The company's download path of the file (relative to the business API), when uploaded. */
  file_url: nullableText,
});

export type CompanyDocument = v.InferOutput<typeof CompanyDocumentSchema>;

/** Who the document belongs to. */
export const DocumentOwnerSchema = v.object({
  id_user: integer,
  worker_name: text,
  rut: nullableText,
  email: text,
  id_profile: integer,
  profile_name: text,
});

/** A line of 'Por revisar'. */
export const QueueItemSchema = v.object({ ...CompanyDocumentSchema.entries, ...DocumentOwnerSchema.entries });
export type QueueItem = v.InferOutput<typeof QueueItemSchema>;

/** GET /business/review/queue: oldest first, 50 a page; `count` is the whole queue. */
export const QueuePageSchema = v.object({
  data: v.array(QueueItemSchema),
  count: integer,
  /** Pass as `?cursor=` for the next page; null on the last one. */
  next_cursor: nullableText,
});
export type QueuePage = v.InferOutput<typeof QueuePageSchema>;

export const REVIEW_PAGE_SIZE = 50;

/** GET /business/review/documents/:id_file: the document, its owner and its history. */
export const ReviewDocumentSchema = v.object({
  ...QueueItemSchema.entries,
  history: v.array(DocumentEventSchema),
  /** The worker's documents may be decided by this company (its own registered worker). */
  can_review: v.boolean(),
});
export type ReviewDocument = v.InferOutput<typeof ReviewDocumentSchema>;
export const ReviewDocumentAnswerSchema = v.object({ data: ReviewDocumentSchema });

/** Body of POST …/approve: the dates (required when the type expires; rule: document-dates.ts). */
export const ApprovalBodySchema = v.object({
  issue_date: v.optional(v.nullable(v.string(DOCUMENT_DATE_MESSAGES.issueInvalid))),
  expiration_date: v.optional(v.nullable(v.string(DOCUMENT_DATE_MESSAGES.expiryInvalid))),
});

/** Body of POST …/reject (rule and messages: rejection-reason.ts). */
export const RejectionBodySchema = rejectionSchema;

/** What a decision answers: the document as it is now, the queue's next document and its count. */
export const DecisionAnswerSchema = v.object({
  message: text,
  data: v.object({
    document: ReviewDocumentSchema,
    /** The next document awaiting review after this one (wrapping to the oldest), or null. */
    next: v.nullable(QueueItemSchema),
    count: integer,
  }),
});
export type DecisionAnswer = v.InferOutput<typeof DecisionAnswerSchema>;

export const BULK_APPROVAL_MAX = 50;

export const BULK_APPROVAL_MESSAGES = {
  empty: 'Elige al menos un documento para aprobar',
  tooMany: `Puedes aprobar hasta ${BULK_APPROVAL_MAX} documentos a la vez`,
  repeated: 'Un documento aparece dos veces en la selección',
} as const;

/** Body of POST /business/review/approve-many: up to 50 different documents. */
export const BulkApprovalBodySchema = v.object({
  documents: v.pipe(
    v.array(
      v.object({
        id_file: integer,
        version: v.optional(integer),
        issue_date: v.optional(v.nullable(v.string(DOCUMENT_DATE_MESSAGES.issueInvalid))),
        expiration_date: v.optional(v.nullable(v.string(DOCUMENT_DATE_MESSAGES.expiryInvalid))),
      }),
    ),
    v.minLength(1, BULK_APPROVAL_MESSAGES.empty),
    v.maxLength(BULK_APPROVAL_MAX, BULK_APPROVAL_MESSAGES.tooMany),
    v.check(
      (items) => new Set(items.map((item) => item.id_file)).size === items.length,
      BULK_APPROVAL_MESSAGES.repeated,
    ),
  ),
});

/** Each document is decided on its own: approved, or refused with its messages. */
export const BulkResultSchema = v.variant('ok', [
  v.object({ id_file: integer, ok: v.literal(true), document: ReviewDocumentSchema }),
  v.object({ id_file: integer, ok: v.literal(false), status: integer, messages: v.array(text) }),
]);

export const BulkApprovalAnswerSchema = v.object({
  message: text,
  data: v.object({
    results: v.array(BulkResultSchema),
    approved: integer,
    failed: integer,
    next: v.nullable(QueueItemSchema),
    count: integer,
  }),
});
export type BulkApprovalAnswer = v.InferOutput<typeof BulkApprovalAnswerSchema>;

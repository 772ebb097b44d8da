// Wire shape of the worker's file ('Ficha del trabajador') as the company reads it: personal data,
// how the worker relates to the company, each profile with its documents (status, dates, reason,
// history), the documentation summary ('Documentos aprobados 7 de 10' is `approved` of `required`),
// the list of what is missing and the answers the worker gave at registration.
import * as v from 'valibot';
import { DELIVERY_STATES } from './delivery.ts';
import { DocumentationSummarySchema } from './documentation.ts';
import { numericParam } from './params.ts';
import { CompanyDocumentSchema, DocumentEventSchema } from './review.ts';

const integer = v.pipe(v.number(), v.integer());
const text = v.string();
const nullableText = v.nullable(v.string());

/** `:id_user` of the worker whose file is read or asked for documents. */
export const WorkerFileParamsSchema = v.object({ id_user: numericParam() });

export const FileDocumentSchema = v.object({ ...CompanyDocumentSchema.entries, history: v.array(DocumentEventSchema) });
export type FileDocument = v.InferOutput<typeof FileDocumentSchema>;

export const FileProfileSchema = v.object({
  id_profile_user: integer,
  id_profile: integer,
  profile_name: text,
  documentation: DocumentationSummarySchema,
  documents: v.array(FileDocumentSchema),
});

/** A document the worker still has to give: never uploaded, rejected, or expired. */
export const MissingDocumentSchema = v.object({
  id_file: integer,
  id_profile_user: integer,
  profile_name: text,
  document_name: text,
  standing: v.picklist(['missing', 'rejected', 'expired']),
  /** 'Pendiente', 'Rechazado' or 'Vencido'. */
  status_label: text,
  rejection_reason: nullableText,
});

export const RegistrationAnswerSchema = v.object({ label: text, value: text });

/** A code or link the company's work sent to the worker, with how far it got. */
export const SentMessageSchema = v.object({
  id: integer,
  /** 'Enlace para firmar el contrato', 'Código para firmar'… */
  label: text,
  channel: v.picklist(['email', 'chat']),
  created_at: text,
  state: v.picklist(DELIVERY_STATES),
  /** Why it failed, in Spanish; null unless it failed. */
  failure: nullableText,
  /** A chat message that could not reach the phone and went by e-mail instead. */
  by_email: v.boolean(),
});
export type SentMessage = v.InferOutput<typeof SentMessageSchema>;

export const WorkerFileSchema = v.object({
  worker: v.object({
    id_user: integer,
    firstname: nullableText,
    lastname: nullableText,
    worker_name: text,
    rut: nullableText,
    email: text,
    /** Digits with the dial code, as stored ('56987654321'). */
    phone: nullableText,
    address: nullableText,
    img_profile: nullableText,
    name_region: nullableText,
    name_commune: nullableText,
    registered_at: text,
  }),
  /** Registered through the company's link, and/or applied to one of its postings. */
  relation: v.object({ registered: v.boolean(), applied: v.boolean() }),
  /** Decisions are the registering company's: false for a worker who only applied. */
  can_review: v.boolean(),
  documentation: DocumentationSummarySchema,
  profiles: v.array(FileProfileSchema),
  missing: v.array(MissingDocumentSchema),
  /** What the worker answered when registering (passwords never), or null when nothing was kept. */
  registration: v.nullable(
    v.object({
      kind: v.picklist(['fixed', 'dynamic']),
      submitted_at: text,
      answers: v.array(RegistrationAnswerSchema),
    }),
  ),
  /** The codes and links sent to the worker about this company's work, newest first (none for an applicant). */
  sent: v.array(SentMessageSchema),
});
export type WorkerFile = v.InferOutput<typeof WorkerFileSchema>;

export const WorkerFileAnswerSchema = v.object({ data: WorkerFileSchema });

/** POST /business/workers/:id_user/request-documents. */
export const DocumentRequestAnswerSchema = v.object({
  message: text,
  data: v.object({
    to: text,
    channels: v.array(v.picklist(['email', 'chat'])),
    documents: v.array(text),
  }),
});

// The privacy calls' wire shapes, shared by the site and the local API: what a worker's consents,
// rights requests and "what is held" summary look like, the bodies the worker and the company
// send, and the fixed facts they rest on (the policy version consents are given under, the answer
// deadline, the retention period). The rules behind the bodies live in src/lib/validation.
import * as v from 'valibot';
import {
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_MESSAGES,
  confirmPasswordSchema,
  correctionsSchema,
  extensionReasonSchema,
  hasCorrection,
  privacyAnswerSchema,
  privacyKindSchema,
  privacyReasonSchema,
  type PrivacyRequestKind,
} from '../validation/privacy-request.ts';

export { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind };

/** The date of the privacy policy's current text (its 'Actualización'); consents record it. */
export const PRIVACY_POLICY_VERSION = '2026-11-27';

/** Calendar days a company has to answer a request, and the one extension it may take. */
export const ANSWER_DAYS = 30;
export const EXTENSION_DAYS = 30;

/** Months personal data is kept after the account is closed or the relation with the company ends. */
export const RETENTION_MONTHS = 12;

export const PRIVACY_REQUEST_LABELS: Readonly<Record<PrivacyRequestKind, string>> = {
  rectificacion: 'Corrección de datos',
  supresion: 'Eliminación de datos',
  oposicion: 'Oposición al tratamiento',
  bloqueo: 'Bloqueo temporal',
};

export const PRIVACY_REQUEST_STATES = ['pendiente', 'completada', 'rechazada'] as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];
export const PRIVACY_STATE_LABELS: Readonly<Record<PrivacyRequestState, string>> = {
  pendiente: 'Pendiente',
  completada: 'Completada',
  rechazada: 'Rechazada',
};

export const CONSENT_PURPOSES = ['tratamiento', 'ofertas', 'postulacion'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_PURPOSE_LABELS: Readonly<Record<ConsentPurpose, string>> = {
  tratamiento: 'Tratamiento de tus datos personales según la Política de privacidad',
  ofertas: 'Recibir ofertas de trabajo por correo o WhatsApp',
  postulacion: 'Compartir tu perfil con la empresa a la que postulaste',
};

export const CONSENT_CHANNELS = ['registro-fijo', 'registro-dinamico', 'panel', 'postulacion'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const CONSENT_CHANNEL_LABELS: Readonly<Record<ConsentChannel, string>> = {
  'registro-fijo': 'Al registrarte',
  'registro-dinamico': 'Al registrarte',
  panel: 'Desde tu panel',
  postulacion: 'Al postular a una oferta',
};

/** What a company keeps after a deletion because the law asks it to. */
export const KEPT_KINDS = ['contrato_firmado', 'asistencia', 'multas'] as const;

/** The categories of data the summary describes, in order. */
export const DATA_CATEGORIES = [
  'identity',
  'contact',
  'address',
  'vehicle',
  'bank',
  'documents',
  'contracts',
  'attendance_penalties',
  'postings',
] as const;
export type DataCategory = (typeof DATA_CATEGORIES)[number];

// ——— Request bodies ———

/** POST /api/users/privacy/requests */
export const PrivacyRequestBodySchema = v.pipe(
  v.object({
    kind: privacyKindSchema(),
    reason: privacyReasonSchema(),
    password: confirmPasswordSchema(),
    corrections: v.optional(correctionsSchema()),
  }),
  v.forward(
    v.check(
      (input) => input.kind !== 'rectificacion' || hasCorrection(input.corrections ?? {}),
      PRIVACY_REQUEST_MESSAGES.correctionRequired,
    ),
    ['corrections'],
  ),
);
export type PrivacyRequestBody = v.InferInput<typeof PrivacyRequestBodySchema>;

export const CONSENT_GRANT_MESSAGE = 'Solo puedes volver a aceptar recibir ofertas de trabajo';

/** POST /api/users/privacy/consents: the one consent a worker gives again from the panel. */
export const ConsentGrantBodySchema = v.object(
  { purpose: v.literal('ofertas', CONSENT_GRANT_MESSAGE) },
  CONSENT_GRANT_MESSAGE,
);

/** POST /business/privacy-requests/:id/complete and …/reject */
export const PrivacyAnswerBodySchema = v.object(
  { answer: privacyAnswerSchema() },
  PRIVACY_REQUEST_MESSAGES.answerRequired,
);

/** POST /business/privacy-requests/:id/extend */
export const PrivacyExtensionBodySchema = v.object(
  { reason: extensionReasonSchema() },
  PRIVACY_REQUEST_MESSAGES.extensionReasonRequired,
);

/** `:id` of a consent (withdraw) or of a privacy request (the company's answers). */
export { IdParamsSchema as PrivacyIdParamsSchema } from './params.ts';

// ——— Answers ———

const text = v.string();
const nullableText = v.nullable(v.string());
const integer = v.pipe(v.number(), v.integer());
const isoDate = v.pipe(v.string(), v.isoDate());
const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

/** Where a consent was withdrawn: the worker's privacy centre, or a 'BAJA' sent by chat. */
export const WITHDRAWAL_CHANNELS = ['panel', 'chat'] as const;
export type WithdrawalChannel = (typeof WITHDRAWAL_CHANNELS)[number];

/** How the history tells it, after 'Retirado el {fecha}'. */
export const WITHDRAWAL_CHANNEL_LABELS: Readonly<Record<WithdrawalChannel, string>> = {
  panel: 'desde Privacidad',
  chat: "por WhatsApp, al escribir 'BAJA'",
};

export const companyRefSchema = v.object({ name_business: text, display_name: text });

export const consentSchema = v.object({
  id_consent: integer,
  purpose: v.picklist(CONSENT_PURPOSES),
  purpose_label: text,
  /** The data-processing consent cannot be withdrawn on its own: deletion is the way out. */
  required: v.boolean(),
  channel: v.picklist(CONSENT_CHANNELS),
  channel_label: text,
  company: companyRefSchema,
  id_publication: v.nullable(integer),
  posting_title: nullableText,
  policy_version: text,
  granted_at: isoTimestamp,
  withdrawn_at: v.nullable(isoTimestamp),
  /** How it was withdrawn: in 'Privacidad', or by writing 'BAJA' to the company's WhatsApp. */
  withdrawn_via: v.nullable(v.picklist(WITHDRAWAL_CHANNELS)),
  active: v.boolean(),
  withdrawable: v.boolean(),
});
export type Consent = v.InferOutput<typeof consentSchema>;

export const keptItemSchema = v.object({
  kind: v.picklist(KEPT_KINDS),
  label: text,
  count: integer,
  reason: text,
});
export type KeptItem = v.InferOutput<typeof keptItemSchema>;

/**
 * What anonymising an account removes (server/lib/anonymise.ts), in the words the worker reads in
 * the deletion confirmation on screen and by e-mail.
 */
export const DELETED_DATA: readonly string[] = [
  'Tu nombre, RUT, correo, teléfono, dirección, región y comuna',
  'Tu foto, tu descripción y los datos de tu vehículo',
  'Tus datos bancarios y tu experiencia laboral',
  'Tus documentos subidos y tus respuestas de registro, con sus archivos',
  'Tus postulaciones, ofertas guardadas y contratos sin firmar',
  'Los mensajes que te enviamos y tus accesos a la cuenta',
];

/** The message of the 401 that answers a session of an account anonymised since it began. */
export const ACCOUNT_DELETED_MESSAGE = 'Tu cuenta fue eliminada.';

/**
 * The confirmation of a completed deletion, carried by the 401 that answers the worker's last
 * session (`deletion`): the request it answered (null after the retention sweep), when, what went
 * and what the company keeps by law, and why. Nothing in it names the person.
 */
export const accountDeletedSchema = v.object({
  id_request: v.nullable(integer),
  deleted_at: isoTimestamp,
  deleted: v.array(text),
  kept: v.array(keptItemSchema),
});
export type AccountDeleted = v.InferOutput<typeof accountDeletedSchema>;

export const correctionsAnswerSchema = v.object({
  rut: v.optional(text),
  email: v.optional(text),
  phone: v.optional(text),
  region_id: v.optional(integer),
  commune_id: v.optional(integer),
});

export const privacyRequestSchema = v.object({
  id_request: integer,
  kind: v.picklist(PRIVACY_REQUEST_KINDS),
  kind_label: text,
  state: v.picklist(PRIVACY_REQUEST_STATES),
  state_label: text,
  reason: nullableText,
  corrections: v.nullable(correctionsAnswerSchema),
  received_at: isoTimestamp,
  /** Last calendar day (Chile) of the answer deadline, extension included. */
  due_date: isoDate,
  extended: v.boolean(),
  extension_reason: nullableText,
  overdue: v.boolean(),
  answer: nullableText,
  answered_at: v.nullable(isoTimestamp),
  kept: v.array(keptItemSchema),
});
export type PrivacyRequest = v.InferOutput<typeof privacyRequestSchema>;

export const privacyEventSchema = v.object({
  at: isoTimestamp,
  actor: v.picklist(['trabajador', 'empresa', 'sistema']),
  action: text,
  action_label: text,
  detail: nullableText,
});

export const businessPrivacyRequestSchema = v.object({
  ...privacyRequestSchema.entries,
  worker: v.object({
    id_user: integer,
    name: nullableText,
    rut: nullableText,
    email: nullableText,
    anonymised: v.boolean(),
  }),
  events: v.array(privacyEventSchema),
});
export type BusinessPrivacyRequest = v.InferOutput<typeof businessPrivacyRequestSchema>;

export const dataCategorySchema = v.object({
  id: v.picklist(DATA_CATEGORIES),
  title: text,
  description: text,
  /** Names of what is kept in this category (e.g. 'RUT', 'Teléfono'). */
  fields: v.array(text),
  /** How many records of this category are held (documents, contracts, records…). */
  records: integer,
  /** Where in the worker area the person edits it; null when they cannot. */
  edit_path: nullableText,
  /** What of it the person corrects only by a request (RUT, e-mail, phone, region and commune). */
  request_only: v.array(text),
});
export type DataCategoryHeld = v.InferOutput<typeof dataCategorySchema>;

export const recipientSchema = v.object({
  kind: v.picklist(['empleador', 'postulacion']),
  company: companyRefSchema,
  since: isoTimestamp,
  id_consent: v.nullable(integer),
});

export const privacySummarySchema = v.object({
  controller: v.object({ display_name: text, contact_email: text }),
  categories: v.array(dataCategorySchema),
  recipients: v.array(recipientSchema),
  retention: v.object({
    months: integer,
    text,
    relation_ended_at: v.nullable(isoTimestamp),
    /** When the sweep anonymises the data, once the relation has ended. */
    anonymise_after: v.nullable(isoTimestamp),
  }),
  kept_by_law: v.array(text),
  answer_days: integer,
  extension_days: integer,
  blocked_since: v.nullable(isoTimestamp),
  policy_version: text,
});
export type PrivacySummary = v.InferOutput<typeof privacySummarySchema>;

export const privacySummaryAnswerSchema = v.object({ data: privacySummarySchema });
export const consentsAnswerSchema = v.object({ data: v.array(consentSchema) });
export const consentAnswerSchema = v.object({ message: text, data: consentSchema });
export const privacyRequestsAnswerSchema = v.object({ data: v.array(privacyRequestSchema) });
export const privacyRequestAnswerSchema = v.object({ message: text, data: privacyRequestSchema });
export const businessPrivacyRequestsAnswerSchema = v.object({ data: v.array(businessPrivacyRequestSchema) });
export const businessPrivacyRequestAnswerSchema = v.object({ message: text, data: businessPrivacyRequestSchema });

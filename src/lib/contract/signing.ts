// Wire shapes of signing: a company sends a contract, the worker signs or rejects it with a
// one-time code, the vehicle owner signs or rejects a simple power, anyone verifies a signed
// document by its code. Requests are checked with these by the local API; answers are built to
// these by the API and read with these by the site. The rules inside (code, reason, template,
// pesos) live in ../validation with their Spanish messages.
import * as v from 'valibot';
import { numericParam } from './params.ts';
import {
  CONTRACT_CONSENT_TEXT,
  POWER_CONSENT_TEXT,
  RUT_MAX,
  consentSchema,
  contractTemplateFields,
  optionalContractTitleSchema,
  readAllSchema,
  rejectionReasonSchema,
  rutSchema,
  signingCodeSchema,
  withTemplateChecks,
} from '../validation/index.ts';
import { verificationCodeSchema } from '../validation/verification-code.ts';

export { CONTRACT_CONSENT_TEXT, POWER_CONSENT_TEXT };

export const CONTRACT_STATUSES = ['PENDING', 'SIGNED', 'REJECTED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const POWER_STATUSES = ['AWAITING_OWNER_SIGNATURE', 'SIGNED', 'REJECTED'] as const;
export type PowerStatus = (typeof POWER_STATUSES)[number];
export const CODE_CHANNELS = ['email', 'chat'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** Where the API answers the signing calls the public pages make (users API). The company's and
 * the worker's routes are listed in the API's own headers (server/routes/business/contracts.ts,
 * server/routes/user/contract-signing.ts) and in its contract document. */
export const SIGNING_PATHS = {
  verify: (code: string) => `/api/public/verify/${encodeURIComponent(code)}`,
  ownerPower: '/api/public/power-signing/power',
  ownerFile: '/api/public/power-signing/file',
  ownerSendCode: '/api/public/power-signing/send-code',
  ownerSign: '/api/public/power-signing/sign',
  ownerReject: '/api/public/power-signing/reject',
  driverStatus: '/api/users/power-simple/status',
  driverSignedFile: '/api/users/power-simple/signed-file',
} as const;

/** The header that carries the owner's link token (`?t=` of /firmar-poder). */
export const OWNER_TOKEN_HEADER = 'auth-power';

const idSchema = (message: string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number))], message),
    v.integer(message),
    v.minValue(1, message),
  );

export const WORKER_ID_MESSAGE = 'Elige a un trabajador de tu empresa.';
export const OWNER_RUT_REQUIRED_MESSAGE = 'Ingresa tu RUT.';

// ---- Requests -------------------------------------------------------------------------------

/** `:code` of GET /api/public/verify: a signed document's verification code. */
export const VerifyParamsSchema = v.object({ code: verificationCodeSchema() });

/** `:id_history` of a contract (the worker's or the company's routes). */
export const ContractHistoryParamsSchema = v.object({ id_history: numericParam() });

/** GET /business/contracts/all: one worker's contracts when `id_user` is given. */
export const BusinessContractsQuerySchema = v.object({ id_user: v.optional(numericParam()) });

/** POST /business/contracts/template (JSON). */
export const contractTemplateRequestSchema = withTemplateChecks(
  v.object({
    id_user: idSchema(WORKER_ID_MESSAGE),
    ...contractTemplateFields(),
  }),
);
export type ContractTemplateRequest = v.InferInput<typeof contractTemplateRequestSchema>;

/** POST /business/contracts/upload: the multipart part `data` (JSON) beside the file part `document`. */
export const contractUploadDataSchema = v.object({
  id_user: idSchema(WORKER_ID_MESSAGE),
  document_name: optionalContractTitleSchema(),
});
export type ContractUploadData = v.InferInput<typeof contractUploadDataSchema>;

/** POST …/signing/:id_history/sign. */
export const signContractRequestSchema = v.object({
  code: v.optional(signingCodeSchema(), ''),
  consent: consentSchema(),
  read_all: readAllSchema(),
});
export type SignContractRequest = v.InferInput<typeof signContractRequestSchema>;

/** POST …/signing/:id_history/reject and /api/public/power-signing/reject. */
export const rejectRequestSchema = v.object({ reason: v.optional(rejectionReasonSchema(), '') });
export type RejectRequest = v.InferInput<typeof rejectRequestSchema>;

/** POST /api/public/power-signing/sign: the owner types their RUT, which must be the power's. */
export const signPowerRequestSchema = v.object({
  rut: v.optional(rutSchema({ max: RUT_MAX.owner, requiredMessage: OWNER_RUT_REQUIRED_MESSAGE }), ''),
  code: v.optional(signingCodeSchema(), ''),
  consent: consentSchema(),
});
export type SignPowerRequest = v.InferInput<typeof signPowerRequestSchema>;

// ---- Answers --------------------------------------------------------------------------------

const text = v.string();
const nullableText = v.nullable(v.string());

/** The live code of a document: where it went (masked), when it expires, when another may be asked. */
export const codeStateSchema = v.object({
  channels: v.array(v.picklist(CODE_CHANNELS)),
  destinations: v.array(text),
  sent_at: text,
  expires_at: text,
  resend_at: text,
  attempts_left: v.number(),
});
export type CodeState = v.InferOutput<typeof codeStateSchema>;

export const sentCodeAnswerSchema = v.object({ data: codeStateSchema, message: text });

/** A contract as the company that sent it sees it. */
export const businessContractSchema = v.object({
  id_history: v.number(),
  original_document_id: v.number(),
  id_user: v.number(),
  worker_name: text,
  worker_email: text,
  document: text,
  document_name: text,
  origin: v.picklist(['upload', 'template']),
  status: v.picklist(CONTRACT_STATUSES),
  date_send: text,
  date_signature: nullableText,
  date_rejected: nullableText,
  rejection_reason: nullableText,
  verification_code: nullableText,
  /** Business API path of the PDF: the signed one once signed, the one sent before. */
  url_file: text,
});
export type BusinessContract = v.InferOutput<typeof businessContractSchema>;

export const businessContractsAnswerSchema = v.object({ data: v.array(businessContractSchema) });
export const sentContractAnswerSchema = v.object({ data: businessContractSchema, message: text });

/** A contract as its worker reviews it before signing (and after). */
export const contractSigningSchema = v.object({
  id_history: v.number(),
  original_document_id: v.number(),
  empresa: text,
  document: text,
  document_name: text,
  status: v.picklist(CONTRACT_STATUSES),
  date_send: text,
  date_signature: nullableText,
  date_rejected: nullableText,
  rejection_reason: nullableText,
  /** Users API path of the PDF as it was sent (what is read before signing). */
  review_url: text,
  /** Users API path of the signed PDF (the spec's download route), null until signed. */
  url_file: nullableText,
  pages: v.number(),
  consent_text: text,
  /** Where a code would go: 'email', and 'chat' when the worker has a phone. */
  channels: v.array(v.picklist(CODE_CHANNELS)),
  code: v.nullable(codeStateSchema),
  verification_code: nullableText,
  verification_url: nullableText,
});
export type ContractSigning = v.InferOutput<typeof contractSigningSchema>;

export const contractSigningAnswerSchema = v.object({ data: contractSigningSchema });
export const contractSignedAnswerSchema = v.object({ data: contractSigningSchema, message: text });

/** One party of a signed document, as the public verification shows it (RUT masked). */
export const partySchema = v.object({ role: text, name: text, rut: text });

/** GET /api/public/verify/:code. */
export const verificationSchema = v.object({
  verification_code: text,
  kind: v.picklist(['contract', 'power']),
  document_name: text,
  parties: v.array(partySchema),
  signer: partySchema,
  signed_at: text,
  /** How the signer's identity was checked: 'email', 'chat' or 'email+chat'. */
  method: text,
  method_text: text,
  /** SHA-256 (hex) of the signed PDF, the file a person may drop to compare. */
  sha256: text,
  /** SHA-256 (hex) of the document as it was sent, before the signature page. */
  source_sha256: text,
});
export type Verification = v.InferOutput<typeof verificationSchema>;
export const verificationAnswerSchema = v.object({ data: verificationSchema });

/** The power as its owner reads it on /firmar-poder (RUTs, phone and e-mail masked). */
export const ownerPowerSchema = v.object({
  status: v.picklist(POWER_STATUSES),
  document_name: text,
  created_at: text,
  driver: v.object({ name: text, rut: text, nationality: text, address: text }),
  vehicle: v.object({ brand: text, model: text, year: v.number(), plate: text }),
  owner: v.object({ name: text, rut: text, nationality: text, address: text, phone: text, email: text }),
  consent_text: text,
  code: v.nullable(codeStateSchema),
  link_expires_at: text,
});
export type OwnerPower = v.InferOutput<typeof ownerPowerSchema>;
export const ownerPowerAnswerSchema = v.object({ data: ownerPowerSchema });

/** What the owner's sign or reject answers: the outcome and, once signed, its verification. */
export const ownerOutcomeSchema = v.object({
  status: v.picklist(['SIGNED', 'REJECTED']),
  date_signature: nullableText,
  date_rejected: nullableText,
  verification_code: nullableText,
  verification_url: nullableText,
});
export const ownerOutcomeAnswerSchema = v.object({ data: ownerOutcomeSchema, message: text });

/** GET /api/users/power-simple/status: where the driver's power stands ('NOT_SENT' before it is sent). */
export const powerStateSchema = v.object({
  status: v.picklist(['NOT_SENT', ...POWER_STATUSES]),
  created_at: nullableText,
  date_signature: nullableText,
  date_rejected: nullableText,
  rejection_reason: nullableText,
  verification_code: nullableText,
  verification_url: nullableText,
  /** Users API path of the signed PDF (driver's token in auth-user), null until signed. */
  signed_file_url: nullableText,
});
export type PowerState = v.InferOutput<typeof powerStateSchema>;
export const powerStateAnswerSchema = v.object({ data: powerStateSchema });

// The company area's answers (header auth-business), as the local API builds them and the site's
// endpoint modules check them on arrival (what it sends: business-input.ts):
//   GET    /business/job-postings                         → { data: OwnPosting[] }
//   POST   /business/search-my-job-postings               → { postings: OwnPosting[] }
//   GET    /business/get-data-job-posting-to-update/{id}  → { data: OwnPosting }
//   POST   /business/create-job-posting, PUT /business/update-job-posting/{id} → { message, data: OwnPosting }
//   DELETE /business/delete-job-posting/{id}, POST /business/send-email-to-user-jobpostulate → { message }
//   GET    /business/get-postulates-job-posting/{id}      → { data: Applicant[] }
//   GET    /business/get-registered-profiles[?documentation=…] → { data: RegisteredWorker[], count }
// The two lists of people are the local API's own calls (the company sees who applied and who
// registered; the backend's paths for them are not given).
import * as v from 'valibot';
import { OwnPostingSchema } from '../posting.ts';
import { IntegerSchema, dataOf, withMessage } from './answers.ts';
import { DocumentationSummarySchema } from './documentation.ts';
import { ProfileLinkSchema } from './worker-profile.ts';

const nullableText = v.nullable(v.string());

/** GET /business/company-links: what the registration and sign-in links are built from. */
export const CompanyLinksSchema = v.object({
  display_name: v.string(),
  name_business: v.pipe(v.string(), v.nonEmpty()),
  rgs: v.pipe(v.string(), v.nonEmpty()),
});
export type CompanyLinks = v.InferOutput<typeof CompanyLinksSchema>;
export const CompanyLinksAnswerSchema = dataOf(CompanyLinksSchema);
export type CompanyLinksAnswer = v.InferOutput<typeof CompanyLinksAnswerSchema>;

export const OwnPostingsAnswerSchema = dataOf(v.array(OwnPostingSchema));
export const OwnPostingSearchAnswerSchema = v.object({ postings: v.array(OwnPostingSchema) });
export const OwnPostingAnswerSchema = dataOf(OwnPostingSchema);
export const SavedOwnPostingAnswerSchema = withMessage(OwnPostingSchema);

export type SavedOwnPostingAnswer = v.InferOutput<typeof SavedOwnPostingAnswerSchema>;

/** A worker who applied to one of the company's postings (earliest application first). */
export const ApplicantSchema = v.object({
  id_user: IntegerSchema,
  /** First and last name, as one line. */
  name_user: v.string(),
  user_email: v.string(),
  /** Digits with the dial code ('56987654321'). */
  phone: nullableText,
  img_profile: nullableText,
  profiles: v.array(ProfileLinkSchema),
  /** When they applied (ISO timestamp). */
  applied_at: v.string(),
  /** Formatted, '12.345.678-5'; null when the account has none (or the answer does not say). */
  rut: v.optional(nullableText, null),
  /** The documents' state with this company, for a worker registered with it; null otherwise. */
  documentation: v.optional(v.nullable(DocumentationSummarySchema), null),
});

export type Applicant = v.InferOutput<typeof ApplicantSchema>;

export const ApplicantsAnswerSchema = dataOf(v.array(ApplicantSchema));

/** A worker registered with the company's tenant (newest first). */
export const RegisteredWorkerSchema = v.object({
  id_user: IntegerSchema,
  firstname: nullableText,
  lastname: nullableText,
  email: v.string(),
  /** Digits with the dial code ('56987654321'). */
  phone: nullableText,
  /** Formatted, '12.345.678-5'. */
  rut: nullableText,
  img_profile: nullableText,
  name_region: nullableText,
  name_commune: nullableText,
  /** When they registered (ISO timestamp). */
  registered_at: v.string(),
  profiles: v.array(ProfileLinkSchema),
  /** Beyond the specification: how complete the worker's documents are ('Documentación'). */
  documentation: v.optional(DocumentationSummarySchema),
});

export type RegisteredWorker = v.InferOutput<typeof RegisteredWorkerSchema>;

export const RegisteredWorkersAnswerSchema = v.object({
  data: v.array(RegisteredWorkerSchema),
  count: IntegerSchema,
});

export type RegisteredWorkersAnswer = v.InferOutput<typeof RegisteredWorkersAnswerSchema>;

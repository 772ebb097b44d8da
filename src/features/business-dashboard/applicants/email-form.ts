// The send-e-mail form: the company writes subject and message; the worker's and the company's
// fields are filled in from the applicant and the signed-in business. The whole payload is
// checked with the shared rule before anything is sent.
import * as v from 'valibot';
import { applicantEmailSchema, type ApplicantEmailPayload } from '../../../lib/validation/applicant-email.ts';
import type { LoggedBusiness } from '../../../lib/session/types.ts';
import type { Applicant } from './applicants-api.ts';

/** What the company types. */
export const emailFormSchema = v.pick(applicantEmailSchema, ['subject', 'message']);

export type FilledIn = Omit<ApplicantEmailPayload, 'subject' | 'message'>;

export function filledInFields(applicant: Applicant, business: LoggedBusiness): FilledIn {
  return {
    name_user: applicant.name_user,
    user_email: applicant.user_email,
    email_business: business.email,
    name_business: business.name,
    phone_business: business.phone ?? '',
    logo_business: business.logo,
  };
}

export type EmailCheck =
  { readonly ok: true; readonly payload: ApplicantEmailPayload } | { readonly ok: false; readonly missing: string[] };

/** The complete payload, or the messages of the filled-in fields that are missing. */
export function completeEmail(typed: { subject: string; message: string }, filled: FilledIn): EmailCheck {
  const result = v.safeParse(applicantEmailSchema, { ...filled, ...typed });
  if (result.success) return { ok: true, payload: result.output };
  return { ok: false, missing: [...new Set(result.issues.map((issue) => issue.message))] };
}

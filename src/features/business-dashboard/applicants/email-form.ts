// The send-e-mail form: the company writes subject and message; the worker's and the company's
// fields are filled in from the person written to and the signed-in business. The whole payload
// is checked with the shared rule before anything is sent.
import * as v from 'valibot';
import { applicantEmailSchema, type ApplicantEmailPayload } from '@/lib/validation/applicant-email.ts';
import type { LoggedBusiness } from '@/lib/session/types.ts';
import type { Applicant } from './applicants-api.ts';
import type { Recipient } from './send-each.ts';

/** What the company types. */
export const emailFormSchema = v.pick(applicantEmailSchema, ['subject', 'message']);

export type FilledIn = Omit<ApplicantEmailPayload, 'subject' | 'message'>;

/** An applicant as someone to write to. */
export function applicantRecipient(applicant: Applicant): Recipient {
  return { id: applicant.id_user, name: applicant.name_user, email: applicant.user_email };
}

export function filledInFields(recipient: Recipient, business: LoggedBusiness): FilledIn {
  return {
    name_user: recipient.name,
    user_email: recipient.email,
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

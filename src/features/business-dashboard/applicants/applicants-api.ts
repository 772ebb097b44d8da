// Endpoint module: applicants of an own posting and the e-mail to one of them (header auth-business).
//   GET  /business/get-postulates-job-posting/{id}  → { data: Applicant[] }  (local API's own call;
//        the specification names the e-mail but not how the applicants are listed)
//   POST /business/send-email-to-user-jobpostulate   subject, message, worker and business → { message }
// Answers are checked against the shared shapes (src/lib/contract), so a malformed answer is a
// failed call.
import * as v from 'valibot';
import { MessageAnswerSchema, type MessageAnswer } from '@/lib/contract/answers.ts';
import { ApplicantsAnswerSchema, type Applicant } from '@/lib/contract/business.ts';
import type { ProfileLink } from '@/lib/contract/worker-profile.ts';
import { businessApi, type ApiClient } from '@/lib/http/index.ts';
import type { ApplicantEmailPayload } from '@/lib/validation/applicant-email.ts';

export type { Applicant };
export type ApplicantProfile = ProfileLink;

export async function fetchApplicants(idPublication: number, client: ApiClient = businessApi): Promise<Applicant[]> {
  const answer = await client.get<unknown>(`/business/get-postulates-job-posting/${idPublication}`);
  return v.parse(ApplicantsAnswerSchema, answer).data;
}

export async function sendEmailToApplicant(
  payload: ApplicantEmailPayload,
  client: ApiClient = businessApi,
): Promise<MessageAnswer> {
  const answer = await client.post<unknown>('/business/send-email-to-user-jobpostulate', { ...payload });
  return v.parse(MessageAnswerSchema, answer);
}

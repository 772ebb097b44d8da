// Endpoint module: applicants of an own posting and the e-mail to one of them (header auth-business).
//   GET  /business/get-postulates-job-posting/{id}  → { data: Applicant[] }  (local API's own call;
//        the specification names the e-mail but not how the applicants are listed)
//   POST /business/send-email-to-user-jobpostulate   subject, message, worker and business → { message }
import { businessApi, type ApiClient } from '@/lib/http/index.ts';
import type { ApplicantEmailPayload } from '@/lib/validation/applicant-email.ts';

export interface ApplicantProfile {
  readonly id_profile_user: number;
  readonly id_profile: number;
  readonly profile_name: string;
}

export interface Applicant {
  readonly id_user: number;
  readonly name_user: string;
  readonly user_email: string;
  readonly phone: string | null;
  readonly img_profile: string | null;
  readonly profiles: readonly ApplicantProfile[];
  readonly applied_at: string;
}

export async function fetchApplicants(idPublication: number, client: ApiClient = businessApi): Promise<Applicant[]> {
  const answer = await client.get<{ data: Applicant[] }>(`/business/get-postulates-job-posting/${idPublication}`);
  return answer.data;
}

export function sendEmailToApplicant(
  payload: ApplicantEmailPayload,
  client: ApiClient = businessApi,
): Promise<{ message: string }> {
  return client.post<{ message: string }>('/business/send-email-to-user-jobpostulate', { ...payload });
}

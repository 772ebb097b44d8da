// The workers' privacy requests to the company (business API, auth-business; shapes in
// src/lib/contract/privacy.ts):
//   GET  /business/privacy-requests                → { data: BusinessPrivacyRequest[] }
//   POST /business/privacy-requests/:id/complete { answer } → { message, data } (a deletion
//        anonymises the worker and lists what the company keeps)
//   POST /business/privacy-requests/:id/reject   { answer } → { message, data }
//   POST /business/privacy-requests/:id/extend   { reason } → { message, data }
import {
  businessPrivacyRequestAnswerSchema,
  businessPrivacyRequestsAnswerSchema,
  type BusinessPrivacyRequest,
} from '@/lib/contract/privacy.ts';
import { businessApi, parseAnswer } from '@/lib/http/index.ts';

const BASE = '/business/privacy-requests';

export async function fetchPrivacyRequests(): Promise<readonly BusinessPrivacyRequest[]> {
  return parseAnswer(businessPrivacyRequestsAnswerSchema, await businessApi.get<unknown>(BASE)).data;
}

export type PrivacyAnswerAction = 'complete' | 'reject' | 'extend';

export async function answerPrivacyRequest(
  id: number,
  action: PrivacyAnswerAction,
  text: string,
): Promise<{ readonly message: string; readonly data: BusinessPrivacyRequest }> {
  const body = action === 'extend' ? { reason: text } : { answer: text };
  return parseAnswer(
    businessPrivacyRequestAnswerSchema,
    await businessApi.post<unknown>(`${BASE}/${id}/${action}`, body),
  );
}

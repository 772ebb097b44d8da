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
import { businessApi } from '@/lib/http/index.ts';
import * as v from 'valibot';

const BASE = '/business/privacy-requests';

function parse<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, answer);
  if (!parsed.success) throw new Error('Respuesta inesperada del servidor');
  return parsed.output;
}

export async function fetchPrivacyRequests(): Promise<readonly BusinessPrivacyRequest[]> {
  return parse(businessPrivacyRequestsAnswerSchema, await businessApi.get<unknown>(BASE)).data;
}

export type PrivacyAnswerAction = 'complete' | 'reject' | 'extend';

export async function answerPrivacyRequest(
  id: number,
  action: PrivacyAnswerAction,
  text: string,
): Promise<{ readonly message: string; readonly data: BusinessPrivacyRequest }> {
  const body = action === 'extend' ? { reason: text } : { answer: text };
  return parse(businessPrivacyRequestAnswerSchema, await businessApi.post<unknown>(`${BASE}/${id}/${action}`, body));
}

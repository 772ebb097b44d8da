// The worker's privacy calls (users API, auth-user; shapes in src/lib/contract/privacy.ts):
//   GET  /api/users/privacy/summary              → { data: PrivacySummary }
//   GET  /api/users/privacy/consents             → { data: Consent[] }
//   POST /api/users/privacy/consents { purpose } → { message, data: Consent }
//   POST /api/users/privacy/consents/:id/withdraw → { message, data: Consent }
//   GET  /api/users/privacy/requests             → { data: PrivacyRequest[] }
//   POST /api/users/privacy/requests { kind, reason, password, corrections? } → { message, data }
//   GET  /api/users/privacy/export               → application/zip ('Descargar mis datos')
// The export is read as a stream so the screen can show how much has arrived; it is kept in
// memory only for the download and never written to the browser's storage.
import { PUBLIC_USERS_API_URL } from 'astro:env/client';
import {
  consentAnswerSchema,
  consentsAnswerSchema,
  privacyRequestAnswerSchema,
  privacyRequestsAnswerSchema,
  privacySummaryAnswerSchema,
  type Consent,
  type PrivacyRequest,
  type PrivacyRequestBody,
  type PrivacySummary,
} from '@/lib/contract/privacy.ts';
import { $authTokens, ApiError, normaliseMessages, usersApi } from '@/lib/http/index.ts';
import { parseOne } from '@/features/user-dashboard/shared/api-answer.ts';

const BASE = '/api/users/privacy';

export async function fetchSummary(): Promise<PrivacySummary> {
  return parseOne(privacySummaryAnswerSchema, await usersApi.get<unknown>(`${BASE}/summary`)).data;
}

export async function fetchConsents(): Promise<readonly Consent[]> {
  return parseOne(consentsAnswerSchema, await usersApi.get<unknown>(`${BASE}/consents`)).data;
}

export async function fetchRequests(): Promise<readonly PrivacyRequest[]> {
  return parseOne(privacyRequestsAnswerSchema, await usersApi.get<unknown>(`${BASE}/requests`)).data;
}

export interface Answered<T> {
  readonly message: string;
  readonly data: T;
}

export async function sendRequest(body: PrivacyRequestBody): Promise<Answered<PrivacyRequest>> {
  return parseOne(privacyRequestAnswerSchema, await usersApi.post<unknown>(`${BASE}/requests`, { ...body }));
}

export async function withdrawConsent(id: number): Promise<Answered<Consent>> {
  return parseOne(consentAnswerSchema, await usersApi.post<unknown>(`${BASE}/consents/${id}/withdraw`));
}

export async function grantOffers(): Promise<Answered<Consent>> {
  return parseOne(consentAnswerSchema, await usersApi.post<unknown>(`${BASE}/consents`, { purpose: 'ofertas' }));
}

export interface DownloadProgress {
  readonly received: number;
  /** From Content-Length; null when the answer does not say. */
  readonly total: number | null;
}

async function refusal(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // No readable message: the caller words the failure by its status.
  }
  return new ApiError('http', response.status, normaliseMessages(body));
}

/** 'Descargar mis datos': the ZIP as a Blob, reporting the bytes received as they arrive. */
export async function downloadExport(
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const token = $authTokens.get().user;
  let response: Response;
  try {
    response = await fetch(`${PUBLIC_USERS_API_URL.replace(/\/+$/, '')}${BASE}/export`, {
      headers: { accept: 'application/zip', ...(token ? { 'auth-user': token } : {}) },
      cache: 'no-store',
      credentials: 'include',
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new ApiError(signal?.aborted ? 'aborted' : 'network', 0, []);
  }
  if (!response.ok) throw await refusal(response);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body?.getReader();
  if (!reader) return await response.blob();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  } catch {
    throw new ApiError(signal?.aborted ? 'aborted' : 'network', 0, []);
  }
  return new Blob(chunks, { type: 'application/zip' });
}

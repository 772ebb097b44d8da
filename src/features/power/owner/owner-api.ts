// Endpoint module of /firmar-poder (users API, the owner's link token in auth-power; no session):
//   GET  /api/public/power-signing/power     → { data: OwnerPower } (maybe already asked by the page)
//   GET  /api/public/power-signing/file      → the power as a PDF (Blob)
//   POST /api/public/power-signing/send-code → { data: CodeState, message }
//   POST /api/public/power-signing/sign      { rut, code, consent } → { data: outcome, message }
//   POST /api/public/power-signing/reject    { reason } → { data: outcome, message }
import { PUBLIC_USERS_API_URL } from 'astro:env/client';
import * as v from 'valibot';
import {
  OWNER_TOKEN_HEADER,
  SIGNING_PATHS,
  ownerOutcomeAnswerSchema,
  ownerPowerAnswerSchema,
  sentCodeAnswerSchema,
  type CodeState,
  type OwnerPower,
} from '@/lib/contract/signing.ts';
import { createApiClient, type ApiClient } from '@/lib/http/create-client.ts';
import { fetchSharingFirstRead, firstAnswerInHand } from './owner-first-read.ts';

/** No session travels here: the link's token is the only credential. The page's own script may
 * already have asked for the power: the first read takes that answer (owner-first-read.ts). */
export const ownerClient = createApiClient({
  baseURL: PUBLIC_USERS_API_URL,
  auth: 'none',
  fetch: fetchSharingFirstRead(),
});

export type OwnerOutcome = v.InferOutput<typeof ownerOutcomeAnswerSchema>;

const headers = (token: string) => ({ [OWNER_TOKEN_HEADER]: token });

export async function fetchOwnerPower(token: string, client: ApiClient = ownerClient): Promise<OwnerPower> {
  const answer = await client.get<unknown>(SIGNING_PATHS.ownerPower, { headers: headers(token), retry: false });
  return v.parse(ownerPowerAnswerSchema, answer).data;
}

/** The power the page's own script already read for `token`, if it is in hand and valid. */
export function ownerPowerInHand(token: string): OwnerPower | null {
  const parsed = v.safeParse(ownerPowerAnswerSchema, firstAnswerInHand(token));
  return parsed.success ? parsed.output.data : null;
}

export function downloadOwnerPower(token: string, client: ApiClient = ownerClient): Promise<Blob> {
  return client.get<Blob>(SIGNING_PATHS.ownerFile, { headers: headers(token), as: 'blob' });
}

export async function sendOwnerCode(
  token: string,
  client: ApiClient = ownerClient,
): Promise<{ state: CodeState; message: string }> {
  const answer = await client.post<unknown>(SIGNING_PATHS.ownerSendCode, {}, { headers: headers(token) });
  const parsed = v.parse(sentCodeAnswerSchema, answer);
  return { state: parsed.data, message: parsed.message };
}

export async function signOwnerPower(
  token: string,
  body: { readonly rut: string; readonly code: string },
  client: ApiClient = ownerClient,
): Promise<OwnerOutcome> {
  const answer = await client.post<unknown>(
    SIGNING_PATHS.ownerSign,
    { ...body, consent: true },
    { headers: headers(token) },
  );
  return v.parse(ownerOutcomeAnswerSchema, answer);
}

export async function rejectOwnerPower(token: string, reason: string, client: ApiClient = ownerClient) {
  const answer = await client.post<unknown>(SIGNING_PATHS.ownerReject, { reason }, { headers: headers(token) });
  return v.parse(ownerOutcomeAnswerSchema, answer);
}

// Endpoint module: where a sent power stands, for the driver's own link (users API, the power
// token in auth-user as when it was created):
//   GET /api/users/power-simple/status      → { data: PowerState }
//   GET /api/users/power-simple/signed-file → the signed PDF (a Blob), once the owner signed
import * as v from 'valibot';
import { SIGNING_PATHS, powerStateAnswerSchema, type PowerState } from '@/lib/contract/signing.ts';
import { ApiError, usersApi, type ApiClient } from '@/lib/http/index.ts';

export async function fetchPowerState(token: string, client: ApiClient = usersApi): Promise<PowerState> {
  const answer = await client.get<unknown>(SIGNING_PATHS.driverStatus, {
    headers: { 'auth-user': token },
    retry: false,
  });
  return v.parse(powerStateAnswerSchema, answer).data;
}

/** The signed PDF; an answer that is not a PDF (a proxy's page) is a failure, never saved. */
export async function downloadSignedPower(token: string, client: ApiClient = usersApi): Promise<Blob> {
  const blob = await client.get<Blob>(SIGNING_PATHS.driverSignedFile, { headers: { 'auth-user': token }, as: 'blob' });
  if (blob.type !== 'application/pdf') throw new ApiError('parse', 200, []);
  return blob;
}

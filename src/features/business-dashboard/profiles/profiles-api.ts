// Endpoint module: the registered-user profiles of the company's tenant (the
// call is not named there, so this is the local API's own):
//   GET /business/get-registered-profiles → { data: RegisteredWorker[], count }   (header auth-business)
// The answer is checked against the shared shape (src/lib/contract/business.ts), so a malformed
// answer is a failed load.
import * as v from 'valibot';
import { RegisteredWorkersAnswerSchema, type RegisteredWorker } from '@/lib/contract/business.ts';
import type { ProfileLink } from '@/lib/contract/worker-profile.ts';
import { businessApi, type ApiClient } from '@/lib/http/index.ts';

export type { RegisteredWorker };
export type RegisteredProfile = ProfileLink;

export async function fetchRegisteredProfiles(client: ApiClient = businessApi): Promise<RegisteredWorker[]> {
  return v.parse(RegisteredWorkersAnswerSchema, await client.get<unknown>('/business/get-registered-profiles')).data;
}

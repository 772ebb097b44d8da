// Endpoint module: the registered-user profiles of the company's tenant (the
// call is not named there, so this is the local API's own):
//   GET /business/get-registered-profiles → { data: RegisteredWorker[] }   (header auth-business)
import { businessApi, type ApiClient } from '@/lib/http/index.ts';

export interface RegisteredProfile {
  readonly id_profile_user: number;
  readonly id_profile: number;
  readonly profile_name: string;
}

export interface RegisteredWorker {
  readonly id_user: number;
  readonly firstname: string | null;
  readonly lastname: string | null;
  readonly email: string;
  readonly phone: string | null;
  readonly rut: string | null;
  readonly img_profile: string | null;
  readonly name_region: string | null;
  readonly name_commune: string | null;
  readonly registered_at: string;
  readonly profiles: readonly RegisteredProfile[];
}

export async function fetchRegisteredProfiles(client: ApiClient = businessApi): Promise<RegisteredWorker[]> {
  const answer = await client.get<{ data: RegisteredWorker[] }>('/business/get-registered-profiles');
  return answer.data;
}

// Endpoint module: the company's job postings (spec 001 §7 business calls, header auth-business).
//   GET    /business/job-postings                         → { data: Posting[] }
//   POST   /business/search-my-job-postings   { search }  → { postings: Posting[] }
//   POST   /business/create-job-posting       payload     → { message, data: Posting }
//   GET    /business/get-data-job-posting-to-update/{id}  → { data: Posting }
//   PUT    /business/update-job-posting/{id}  payload     → { message, data: Posting }
//   DELETE /business/delete-job-posting/{id}              → { message }
// The payload is the output of the shared job posting schema (src/lib/validation/job-posting.ts).
import { businessApi, ifMatch, type ApiClient } from '../../../lib/http/index.ts';
import type { JobPostingPayload } from '../../../lib/validation/job-posting.ts';

/** A posting as the company's API shows it: ids, the reference data's display names, applicants. */
export interface Posting {
  readonly id_publication: number;
  /** Raised by every save; sent back in If-Match so a concurrent change is not overwritten. */
  readonly version?: number;
  readonly title: string;
  readonly description: string;
  readonly requirements: string;
  readonly id_vehicle: number;
  readonly name_vehicle: string | null;
  readonly id_capacity: number | null;
  readonly capacity_kg: number | null;
  readonly id_zone: number;
  readonly name_zone: string | null;
  readonly id_region: number;
  readonly name_region: string | null;
  readonly id_commune: number;
  readonly name_commune: string | null;
  readonly id_schedule: number;
  readonly name_schedule: string | null;
  readonly start_time: string;
  readonly pawn: number;
  readonly is_active: boolean;
  readonly name_business: string;
  readonly logo_business: string | null;
  readonly created_at: string;
  /** How many workers applied (the company's view only). */
  readonly applicants: number;
}

export interface MessageAnswer {
  readonly message: string;
}

export interface PostingAnswer extends MessageAnswer {
  readonly data: Posting;
}

export async function fetchMyPostings(client: ApiClient = businessApi): Promise<Posting[]> {
  const answer = await client.get<{ data: Posting[] }>('/business/job-postings');
  return answer.data;
}

export async function searchMyPostings(search: string, client: ApiClient = businessApi): Promise<Posting[]> {
  const answer = await client.post<{ postings: Posting[] }>('/business/search-my-job-postings', { search });
  return answer.postings;
}

export function createPosting(payload: JobPostingPayload, client: ApiClient = businessApi): Promise<PostingAnswer> {
  return client.post<PostingAnswer>('/business/create-job-posting', { ...payload });
}

export async function fetchPostingToUpdate(id: number, client: ApiClient = businessApi): Promise<Posting> {
  const answer = await client.get<{ data: Posting }>(`/business/get-data-job-posting-to-update/${id}`);
  return answer.data;
}

export function updatePosting(
  id: number,
  payload: JobPostingPayload,
  client: ApiClient = businessApi,
  version?: number,
): Promise<PostingAnswer> {
  return client.put<PostingAnswer>(`/business/update-job-posting/${id}`, { ...payload }, { headers: ifMatch(version) });
}

export function deletePosting(id: number, client: ApiClient = businessApi): Promise<MessageAnswer> {
  return client.delete<MessageAnswer>(`/business/delete-job-posting/${id}`);
}

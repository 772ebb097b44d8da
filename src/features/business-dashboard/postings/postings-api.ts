// Endpoint module: the company's job postings (header auth-business).
//   GET    /business/job-postings                         → { data: Posting[] }
//   POST   /business/search-my-job-postings   { search }  → { postings: Posting[] }
//   POST   /business/create-job-posting       payload     → { message, data: Posting }
//   GET    /business/get-data-job-posting-to-update/{id}  → { data: Posting }
//   PUT    /business/update-job-posting/{id}  payload     → { message, data: Posting }
//   DELETE /business/delete-job-posting/{id}              → { message }
// The payload is the output of the shared job posting schema (src/lib/validation/job-posting.ts).
// Postings read from the API are checked against the shared posting schema (src/lib/posting.ts),
// so a malformed answer is a failed load; after a write only its message is used.
import * as v from 'valibot';
import { businessApi, ifMatch, type ApiClient } from '@/lib/http/index.ts';
import { OwnPostingSchema, type OwnPosting } from '@/lib/posting.ts';
import type { JobPostingPayload } from '@/lib/validation/job-posting.ts';

/** A posting as the company's API shows it: the shared posting plus how many workers applied. */
export type Posting = OwnPosting;

const ListAnswer = v.object({ data: v.array(OwnPostingSchema) });
const SearchAnswer = v.object({ postings: v.array(OwnPostingSchema) });
const OneAnswer = v.object({ data: OwnPostingSchema });

export interface MessageAnswer {
  readonly message: string;
}

export interface PostingAnswer extends MessageAnswer {
  readonly data: Posting;
}

export async function fetchMyPostings(client: ApiClient = businessApi): Promise<Posting[]> {
  return v.parse(ListAnswer, await client.get<unknown>('/business/job-postings')).data;
}

export async function searchMyPostings(search: string, client: ApiClient = businessApi): Promise<Posting[]> {
  return v.parse(
    SearchAnswer,
    await client.post<unknown>('/business/search-my-job-postings', { search }, { readOnly: true }),
  ).postings;
}

export function createPosting(payload: JobPostingPayload, client: ApiClient = businessApi): Promise<PostingAnswer> {
  return client.post<PostingAnswer>('/business/create-job-posting', { ...payload });
}

export async function fetchPostingToUpdate(id: number, client: ApiClient = businessApi): Promise<Posting> {
  return v.parse(OneAnswer, await client.get<unknown>(`/business/get-data-job-posting-to-update/${id}`)).data;
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

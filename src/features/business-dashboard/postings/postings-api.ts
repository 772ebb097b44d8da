// Endpoint module: the company's job postings (header auth-business).
//   GET    /business/job-postings                         → { data: Posting[] }
//   POST   /business/search-my-job-postings   { search }  → { postings: Posting[] }
//   POST   /business/create-job-posting       payload     → { message, data: Posting }
//   GET    /business/get-data-job-posting-to-update/{id}  → { data: Posting }
//   PUT    /business/update-job-posting/{id}  payload     → { message, data: Posting }
//   DELETE /business/delete-job-posting/{id}              → { message }
// The payload is the output of the shared job posting schema (src/lib/validation/job-posting.ts).
// Every answer is checked against its shared shape (src/lib/contract/business.ts), so a malformed
// answer is a failed call.
import * as v from 'valibot';
import { MessageAnswerSchema, type MessageAnswer } from '@/lib/contract/answers.ts';
import {
  OwnPostingAnswerSchema,
  OwnPostingSearchAnswerSchema,
  OwnPostingsAnswerSchema,
  SavedOwnPostingAnswerSchema,
  type SavedOwnPostingAnswer,
} from '@/lib/contract/business.ts';
import { businessApi, ifMatch, type ApiClient } from '@/lib/http/index.ts';
import type { OwnPosting } from '@/lib/posting.ts';
import type { JobPostingPayload } from '@/lib/validation/job-posting.ts';

/** A posting as the company's API shows it: the shared posting plus how many workers applied. */
export type Posting = OwnPosting;

export type { MessageAnswer };
export type PostingAnswer = SavedOwnPostingAnswer;

export async function fetchMyPostings(client: ApiClient = businessApi): Promise<Posting[]> {
  return v.parse(OwnPostingsAnswerSchema, await client.get<unknown>('/business/job-postings')).data;
}

export async function searchMyPostings(search: string, client: ApiClient = businessApi): Promise<Posting[]> {
  return v.parse(
    OwnPostingSearchAnswerSchema,
    await client.post<unknown>('/business/search-my-job-postings', { search }, { readOnly: true }),
  ).postings;
}

export async function createPosting(
  payload: JobPostingPayload,
  client: ApiClient = businessApi,
): Promise<PostingAnswer> {
  return v.parse(
    SavedOwnPostingAnswerSchema,
    await client.post<unknown>('/business/create-job-posting', { ...payload }),
  );
}

export async function fetchPostingToUpdate(id: number, client: ApiClient = businessApi): Promise<Posting> {
  return v.parse(OwnPostingAnswerSchema, await client.get<unknown>(`/business/get-data-job-posting-to-update/${id}`))
    .data;
}

export async function updatePosting(
  id: number,
  payload: JobPostingPayload,
  client: ApiClient = businessApi,
  version?: number,
): Promise<PostingAnswer> {
  const answer = await client.put<unknown>(
    `/business/update-job-posting/${id}`,
    { ...payload },
    { headers: ifMatch(version) },
  );
  return v.parse(SavedOwnPostingAnswerSchema, answer);
}

export async function deletePosting(id: number, client: ApiClient = businessApi): Promise<MessageAnswer> {
  return v.parse(MessageAnswerSchema, await client.delete<unknown>(`/business/delete-job-posting/${id}`));
}

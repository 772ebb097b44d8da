// Job posting calls for the worker, users API with auth-user:
//   GET  /api/users/job-postings                       → { data: Posting[] }
//   POST /api/users/filter-job-postings  filter        → { jobPostings, count }
//   POST /api/users/search-job-postings  { search_jps, …filter } → { jobPostings, count }
//   GET  /api/users/filter-job-postings-by-id/{id}     → { data: Posting }
//   POST /api/users/save-posting / postulate-job-posting { id_publication } → { message }
//   GET  /api/users/get-all-save-posting / get-all-postulate-job-posting → { data: Posting[] }
import { usersApi } from '@/lib/http/index.ts';
import { WorkerPostingSchema, type WorkerPosting } from '@/lib/posting.ts';
import { parseList, parseOne, successMessage, unwrap } from '@/features/user-dashboard/shared/api-answer.ts';
import type { PostingFilter } from './postings-query.ts';

/** A posting as the worker sees it: the shared posting plus whether they saved it or applied. */
export type Posting = WorkerPosting;

export interface PostingPage {
  readonly postings: readonly Posting[];
  readonly count: number;
}

function pageOf(answer: unknown, key: 'data' | 'jobPostings'): PostingPage {
  const postings = parseList(WorkerPostingSchema, unwrap(answer, key));
  const count = typeof answer === 'object' && answer !== null && 'count' in answer ? answer.count : null;
  return { postings, count: typeof count === 'number' ? count : postings.length };
}

/** Filter fields as the API reads them (empty ones left out). */
function filterBody(filter: PostingFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

export async function listPostings(): Promise<PostingPage> {
  return pageOf(await usersApi.get<unknown>('/api/users/job-postings'), 'data');
}

export async function filterPostings(filter: PostingFilter): Promise<PostingPage> {
  return pageOf(
    await usersApi.post<unknown>('/api/users/filter-job-postings', filterBody(filter), { readOnly: true }),
    'jobPostings',
  );
}

export async function searchPostings(search: string, filter: PostingFilter): Promise<PostingPage> {
  const body = { ...filterBody(filter), search_jps: search };
  return pageOf(
    await usersApi.post<unknown>('/api/users/search-job-postings', body, { readOnly: true }),
    'jobPostings',
  );
}

export async function getPosting(id: number): Promise<Posting> {
  return parseOne(
    WorkerPostingSchema,
    unwrap(await usersApi.get<unknown>(`/api/users/filter-job-postings-by-id/${id}`)),
  );
}

export async function savePosting(id: number): Promise<string> {
  const answer = await usersApi.post<unknown>('/api/users/save-posting', { id_publication: id });
  return successMessage(answer, 'Publicación guardada');
}

export async function applyToPosting(id: number): Promise<string> {
  const answer = await usersApi.post<unknown>('/api/users/postulate-job-posting', { id_publication: id });
  return successMessage(answer, 'Postulación enviada');
}

export async function listSavedPostings(): Promise<Posting[]> {
  return parseList(WorkerPostingSchema, unwrap(await usersApi.get<unknown>('/api/users/get-all-save-posting')));
}

export async function listAppliedPostings(): Promise<Posting[]> {
  return parseList(
    WorkerPostingSchema,
    unwrap(await usersApi.get<unknown>('/api/users/get-all-postulate-job-posting')),
  );
}

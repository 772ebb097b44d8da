// Job posting calls for the worker (spec 001 §7), users API with auth-user:
//   GET  /api/users/job-postings                       → { data: Posting[] }
//   POST /api/users/filter-job-postings  filter        → { jobPostings, count }
//   POST /api/users/search-job-postings  { search_jps, …filter } → { jobPostings, count }
//   GET  /api/users/filter-job-postings-by-id/{id}     → { data: Posting }
//   POST /api/users/save-posting / postulate-job-posting { id_publication } → { message }
//   GET  /api/users/get-all-save-posting / get-all-postulate-job-posting → { data: Posting[] }
import * as v from 'valibot';
import { usersApi } from '../../../lib/http/index.ts';
import { parseList, parseOne, successMessage, unwrap } from '../api/api-answer.ts';
import type { PostingFilter } from './postings-query.ts';

const nullableText = v.optional(v.nullable(v.string()), null);
const nullableNumber = v.optional(v.nullable(v.number()), null);

const postingSchema = v.object({
  id_publication: v.number(),
  title: v.string(),
  description: v.optional(v.string(), ''),
  requirements: v.optional(v.string(), ''),
  id_vehicle: nullableNumber,
  name_vehicle: nullableText,
  capacity_kg: nullableNumber,
  id_zone: nullableNumber,
  name_zone: nullableText,
  id_region: nullableNumber,
  name_region: nullableText,
  id_commune: nullableNumber,
  name_commune: nullableText,
  name_schedule: nullableText,
  start_time: nullableText,
  pawn: nullableNumber,
  is_active: v.optional(v.boolean(), true),
  name_business: v.optional(v.string(), ''),
  logo_business: nullableText,
  saved: v.optional(v.boolean(), false),
  applied: v.optional(v.boolean(), false),
});

export type Posting = v.InferOutput<typeof postingSchema>;

export interface PostingPage {
  readonly postings: readonly Posting[];
  readonly count: number;
}

function pageOf(answer: unknown, key: 'data' | 'jobPostings'): PostingPage {
  const postings = parseList(postingSchema, unwrap(answer, key));
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
  return pageOf(await usersApi.post<unknown>('/api/users/filter-job-postings', filterBody(filter)), 'jobPostings');
}

export async function searchPostings(search: string, filter: PostingFilter): Promise<PostingPage> {
  const body = { ...filterBody(filter), search_jps: search };
  return pageOf(await usersApi.post<unknown>('/api/users/search-job-postings', body), 'jobPostings');
}

export async function getPosting(id: number): Promise<Posting> {
  return parseOne(postingSchema, unwrap(await usersApi.get<unknown>(`/api/users/filter-job-postings-by-id/${id}`)));
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
  return parseList(postingSchema, unwrap(await usersApi.get<unknown>('/api/users/get-all-save-posting')));
}

export async function listAppliedPostings(): Promise<Posting[]> {
  return parseList(postingSchema, unwrap(await usersApi.get<unknown>('/api/users/get-all-postulate-job-posting')));
}

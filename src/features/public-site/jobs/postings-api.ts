// GET /general-data/get-jobpostings-home on the general-data API: the newest job
// postings for the home list. The answer is checked, so a malformed one counts as a failure.
import * as v from 'valibot';
import { dataApi } from '@/lib/http';
import { HomePostingSchema, type HomePosting } from '@/lib/posting.ts';

export const HOME_POSTINGS_PATH = '/general-data/get-jobpostings-home';

const HomePostingsSchema = v.object({ data: v.array(HomePostingSchema) });

export type { HomePosting };

export async function fetchHomePostings(signal?: AbortSignal): Promise<HomePosting[]> {
  const answer = await dataApi.get<unknown>(HOME_POSTINGS_PATH, signal ? { signal } : {});
  return v.parse(HomePostingsSchema, answer).data;
}

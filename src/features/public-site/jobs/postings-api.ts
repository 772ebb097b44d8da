// GET /general-data/get-jobpostings-home on the general-data API: the newest job
// postings for the home list. The answer is checked, so a malformed one counts as a failure.
import * as v from 'valibot';
import { dataApi } from '../../../lib/http';

export const HOME_POSTINGS_PATH = '/general-data/get-jobpostings-home';

const nullableText = v.nullish(v.string(), null);

const PostingSchema = v.object({
  id_publication: v.number(),
  title: v.string(),
  name_business: v.string(),
  name_vehicle: nullableText,
  name_region: nullableText,
  name_commune: nullableText,
  name_schedule: nullableText,
  start_time: v.string(),
  pawn: v.number(),
});

const HomePostingsSchema = v.object({ data: v.array(PostingSchema) });

export type HomePosting = v.InferOutput<typeof PostingSchema>;

export async function fetchHomePostings(signal?: AbortSignal): Promise<HomePosting[]> {
  const answer = await dataApi.get<unknown>(HOME_POSTINGS_PATH, signal ? { signal } : {});
  return v.parse(HomePostingsSchema, answer).data;
}

// /api/users — job postings for the signed-in worker, auth-user on all:
//   GET  /job-postings                              → { data: Posting[], count } every active posting
//   POST /filter-job-postings  filter               → { jobPostings: Posting[], count }
//   POST /search-job-postings  { search_jps, …filter } → { jobPostings: Posting[], count }
//   GET  /filter-job-postings-by-id/:id             → { data: Posting }
//   POST /save-posting  { id_publication }          → 201 { message } | 409 already saved
//   POST /postulate-job-posting  { id_publication } → 201 { message } | 409 already applied
//                                                     | 400 its start day has passed
//   GET  /get-all-save-posting                      → { data: Posting[] } most recent first
//   GET  /get-all-postulate-job-posting             → { data: Posting[] } most recent first
// Posting = WorkerPosting of src/lib/posting.ts: the shared Posting plus `saved` and `applied`
// for the caller. filter = any of id_vehicle, id_zone, id_region, id_commune (ids), start_time
// (from that date on), pawn (at least that pay); empty values are ignored. Newest postings
// first. A posting that does not exist or is closed answers 404; id 0 answers 400. Applying to
// another company's posting shares the profile with it, recorded as a consent (db/consents.ts).
import { Hono, type Context } from 'hono';
import type { WorkerPosting } from '../../../src/lib/posting.ts';
import { recordApplicationConsent } from '../../db/consents.ts';
import { transaction } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { requireUser, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody } from '../../lib/validate.ts';
import { recordIdParam } from './profile-params.ts';
import { filterPostings, findPostingFor, linkPosting, linkedPostings, searchPostings } from './postings-store.ts';
import {
  POSTING_INPUT_MESSAGES,
  PostingFilterBodySchema,
  PostingIdBodySchema,
  PostingSearchBodySchema,
} from '../../../src/lib/contract/worker-postings.ts';

export const POSTINGS_API_MESSAGES = {
  notFound: 'Publicación no encontrada',
  invalidPosting: POSTING_INPUT_MESSAGES.invalidPosting,
  invalidFilter: POSTING_INPUT_MESSAGES.invalidFilter,
  searchMax: POSTING_INPUT_MESSAGES.searchMax,
  saved: 'Publicación guardada correctamente',
  alreadySaved: 'Ya guardaste esta publicación',
  applied: 'Postulación enviada correctamente',
  alreadyApplied: 'Ya postulaste a esta publicación',
  startPassed: 'Esta oferta ya comenzó y no recibe más postulaciones',
} as const;

const M = POSTINGS_API_MESSAGES;

const filterBody = jsonBody(PostingFilterBodySchema);
const searchBody = jsonBody(PostingSearchBodySchema);
const postingBody = jsonBody(PostingIdBodySchema);

function listAnswer(postings: readonly WorkerPosting[]) {
  return { jobPostings: postings, count: postings.length };
}

export function userPostingRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  const owner = (c: Context<AuthEnv>) => c.get('session').account.id_user;
  const link = (table: 'saved_postings' | 'applied_postings', done: string, already: string) =>
    new Hono<AuthEnv>().post('/', auth, postingBody, (c) => {
      const { id_publication } = c.req.valid('json');
      const now = deps.now();
      const result = transaction(deps.db, () => {
        const linked = linkPosting(deps.db, table, owner(c), id_publication, now);
        if (linked === 'linked' && table === 'applied_postings') {
          recordApplicationConsent(deps.db, owner(c), id_publication, now);
        }
        return linked;
      });
      if (result === 'not-found') return c.json({ message: M.notFound }, 404);
      if (result === 'started') return c.json({ message: M.startPassed }, 400);
      if (result === 'already') return c.json({ message: already }, 409);
      return c.json({ message: done }, 201);
    });

  return new Hono<AuthEnv>()
    .get('/job-postings', auth, (c) => {
      const postings = filterPostings(deps.db, owner(c), {});
      return c.json({ data: postings, count: postings.length });
    })
    .post('/filter-job-postings', auth, filterBody, (c) => {
      return c.json(listAnswer(filterPostings(deps.db, owner(c), c.req.valid('json'))));
    })
    .post('/search-job-postings', auth, searchBody, (c) => {
      const { search_jps, ...filter } = c.req.valid('json');
      return c.json(listAnswer(searchPostings(filterPostings(deps.db, owner(c), filter), search_jps)));
    })
    .get('/filter-job-postings-by-id/:id', auth, recordIdParam(), (c) => {
      const posting = findPostingFor(deps.db, owner(c), c.req.valid('param').id);
      return posting ? c.json({ data: posting }) : c.json({ message: M.notFound }, 404);
    })
    .route('/save-posting', link('saved_postings', M.saved, M.alreadySaved))
    .route('/postulate-job-posting', link('applied_postings', M.applied, M.alreadyApplied))
    .get('/get-all-save-posting', auth, (c) => c.json({ data: linkedPostings(deps.db, 'saved_postings', owner(c)) }))
    .get('/get-all-postulate-job-posting', auth, (c) =>
      c.json({ data: linkedPostings(deps.db, 'applied_postings', owner(c)) }),
    );
}

// A company's own job postings (header auth-business):
// (OwnPosting of src/lib/posting.ts = the shared Posting plus `applicants`, how many workers applied.)
//   GET    /job-postings                          → { data: OwnPosting[], count }
//   POST   /search-my-job-postings     { search } → { postings: OwnPosting[], count }
//   POST   /create-job-posting         posting    → 201 { message, data: OwnPosting }
//   GET    /get-data-job-posting-to-update/:id    → { data: OwnPosting }
//   PUT    /update-job-posting/:id     posting    → { message, data: OwnPosting }
//   DELETE /delete-job-posting/:id                → { message }
// The posting payload follows src/lib/validation/job-posting.ts (400 with its messages). Another
// company's posting answers 404 as if it did not exist; a missing or worker token answers 401.
// Each posting carries a `version`; an update sent with a stale If-Match answers 409. A new posting
// is announced to the company's workers who asked for job offers (lib/job-offer-notices.ts).
import { Hono, type Context } from 'hono';
import { POSTING_MESSAGES, todayInChile } from '../../../src/lib/validation/job-posting.ts';
import type { AppDeps } from '../../deps.ts';
import { isStaleWrite, staleWrite } from '../../lib/concurrency.ts';
import { announcePosting } from '../../lib/job-offer-notices.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody, routeParams } from '../../lib/validate.ts';
import {
  deleteOwnPosting,
  findOwnPosting,
  insertPosting,
  listOwnPostings,
  searchOwnPostings,
  updateOwnPosting,
} from './postings-data.ts';
import { BUSINESS_MESSAGES } from './messages.ts';
import {
  IdParamsSchema,
  JobPostingBodySchema,
  OwnPostingSearchBodySchema,
} from '../../../src/lib/contract/business-input.ts';

const idParam = routeParams(IdParamsSchema);
const postingBody = jsonBody(JobPostingBodySchema);
const searchBody = jsonBody(OwnPostingSearchBodySchema);

/** The day before Chile's today: a browser whose clock runs a little behind may still be on it. */
function earliestStart(now: Date): string {
  return todayInChile(new Date(now.getTime() - 24 * 60 * 60 * 1000));
}

export function businessPostingRoutes(deps: AppDeps) {
  const guard = requireBusiness(deps);
  const owner = (c: Context<AuthEnv>) => c.get('session').account.id_user;

  return new Hono<AuthEnv>()
    .get('/job-postings', guard, (c) => {
      const postings = listOwnPostings(deps.db, owner(c));
      return c.json({ data: postings, count: postings.length });
    })
    .post('/search-my-job-postings', guard, searchBody, (c) => {
      const postings = searchOwnPostings(deps.db, owner(c), c.req.valid('json').search);
      return c.json({ postings, count: postings.length });
    })
    .post('/create-job-posting', guard, postingBody, (c) => {
      const posting = c.req.valid('json');
      const now = deps.now();
      if (posting.start_time < earliestStart(now)) return c.json({ message: [POSTING_MESSAGES.startPast] }, 400);
      const id = insertPosting(deps.db, owner(c), posting, now);
      announcePosting(deps.db, owner(c), { id_publication: id, title: posting.title }, deps.siteOrigin, now);
      return c.json({ message: BUSINESS_MESSAGES.postingCreated, data: findOwnPosting(deps.db, owner(c), id) }, 201);
    })
    .get('/get-data-job-posting-to-update/:id', guard, idParam, (c) => {
      const posting = findOwnPosting(deps.db, owner(c), c.req.valid('param').id);
      if (!posting) return c.json({ message: BUSINESS_MESSAGES.postingNotFound }, 404);
      return c.json({ data: posting });
    })
    .put('/update-job-posting/:id', guard, idParam, postingBody, (c) => {
      const { id } = c.req.valid('param');
      const current = findOwnPosting(deps.db, owner(c), id);
      if (current && isStaleWrite(c, current.version)) return staleWrite(c);
      if (!updateOwnPosting(deps.db, owner(c), id, c.req.valid('json'), deps.now())) {
        return c.json({ message: BUSINESS_MESSAGES.postingNotFound }, 404);
      }
      return c.json({ message: BUSINESS_MESSAGES.postingUpdated, data: findOwnPosting(deps.db, owner(c), id) });
    })
    .delete('/delete-job-posting/:id', guard, idParam, (c) => {
      if (!deleteOwnPosting(deps.db, owner(c), c.req.valid('param').id)) {
        return c.json({ message: BUSINESS_MESSAGES.postingNotFound }, 404);
      }
      return c.json({ message: BUSINESS_MESSAGES.postingDeleted });
    });
}

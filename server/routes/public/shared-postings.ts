// /api/public/job-postings — a posting a worker shared, read by anyone who opens its link (no
// token): the posting as the home list shows it (with its facts worded by the shared
// postingFacts), whether it still takes applications, the company link it was shared under
// (`?business=`, the portal where the sender saw it; else the posting's own company) and that
// company's other open postings, so a removed or closed posting's page can offer them.
//   GET /job-postings/:id?business= → { data: SharedPosting }; 400 bad id or name; 404 nothing known.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  OTHER_POSTINGS_LIMIT,
  PUBLIC_POSTING_NOT_FOUND,
  PublicPostingParamsSchema,
  PublicPostingQuerySchema,
  type SharedPosting,
} from '../../../src/lib/contract/public-posting.ts';
import { HomePostingSchema, postingState, type Posting } from '../../../src/lib/posting.ts';
import { postingFacts } from '../../../src/lib/posting-facts.ts';
import { findCompanyByName, findPostingWithCompany, listActivePostingsOfCompany } from '../../db/postings.ts';
import type { AppDeps } from '../../deps.ts';
import { queryParams, routeParams } from '../../lib/validate.ts';

const params = routeParams(PublicPostingParamsSchema);
const query = queryParams(PublicPostingQuerySchema);
/** Only what the home list shows leaves the API: no description drafts, owners or counts. */
function card(posting: Posting) {
  const home = v.parse(HomePostingSchema, posting);
  return { ...home, facts: postingFacts(home) };
}

export function sharedPostingRoutes(deps: AppDeps) {
  return new Hono().get('/job-postings/:id', params, query, (c) => {
    const { id } = c.req.valid('param');
    const { business } = c.req.valid('query');
    const found = findPostingWithCompany(deps.db, id);
    const company = (business ? findCompanyByName(deps.db, business) : null) ?? found.company;
    if (!found.posting && !company) return c.json({ message: PUBLIC_POSTING_NOT_FOUND }, 404);
    const others = company
      ? listActivePostingsOfCompany(deps.db, company.id_business)
          .filter((posting) => posting.id_publication !== id && postingState(posting) === 'active')
          .slice(0, OTHER_POSTINGS_LIMIT)
      : [];
    const data: SharedPosting = {
      posting: found.posting ? card(found.posting) : null,
      open: found.posting !== null && postingState(found.posting) === 'active',
      company: company && {
        name_business: company.name_business,
        display_name: company.display_name,
        rgs: company.rgs,
      },
      others: others.map(card),
    };
    return c.json({ data });
  });
}

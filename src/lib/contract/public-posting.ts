// A shared posting read without a session, for its public page /ofertas/{id} (data API, public;
// an extension of the specified API):
//   GET /api/public/job-postings/{id}?business={name_business}
//     → { data: SharedPosting }: the posting as the home list shows it, with its facts already
//       worded (null once removed), whether it still takes applications, the company link it is
//       offered under (the one named by `business`, else its own company's: name, shown name, rgs)
//       and up to five other open postings of that company;
//     → 404 { message } when neither the posting nor the named company exists;
//     → 400 { message: ['Parámetro inválido'] } for an id that is not digits or an overlong name.
import * as v from 'valibot';
import { HomePostingSchema } from '../posting.ts';
import { INVALID_PARAM_MESSAGE } from './messages.ts';
import { numericParam } from './params.ts';

export const PUBLIC_POSTING_PATH = (id: number | string) => `/api/public/job-postings/${encodeURIComponent(id)}`;

export const PUBLIC_POSTING_NOT_FOUND = 'No encontramos esta oferta.';

/** How many of the company's other open postings the page offers. */
export const OTHER_POSTINGS_LIMIT = 5;

export const PublicPostingParamsSchema = v.object({ id: numericParam() });

/** `?business=`: the company the link was shared under, so a removed posting still names it. */
export const PublicPostingQuerySchema = v.object({
  business: v.optional(v.pipe(v.string(), v.maxLength(100, INVALID_PARAM_MESSAGE))),
});

/** The company's link: where its workers sign in and register. */
export const PublicCompanySchema = v.object({
  name_business: v.string(),
  display_name: v.string(),
  rgs: v.string(),
});

/** A posting as its public page draws it: the home list's fields and its worded facts. */
export const PostingCardSchema = v.object({
  ...HomePostingSchema.entries,
  facts: v.array(v.object({ label: v.string(), value: v.string() })),
});

export type PostingCard = v.InferOutput<typeof PostingCardSchema>;

export const SharedPostingSchema = v.object({
  posting: v.nullable(PostingCardSchema),
  /** The posting exists, is switched on and has not started: it still takes applications. */
  open: v.boolean(),
  company: v.nullable(PublicCompanySchema),
  others: v.array(PostingCardSchema),
});

export type SharedPosting = v.InferOutput<typeof SharedPostingSchema>;
export type PublicCompany = v.InferOutput<typeof PublicCompanySchema>;

export const sharedPostingAnswerSchema = v.object({ data: SharedPostingSchema });

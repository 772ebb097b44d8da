// What the company area sends (header auth-business), as the local API checks it:
//   POST /business/create-job-posting, PUT /business/update-job-posting/{id}  a posting (the posting
//        form's rules, validation/job-posting.ts); GET, DELETE …/{id} (IdParamsSchema)
//   POST /business/search-my-job-postings { search }
//   GET  /business/get-postulates-job-posting/{id}
//   POST /business/send-email-to-user-jobpostulate  the e-mail (validation/applicant-email.ts)
// Apart from the answers (business.ts), so the area's first view does not load the posting rules.
import * as v from 'valibot';
import { applicantEmailSchema } from '../validation/applicant-email.ts';
import { jobPostingSchema } from '../validation/job-posting.ts';
import { SEARCH_MAX, SEARCH_MAX_MESSAGE } from './messages.ts';

export { IdParamsSchema } from './params.ts';

export const JobPostingBodySchema = jobPostingSchema();
export const OwnPostingSearchBodySchema = v.object({
  search: v.pipe(v.optional(v.string(SEARCH_MAX_MESSAGE), ''), v.trim(), v.maxLength(SEARCH_MAX, SEARCH_MAX_MESSAGE)),
});
export const ApplicantEmailBodySchema = applicantEmailSchema;

// Path ids of the worker's own records (experience, bank details, postings): digits without a
// leading zero, so 0 — which never names a record — is refused with a 400.
import * as v from 'valibot';
import { API_MESSAGES } from '../../lib/messages.ts';
import { routeParams } from '../../lib/validate.ts';

export const recordIdSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,8}$/, API_MESSAGES.invalidParam),
  v.transform(Number),
);

/** Validates `:id` as a record id (1 to 999999999). */
export const recordIdParam = () => routeParams(v.object({ id: recordIdSchema }));

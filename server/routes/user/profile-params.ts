// Path ids of the worker's own records (experience, bank details, postings): digits without a
// leading zero, so 0 — which never names a record — is refused with a 400 (src/lib/contract/params.ts).
import { RecordIdParamsSchema } from '../../../src/lib/contract/params.ts';
import { routeParams } from '../../lib/validate.ts';

/** Validates `:id` as a record id (1 to 999999999). */
export const recordIdParam = () => routeParams(RecordIdParamsSchema);

// Path and query values shared by many routes: ids are digits (at most nine), a worker's own
// record is never 0, and a company link's two segments have at most 100 characters. Anything else
// is refused with 'Parámetro inválido' before a route reads it.
import * as v from 'valibot';
import { INVALID_PARAM_MESSAGE } from './messages.ts';

/** A path or query segment of digits only, turned into a number. */
export function numericParam(message: string = INVALID_PARAM_MESSAGE) {
  return v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number));
}

/** A worker's own record (experience, bank details, posting): digits without a leading zero. */
export const RecordIdSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, INVALID_PARAM_MESSAGE), v.transform(Number));

/** `:id` of a company's posting. */
export const IdParamsSchema = v.object({ id: numericParam() });

/** `:id` of a worker's own record (1 to 999999999). */
export const RecordIdParamsSchema = v.object({ id: RecordIdSchema });

const linkSegment = v.pipe(v.string(), v.maxLength(100, INVALID_PARAM_MESSAGE));

/** `:name_business/:rgs` of a company's registration link. */
export const TenantLinkParamsSchema = v.object({ name_business: linkSegment, rgs: linkSegment });

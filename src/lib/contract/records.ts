// What the worker's record calls send in their path (users API, auth-user):
//   GET /api/users/contracts/download-file/{original_document_id}/{id_history}
//   GET /api/users/get-all-profiles-business/{id}   (the company's name or id)
import * as v from 'valibot';
import { INVALID_PARAM_MESSAGE } from './messages.ts';
import { numericParam } from './params.ts';

export const ContractParamsSchema = v.object({ original_document_id: numericParam(), id_history: numericParam() });
export const CompanyProfilesParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, INVALID_PARAM_MESSAGE)),
});

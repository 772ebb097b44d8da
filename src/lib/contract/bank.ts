// What the worker's bank detail calls send (users API, auth-user), under /api/users/bank-details:
//   POST /add-bank-details  every field · PUT /update-bank-details/{id}  the changed fields
//   PUT  /change-select-bank/{id}  { selected } · GET, DELETE …/{id}
// The fields and their rules are the bank form's (validation/bank-details.ts).
import * as v from 'valibot';
import { bankDetailsSchema, bankDetailsUpdateSchema } from '../validation/bank-details.ts';

/** The value of `selected` for the account chosen for payments (any other value: not chosen). */
export const SELECTED_BANK_FLAG = 'Seleccionado';
export const SELECTED_INVALID_MESSAGE = 'Indica si la cuenta queda seleccionada';

export const BankDetailsBodySchema = bankDetailsSchema();
export const BankDetailsUpdateBodySchema = bankDetailsUpdateSchema();

/** true or 'Seleccionado' chooses the account; false or '' leaves it unchosen. */
export const SelectedBankBodySchema = v.object({
  selected: v.pipe(
    v.union([v.boolean(), v.picklist([SELECTED_BANK_FLAG, ''])], SELECTED_INVALID_MESSAGE),
    v.transform((value) => value === true || value === SELECTED_BANK_FLAG),
  ),
});

export type SelectedBankBody = v.InferInput<typeof SelectedBankBodySchema>;

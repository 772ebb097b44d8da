// Bank detail calls, users API with auth-user, under /api/users/bank-details:
//   GET    /get-banks-details                 → { data: Bank[] }
//   POST   /add-bank-details  all fields      → { message, data: Bank }
//   GET    /get-bank-details-for-update/{id}  → { data: Bank }
//   PUT    /update-bank-details/{id}  changed fields only, If-Match: version read → { message, data: Bank } | 409
//   PUT    /change-select-bank/{id}  { selected } → { message, data: Bank }
//   DELETE /delete-bank-details/{id}          → { message }
import * as v from 'valibot';
import { SELECTED_BANK_FLAG } from '@/lib/contract/bank.ts';
import { ifMatch, usersApi } from '@/lib/http/index.ts';
import { BANK_MESSAGES, type BankDetailsPayload } from '@/lib/validation/index.ts';
import { parseList, parseOne, successMessage, unwrap } from '@/features/user-dashboard/shared/api-answer.ts';

const BASE = '/api/users/bank-details';
const nullableText = v.optional(v.nullable(v.string()), null);

const bankSchema = v.object({
  id_bank_detail: v.number(),
  account_holder_name: v.string(),
  bank_name: v.string(),
  account_number: v.string(),
  account_type: v.string(),
  invoice_type: v.string(),
  sii_address: nullableText,
  selected: nullableText,
  receipt_issuance: nullableText,
  rut_account: v.string(),
  email: v.string(),
  phone: v.string(),
  /** Raised by every save; sent back in If-Match so a concurrent change answers 409. */
  version: v.optional(v.number()),
});

export type Bank = v.InferOutput<typeof bankSchema>;

/** The value of `selected` for the account chosen for payments. */
export const SELECTED_FLAG = SELECTED_BANK_FLAG;

export async function listBanks(): Promise<Bank[]> {
  return parseList(bankSchema, unwrap(await usersApi.get<unknown>(`${BASE}/get-banks-details`)));
}

export async function addBank(bank: BankDetailsPayload): Promise<string> {
  return successMessage(await usersApi.post<unknown>(`${BASE}/add-bank-details`, { ...bank }), BANK_MESSAGES.created);
}

export async function getBankForUpdate(id: number): Promise<Bank> {
  return parseOne(bankSchema, unwrap(await usersApi.get<unknown>(`${BASE}/get-bank-details-for-update/${id}`)));
}

export async function updateBank(id: number, changes: Partial<BankDetailsPayload>, version?: number): Promise<string> {
  const answer = await usersApi.put<unknown>(
    `${BASE}/update-bank-details/${id}`,
    { ...changes },
    { headers: ifMatch(version) },
  );
  return successMessage(answer, BANK_MESSAGES.updated);
}

export async function changeSelectedBank(id: number, selected: boolean): Promise<string> {
  const answer = await usersApi.put<unknown>(`${BASE}/change-select-bank/${id}`, { selected });
  return successMessage(answer, selected ? 'Cuenta seleccionada' : 'Cuenta sin seleccionar');
}

export async function deleteBank(id: number): Promise<string> {
  return successMessage(await usersApi.delete<unknown>(`${BASE}/delete-bank-details/${id}`), BANK_MESSAGES.deleted);
}

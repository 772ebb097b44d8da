// The bank add and update forms: the shared rules, the empty input, the
// input an account fills in, the 'all fields are required' check of the add form (its message
// shows for 3 s) and the changed fields an update sends (only those).
import { ACCOUNT_TYPES, BANKS, DOCUMENT_TYPES } from '@/lib/reference/index.ts';
import { BANK_FIELDS, BANK_MESSAGES, bankDetailsSchema, type BankDetailsPayload } from '@/lib/validation/index.ts';
import { textOptions } from '@/components/form/bound.tsx';
import type { Bank } from './bank-api.ts';

export const bankFormSchema = bankDetailsSchema();
export type BankFormSchema = typeof bankFormSchema;

export const EMPTY_BANK_INPUT = {
  account_holder_name: '',
  bank_name: '',
  account_type: '',
  account_number: '',
  rut_account: '',
  email: '',
  phone: '',
  invoice_type: '',
};

export type BankFormInput = typeof EMPTY_BANK_INPUT;

export const ALL_REQUIRED_MESSAGE = BANK_MESSAGES.allRequired;
/** How long 'Todos los campos son obligatorios' stays. */
export const ALL_REQUIRED_MS = 3000;
export const NO_CHANGES_NOTE = 'No hay cambios para guardar.';

export const BANK_OPTIONS = {
  banks: textOptions(BANKS),
  accountTypes: textOptions(ACCOUNT_TYPES),
  documentTypes: textOptions(DOCUMENT_TYPES),
};

export function bankInput(bank: Bank): BankFormInput {
  return {
    account_holder_name: bank.account_holder_name,
    bank_name: bank.bank_name,
    account_type: bank.account_type,
    account_number: bank.account_number,
    rut_account: bank.rut_account,
    email: bank.email,
    phone: bank.phone,
    invoice_type: bank.invoice_type,
  };
}

/** True when any field of the add form is empty (or only spaces). */
export function hasEmptyField(input: Partial<Record<keyof BankFormInput, string | undefined>>): boolean {
  return BANK_FIELDS.some((field) => (input[field] ?? '').trim() === '');
}

/** The fields whose value differs from the account as loaded. */
export function bankChanges(initial: BankFormInput, next: BankDetailsPayload): Partial<BankDetailsPayload> {
  const changes: Partial<Record<keyof BankFormInput, string>> = {};
  for (const field of BANK_FIELDS) {
    if (initial[field].trim() !== next[field]) changes[field] = next[field];
  }
  return changes;
}

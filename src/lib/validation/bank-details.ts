// A worker's bank details: holder 1 to 50; account
// number digits only, 3 to 100; RUT up to 15 with its check digit (stored formatted); phone of 11
// digits starting 569; e-mail up to 80; bank, account type and document type from the lists. One
// schema for the add form and /add-bank-details; its partial form checks an update's changed fields.
import * as v from 'valibot';
import { ACCOUNT_TYPES, BANKS, DOCUMENT_TYPES } from '../reference/index.ts';
import { bankEmailSchema } from './email.ts';
import { DIGITS_ONLY_MESSAGE, REQUIRED_MESSAGE, maxCharsMessage } from './messages.ts';
import { bankPhoneSchema } from './phone.ts';
import { RUT_MAX, formatRut, rutSchema } from './rut.ts';
import { digitsOnly, textSchema } from './text.ts';

export const BANK_LIMITS = { holder: { min: 1, max: 50 }, accountNumber: { min: 3, max: 100 } } as const;

export const BANK_MESSAGES = {
  required: REQUIRED_MESSAGE,
  /** Shown for 3 s when the add form is sent with an empty field. */
  allRequired: 'Todos los campos son obligatorios',
  holderMax: maxCharsMessage(BANK_LIMITS.holder.max),
  accountNumberDigits: DIGITS_ONLY_MESSAGE,
  accountNumberMin: `El número de cuenta debe tener al menos ${BANK_LIMITS.accountNumber.min} dígitos`,
  accountNumberMax: maxCharsMessage(BANK_LIMITS.accountNumber.max),
  bankName: 'Selecciona un banco',
  accountType: 'Selecciona un tipo de cuenta',
  invoiceType: 'Selecciona un tipo de documento',
  onlyOne: 'Solo puede tener una cuenta bancaria',
  nothingToUpdate: 'No hay cambios para actualizar',
  created: 'Datos bancarios añadidos correctamente',
  updated: 'Datos bancarios actualizados correctamente',
  deleted: 'Datos bancarios eliminados correctamente',
} as const;

const M = BANK_MESSAGES;
const L = BANK_LIMITS;

const optionalString = v.optional(v.string(M.required), '');

function choice(options: readonly string[], message: string) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.check((value) => options.includes(value), message),
  );
}

export const BANK_FIELD_SCHEMAS = {
  account_holder_name: v.pipe(optionalString, textSchema({ max: L.holder.max, maxMessage: M.holderMax })),
  bank_name: choice(BANKS, M.bankName),
  account_type: choice(ACCOUNT_TYPES, M.accountType),
  account_number: v.pipe(
    optionalString,
    textSchema({
      max: L.accountNumber.max,
      maxMessage: M.accountNumberMax,
      min: L.accountNumber.min,
      minMessage: M.accountNumberMin,
    }),
    digitsOnly(M.accountNumberDigits),
  ),
  rut_account: v.pipe(optionalString, rutSchema({ max: RUT_MAX.bank }), v.transform(formatRut)),
  email: v.pipe(optionalString, bankEmailSchema()),
  phone: v.pipe(optionalString, bankPhoneSchema()),
  invoice_type: choice(DOCUMENT_TYPES, M.invoiceType),
};

export type BankField = keyof typeof BANK_FIELD_SCHEMAS;
export const BANK_FIELDS = Object.keys(BANK_FIELD_SCHEMAS) as readonly BankField[];

/** Every field, as the add form and /add-bank-details need them. */
export function bankDetailsSchema() {
  return v.object(BANK_FIELD_SCHEMAS);
}

/** An update: only the fields that changed, each with its own rule, and at least one of them. */
export function bankDetailsUpdateSchema() {
  return v.pipe(
    v.partial(v.object(BANK_FIELD_SCHEMAS)),
    v.check((value) => Object.values(value).some((field) => field !== undefined), M.nothingToUpdate),
  );
}

export type BankDetailsInput = v.InferInput<ReturnType<typeof bankDetailsSchema>>;
export type BankDetailsPayload = v.InferOutput<ReturnType<typeof bankDetailsSchema>>;
export type BankDetailsUpdate = v.InferOutput<ReturnType<typeof bankDetailsUpdateSchema>>;

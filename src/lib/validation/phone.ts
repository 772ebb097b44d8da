// Phone rules: the shared pieces (digits only, no 0000/1234 runs, no country code) and
// the per-form variants (meeting request, registration, power owner, bank details).
import * as v from 'valibot';
import { REQUIRED_MESSAGE } from './messages.ts';
import { minChars } from './text.ts';

export const PHONE_DIGITS_MESSAGE = 'El teléfono solo puede contener números';
export const PHONE_SEQUENCE_MESSAGE = 'El teléfono no puede contener secuencias como 0000 o 1234';
export const PHONE_DIAL_CODE_MESSAGE = 'No incluya el código de país';
export const FORBIDDEN_PHONE_SEQUENCES = ['0000', '1234'] as const;

/** Digits only; an empty value is left to the required rule. */
export function phoneDigitsOnly() {
  return v.regex<string, string>(/^\d*$/, PHONE_DIGITS_MESSAGE);
}

export function hasForbiddenSequence(value: string): boolean {
  return FORBIDDEN_PHONE_SEQUENCES.some((sequence) => value.includes(sequence));
}

export function phoneNoSequences() {
  return v.check<string, string>((value) => !hasForbiddenSequence(value), PHONE_SEQUENCE_MESSAGE);
}

/** Rejects a number typed with the selected country's dial code in front ('+56', '56'). */
export function phoneWithoutDialCode(dialCode: string) {
  const code = dialCode.replace(/\D/g, '');
  return v.check<string, string>((value) => code.length === 0 || !value.startsWith(code), PHONE_DIAL_CODE_MESSAGE);
}

/** Meeting request: 8 to 15 characters, dial code chosen apart. */
export function meetingPhoneSchema(dialCode: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    minChars(8, 'Telefono no debe ser menor a 8 caracteres'),
    v.maxLength(15, 'Telefono no debe exceder los 15 caracteres'),
    phoneDigitsOnly(),
    phoneNoSequences(),
    phoneWithoutDialCode(dialCode),
  );
}

export interface RegistrationPhoneOptions {
  /** Dynamic-form tel inputs may be optional; fixed registration always requires it. */
  readonly required?: boolean;
  readonly requiredMessage?: string;
}

/** Fixed registration and dynamic tel inputs: 9 to 13 characters. */
export function registrationPhoneSchema(dialCode: string, options: RegistrationPhoneOptions = {}) {
  const { required = true, requiredMessage = REQUIRED_MESSAGE } = options;
  return v.pipe(
    v.string(),
    v.trim(),
    v.check<string, string>((value) => !required || value.length > 0, requiredMessage),
    minChars(9, 'Teléfono debe tener al menos 9 caracteres'),
    v.maxLength(13, 'Teléfono no debe exceder los 13 caracteres'),
    phoneDigitsOnly(),
    phoneNoSequences(),
    phoneWithoutDialCode(dialCode),
  );
}

/** Simple power owner: a Chilean mobile of 9 to 12 digits starting with 9. */
export function ownerPhoneSchema() {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Telefono es requerido'),
    minChars(9, 'El teléfono debe tener al menos 9 dígitos'),
    v.maxLength(12, 'El teléfono no puede tener más de 12 dígitos'),
    phoneDigitsOnly(),
    v.check<string, string>((value) => value.length === 0 || value.startsWith('9'), 'El teléfono debe comenzar con 9'),
    phoneNoSequences(),
  );
}

export const BANK_PHONE_LENGTH_MESSAGE = 'El teléfono debe tener 11 dígitos';
export const BANK_PHONE_PREFIX_MESSAGE = 'El teléfono debe comenzar con 569';

/** Bank details: exactly 11 digits with the Chilean mobile prefix 569. */
export function bankPhoneSchema(requiredMessage: string = REQUIRED_MESSAGE) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.check<string, string>((value) => value.length === 0 || value.length === 11, BANK_PHONE_LENGTH_MESSAGE),
    phoneDigitsOnly(),
    v.check<string, string>((value) => value.length === 0 || value.startsWith('569'), BANK_PHONE_PREFIX_MESSAGE),
    phoneNoSequences(),
  );
}

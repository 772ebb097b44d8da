// Chilean RUT (national id): cleaning, formatting as typed, check digit by modulus 11
// and the schema shared by registration (max 13), driver (12), owner and bank (15).
import * as v from 'valibot';
import { REQUIRED_MESSAGE } from './messages.ts';

export const RUT_FORMAT_MESSAGE = 'Formato de RUT inválido';
export const RUT_CHECK_DIGIT_MESSAGE = 'Dígito verificador inválido';
export const RUT_MAX = { registration: 13, driver: 12, owner: 15, bank: 15 } as const;

/** Digits (with or without thousands dots), a hyphen, then a digit or K. */
const RUT_PATTERN = /^(?:\d{1,3}(?:\.\d{3})+|\d+)-[\dkK]$/;

/** Keeps only digits and a final K (upper-cased): '12.345.678-k' → '12345678K'. */
export function cleanRut(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^\dK]/g, '')
    .replace(/K(?=.)/g, '');
}

/** Formats as typed: '123456785' → '12.345.678-5'; '12' → '1-2'; '' → ''. */
export function formatRut(value: string): string {
  const clean = cleanRut(value);
  if (clean.length <= 1) return clean;
  // Groups of three from the right in one pass: a look-ahead regex would be quadratic and take
  // seconds on a long pasted value (20 000 digits: 0.6 s; 200 000: about a minute).
  const digits = clean.slice(0, -1);
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let start = head; start < digits.length; start += 3) groups.push(digits.slice(start, start + 3));
  return `${groups.join('.')}-${clean.slice(-1)}`;
}

/** Modulus 11 with weights 2..7 from the right: 11 gives '0', 10 gives 'K'. */
export function computeRutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    sum += Number(body[index]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  if (digit === 10) return 'K';
  return String(digit);
}

function splitRut(value: string): { body: string; checkDigit: string } {
  const clean = cleanRut(value);
  return { body: clean.slice(0, -1), checkDigit: clean.slice(-1) };
}

/** The written shape is right and the body has 2 to 8 digits. */
export function hasRutFormat(value: string): boolean {
  return RUT_PATTERN.test(value) && /^\d{2,8}$/.test(splitRut(value).body);
}

export function hasValidRutCheckDigit(value: string): boolean {
  const { body, checkDigit } = splitRut(value);
  return computeRutCheckDigit(body) === checkDigit;
}

export function isValidRut(value: string): boolean {
  return hasRutFormat(value) && hasValidRutCheckDigit(value);
}

export interface RutSchemaOptions {
  readonly max: number;
  readonly requiredMessage?: string;
  readonly maxMessage?: string;
}

export function rutSchema(options: RutSchemaOptions) {
  const { max } = options;
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(options.requiredMessage ?? REQUIRED_MESSAGE),
    v.maxLength(max, options.maxMessage ?? `No debe exceder los ${max} caracteres`),
    v.check<string, string>((value) => value.length === 0 || hasRutFormat(value), RUT_FORMAT_MESSAGE),
    // Only judged once the shape is right, so a malformed RUT shows one message.
    v.check<string, string>((value) => !hasRutFormat(value) || hasValidRutCheckDigit(value), RUT_CHECK_DIGIT_MESSAGE),
  );
}

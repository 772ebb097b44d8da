// Dynamic registration fields: the rule of each
// server-defined component, judged on one value. The form renderer shows the message; the local
// API runs the same function on every submitted answer.
import * as v from 'valibot';
import { DEFAULT_DIAL_CODE } from './dial-codes.ts';
import { registrationEmailSchema } from './email.ts';
import { checkFile, type FileLike } from './file.ts';
import { DYNAMIC_FILE } from './file-rules.ts';
import { DIGITS_ONLY_MESSAGE, REQUIRED_MESSAGE, maxCharsMessage } from './messages.ts';
import { dynamicPasswordSchema } from './password.ts';
import { registrationPhoneSchema } from './phone.ts';
import { RUT_MAX, rutSchema } from './rut.ts';
import { cleanTextIssue } from './clean-text.ts';
import { textSchema } from './text.ts';

export const DYNAMIC_INPUT_TYPES = [
  'email',
  'text',
  'tel',
  'date',
  'datetime-local',
  'file',
  'number',
  'password',
  'week',
  'month',
  'rut',
  'address',
] as const;
export type DynamicInputType = (typeof DYNAMIC_INPUT_TYPES)[number];

export const DYNAMIC_TEXT_MAX = 50;
export const DYNAMIC_ADDRESS_MAX = 100;
export const TEXTAREA_MAX = 500;
export const CHECKBOX_REQUIRED_MESSAGE = 'Debes seleccionar al menos una opción';
export const SELECT_PLACEHOLDER = 'Selecciona una opción';
export const INVALID_OPTION_MESSAGE = 'Selecciona una opción válida';
export const INVALID_DATE_MESSAGE = 'Fecha inválida';

/** What a rule needs to know about a component; `required` is `required === 'ACTIVE'`. */
export type DynamicField =
  | { readonly kind: 'input'; readonly input_type: DynamicInputType; readonly required: boolean }
  | { readonly kind: 'textarea'; readonly required: boolean }
  | { readonly kind: 'select' | 'checkbox'; readonly required: boolean; readonly options: readonly string[] };

/** A text answer, the chosen items of a checkbox list, or a file. */
export type DynamicValue = string | readonly string[] | FileLike | null | undefined;

const DATE_PATTERNS: Partial<Record<DynamicInputType, RegExp>> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'datetime-local': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/,
  week: /^\d{4}-W\d{2}$/,
  month: /^\d{4}-\d{2}$/,
};

function firstIssue(schema: v.GenericSchema<string, unknown>, value: string): string | null {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? null : result.issues[0].message;
}

function isBlank(value: DynamicValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (isList(value)) return value.length === 0;
  return false;
}

function isList(value: DynamicValue): value is readonly string[] {
  return Array.isArray(value);
}

function asText(value: DynamicValue): string | null {
  return typeof value === 'string' ? value : null;
}

function isFileLike(value: DynamicValue): value is FileLike {
  return typeof value === 'object' && value !== null && !isList(value) && 'name' in value;
}

function textSchemaFor(type: DynamicInputType, dialCode: string): v.GenericSchema<string, unknown> | null {
  switch (type) {
    case 'email':
      return registrationEmailSchema();
    case 'text':
      return textSchema({ max: DYNAMIC_TEXT_MAX });
    case 'address':
      return textSchema({ max: DYNAMIC_ADDRESS_MAX });
    case 'tel':
      return registrationPhoneSchema(dialCode);
    case 'number':
      return v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, DIGITS_ONLY_MESSAGE));
    case 'password':
      return dynamicPasswordSchema(true);
    case 'rut':
      return rutSchema({ max: RUT_MAX.registration });
    default:
      return null;
  }
}

function inputError(type: DynamicInputType, value: DynamicValue, dialCode: string): string | null {
  if (type === 'file') {
    const result = checkFile(isFileLike(value) ? value : null, DYNAMIC_FILE);
    return result.ok ? null : result.message;
  }
  const text = asText(value);
  if (text === null) return REQUIRED_MESSAGE;
  const datePattern = DATE_PATTERNS[type];
  if (datePattern) return datePattern.test(text) ? null : INVALID_DATE_MESSAGE;
  const schema = textSchemaFor(type, dialCode);
  return schema ? firstIssue(schema, text) : null;
}

function choiceError(
  field: { readonly options: readonly string[] },
  value: DynamicValue,
  list: boolean,
): string | null {
  const items = list ? (isList(value) ? value : null) : typeof value === 'string' ? [value] : null;
  if (!items) return list ? CHECKBOX_REQUIRED_MESSAGE : REQUIRED_MESSAGE;
  return items.every((item) => field.options.includes(item)) ? null : INVALID_OPTION_MESSAGE;
}

/**
 * The message to show for `value`, or null when it passes. An empty answer to an optional field
 * always passes ("non-required inputs skip the required rule"); `dialCode` is that of a tel input.
 */
export function dynamicFieldError(
  field: DynamicField,
  value: DynamicValue,
  dialCode: string = DEFAULT_DIAL_CODE,
): string | null {
  if (isBlank(value)) {
    if (!field.required) return null;
    return field.kind === 'checkbox' ? CHECKBOX_REQUIRED_MESSAGE : REQUIRED_MESSAGE;
  }
  switch (field.kind) {
    case 'input':
      return inputError(field.input_type, value, dialCode);
    case 'textarea': {
      const text = asText(value);
      if (text === null) return REQUIRED_MESSAGE;
      return text.length > TEXTAREA_MAX ? maxCharsMessage(TEXTAREA_MAX) : cleanTextIssue(text, 'multi');
    }
    case 'select':
      return choiceError(field, value, false);
    case 'checkbox':
      return choiceError(field, value, true);
  }
}

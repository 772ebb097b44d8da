// Generic text rules: required, length bounds, clean text, digits only and year ranges.
import * as v from 'valibot';
import { cleanText, type TextLines } from './clean-text.ts';
import { DIGITS_ONLY_MESSAGE, MIN_TWO_MESSAGE, REQUIRED_MESSAGE, maxCharsMessage, maximoMessage } from './messages.ts';
import { currentYearInChile } from '../format/chile-time.ts';

export interface TextRuleOptions {
  readonly max: number;
  readonly maxMessage?: string;
  readonly min?: number;
  readonly minMessage?: string;
  /** false lets an empty value through (optional field); a string overrides the message. */
  readonly required?: boolean | string;
  /** 'multi' for a textarea (line breaks and tabs allowed); one line by default. */
  readonly lines?: TextLines;
}

/** A trimmed one-line string that must not be empty and must be clean text. */
export function requiredText(message: string = REQUIRED_MESSAGE) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(message), cleanText('single'));
}

/** Upper bound on characters, 'No debe exceder los {max} caracteres' unless overridden. */
export function maxChars(max: number, message: string = maxCharsMessage(max)) {
  return v.maxLength<string, number, string>(max, message);
}

/** Lower bound that an empty value skips, so 'required' keeps its own message. */
export function minChars(min: number, message: string) {
  return v.check<string, string>((value) => value.length === 0 || value.length >= min, message);
}

/** A trimmed text field with optional required rule, length bounds and the clean-text rule. */
export function textSchema(options: TextRuleOptions) {
  const { max, required = true } = options;
  const requiredMessage = typeof required === 'string' ? required : REQUIRED_MESSAGE;
  return v.pipe(
    v.string(),
    v.trim(),
    v.check<string, string>((value) => required === false || value.length > 0, requiredMessage),
    minChars(options.min ?? 0, options.minMessage ?? ''),
    maxChars(max, options.maxMessage ?? maxCharsMessage(max)),
    cleanText(options.lines ?? 'single'),
  );
}

/** Simple power text fields: required, 'Minimo 2 caracteres', 'Maximo {max} caracteres'. */
export function powerTextSchema(max: number) {
  return textSchema({ max, maxMessage: maximoMessage(max), min: 2, minMessage: MIN_TWO_MESSAGE });
}

/** Digits only ('Solo números permitidos'); an empty value is left to the required rule. */
export function digitsOnly(message: string = DIGITS_ONLY_MESSAGE) {
  return v.regex<string, string>(/^\d*$/, message);
}

export interface YearRange {
  readonly min: number;
  /** Read at validation time: a range that ends "this year" moves by itself on New Year's Eve. */
  readonly max: number;
}

export { currentYearInChile };

/** Years from `min` up to the current year in Chile, read afresh at every use. */
export function yearsUpToNow(min: number): YearRange {
  return {
    min,
    get max() {
      return currentYearInChile();
    },
  };
}

export const REGISTRATION_YEAR_RANGE: YearRange = yearsUpToNow(1995);
export const POWER_YEAR_RANGE: YearRange = yearsUpToNow(2005);

export function yearRangeMessage(range: YearRange): string {
  return `El año debe estar entre ${range.min} y ${range.max}`;
}

/** A vehicle year typed as text: required, digits only, inside the range (as it stands today). */
export function yearSchema(range: YearRange, requiredMessage: string = REQUIRED_MESSAGE) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(requiredMessage),
    digitsOnly(),
    v.check(
      (value: string) => {
        const year = Number(value);
        return !/^\d+$/.test(value) || (year >= range.min && year <= range.max);
      },
      () => yearRangeMessage(range),
    ),
  );
}

/** The years a year select offers, newest first. */
export function yearOptions(range: YearRange): readonly number[] {
  return Array.from({ length: range.max - range.min + 1 }, (_, index) => range.max - index);
}

// Vehicle plate (patente) rules and the upper-case, no-spaces normalisation shared by
// plate, make and model fields.
import * as v from 'valibot';
import { REQUIRED_MESSAGE, maxCharsMessage } from './messages.ts';

export const PLATE_REQUIRED_MESSAGE = 'Patente de vehículo es requerida';
export const PLATE_MAX_MESSAGE = 'Patente no debe exceder los 12 caracteres';
export const PLATE_FORMAT_MESSAGE = 'Formato de patente inválido';
export const PLATE_MAX = 12;
export const MAKE_MODEL_MAX = 30;

/** 'bb bb 12' → 'BBBB12'. */
export function upperNoSpaces(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

export const normalizePlate = upperNoSpaces;

// Plates issued since 2007 use letters without vowels (to avoid words).
const NO_VOWEL = '[B-DF-HJ-NP-TV-Z]';
const SEP = '[-.]?';
const PLATE_BODIES = [
  `${NO_VOWEL}{4}${SEP}\\d{2}`, // current car: BBBB12
  `[A-Z]{2}${SEP}\\d{4}`, // older car: AB1234
  `${NO_VOWEL}{3}${SEP}\\d{2}`, // current motorbike: BBB12
  `[A-Z]{2}${SEP}\\d{3}`, // older motorbike: AB123
];
/** Any body, optionally followed by '-' and the plate's check digit (0-9 or K). */
const PLATE_PATTERN = new RegExp(`^(?:${PLATE_BODIES.join('|')})(?:-[0-9K])?$`);

/** Whether a plate, once normalised, matches one of the Chilean patterns. */
export function isValidPlate(value: string): boolean {
  return PLATE_PATTERN.test(normalizePlate(value));
}

export interface PlateSchemaOptions {
  readonly max?: number;
}

/** Outputs the normalised plate; length and pattern are judged after normalising. */
export function plateSchema(options: PlateSchemaOptions = {}) {
  const { max = PLATE_MAX } = options;
  return v.pipe(
    v.string(),
    v.transform(normalizePlate),
    v.nonEmpty(PLATE_REQUIRED_MESSAGE),
    v.maxLength(max, max === PLATE_MAX ? PLATE_MAX_MESSAGE : `Patente no debe exceder los ${max} caracteres`),
    v.check<string, string>((value) => value.length === 0 || PLATE_PATTERN.test(value), PLATE_FORMAT_MESSAGE),
  );
}

/** Vehicle make or model: required, max 30, stored upper-cased without spaces. */
export function makeModelSchema(requiredMessage: string = REQUIRED_MESSAGE) {
  return v.pipe(
    v.string(),
    v.transform(upperNoSpaces),
    v.nonEmpty(requiredMessage),
    v.maxLength(MAKE_MODEL_MAX, maxCharsMessage(MAKE_MODEL_MAX)),
  );
}

// Spanish messages shared by several validation rules. Wording is the specification's
// own, typos included ('Minimo', 'Maximo' without accent): do not correct them (see
// docs/requirements.md, "Words on screen").

export const REQUIRED_MESSAGE = 'Campo requerido';
export const DIGITS_ONLY_MESSAGE = 'Solo números permitidos';
export const MIN_TWO_MESSAGE = 'Minimo 2 caracteres';

/** 'No debe exceder los 50 caracteres' */
export function maxCharsMessage(max: number): string {
  return `No debe exceder los ${max} caracteres`;
}

/** 'Maximo 100 caracteres' (simple power forms) */
export function maximoMessage(max: number): string {
  return `Maximo ${max} caracteres`;
}

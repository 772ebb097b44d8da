// An amount in Chilean pesos as a person types it: whole pesos, with or without thousands dots and
// the peso sign ('850000', '850.000', '$ 850.000'); a number arrives as is. The output is the
// integer. Pesos have no decimals, so a comma or a decimal part is refused.
import * as v from 'valibot';

export const CLP_MAX = 99_999_999;
export const CLP_REQUIRED_MESSAGE = 'Ingresa la remuneración bruta.';
export const CLP_FORMAT_MESSAGE = 'Ingresa el monto en pesos, solo números (por ejemplo, 850.000).';
export const CLP_MIN_MESSAGE = 'La remuneración debe ser mayor que cero.';
export const CLP_MAX_MESSAGE = 'La remuneración no puede superar $99.999.999.';

const TYPED = /^\$?\s*(\d{1,3}(?:\.\d{3})+|\d+)$/;

/** The whole pesos in a typed amount, or null when it is not one. */
export function parseClp(value: string): number | null {
  const match = TYPED.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].replaceAll('.', '');
  return digits.length > 12 ? null : Number(digits);
}

export function clpAmountSchema() {
  return v.pipe(
    v.union([v.string(), v.number()], CLP_REQUIRED_MESSAGE),
    // A number sent as JSON is read like the same digits typed; a negative or fractional one is
    // no amount of pesos.
    v.transform((value) => {
      if (typeof value === 'string') return value.trim();
      return Number.isSafeInteger(value) && value >= 0 ? String(value) : '#';
    }),
    v.nonEmpty(CLP_REQUIRED_MESSAGE),
    v.check((value) => parseClp(value) !== null, CLP_FORMAT_MESSAGE),
    v.transform((value) => parseClp(value) ?? 0),
    v.minValue(1, CLP_MIN_MESSAGE),
    v.maxValue(CLP_MAX, CLP_MAX_MESSAGE),
  );
}

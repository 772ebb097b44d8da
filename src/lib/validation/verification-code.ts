// The verification code printed on a signed document's signature page: twelve letters and digits
// in three groups ('7KQF-M2XD-9PRT'), from an alphabet without I, L, O and U so it reads back
// without doubt. Typed in any case, with or without the dashes or spaces; kept in the printed form.
import * as v from 'valibot';

export const VERIFICATION_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_REQUIRED_MESSAGE = 'Ingresa el código de verificación del documento.';
export const VERIFICATION_CODE_FORMAT_MESSAGE =
  'El código tiene 12 letras y números, como aparece en la hoja de firmas (por ejemplo, 7KQF-M2XD-9PRT).';

const CODE = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/** '7kqf m2xd-9prt' → '7KQF-M2XD-9PRT'; null when it is not a code. */
export function normaliseVerificationCode(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s-]/g, '');
  if (!CODE.test(compact)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
}

export function verificationCodeSchema() {
  return v.pipe(
    v.string(VERIFICATION_CODE_REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(VERIFICATION_CODE_REQUIRED_MESSAGE),
    v.maxLength(40, VERIFICATION_CODE_FORMAT_MESSAGE),
    v.check((value) => normaliseVerificationCode(value) !== null, VERIFICATION_CODE_FORMAT_MESSAGE),
    v.transform((value) => normaliseVerificationCode(value) ?? value),
  );
}

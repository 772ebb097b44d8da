// The one-time code that confirms who signs a contract or a power, or that a worker's e-mail is
// theirs (from the security settings): six digits, sent by e-mail or chat. How long it lives and how
// often it may be tried are the API's (docs/legal/electronic-signature.md).
import * as v from 'valibot';

export const SIGNING_CODE_LENGTH = 6;
export const SIGNING_CODE_REQUIRED_MESSAGE = 'Ingresa el código de verificación.';
export const SIGNING_CODE_FORMAT_MESSAGE = 'El código de verificación tiene 6 dígitos.';

/** Six digits; spaces typed around them are dropped. */
export function signingCodeSchema() {
  return v.pipe(
    v.string(SIGNING_CODE_REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(SIGNING_CODE_REQUIRED_MESSAGE),
    v.regex(/^\d{6}$/, SIGNING_CODE_FORMAT_MESSAGE),
  );
}

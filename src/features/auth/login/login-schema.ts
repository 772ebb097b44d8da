// Company login and e-mail code rules, composed from
// the shared validation pieces; the local API checks the same login pieces.
import * as v from 'valibot';
// Imported from their own modules, not the validation barrel: the barrel would pull every rule
// (and the reference data some of them use) into the sign-in pages' chunks.
import { loginEmailSchema } from '@/lib/validation/email.ts';
import { loginPasswordSchema } from '@/lib/validation/password.ts';

export const loginSchema = v.object({ email: loginEmailSchema(), password: loginPasswordSchema() });

// The specification gives no wording for the code field; these are ours.
export const CODE_REQUIRED_MESSAGE = 'Ingresa el código de verificación';
export const CODE_FORMAT_MESSAGE = 'El código tiene 6 dígitos';

export const verificationCodeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(CODE_REQUIRED_MESSAGE), v.regex(/^\d{6}$/, CODE_FORMAT_MESSAGE)),
});

// Company login and e-mail code rules: the login form's fields are those of the login request the
// local API checks (src/lib/contract/auth.ts).
import * as v from 'valibot';
import { LoginBodySchema } from '@/lib/contract/auth.ts';

export const loginSchema = v.pick(LoginBodySchema, ['email', 'password']);

// The specification gives no wording for the code field; these are ours.
export const CODE_REQUIRED_MESSAGE = 'Ingresa el código de verificación';
export const CODE_FORMAT_MESSAGE = 'El código tiene 6 dígitos';

export const verificationCodeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(CODE_REQUIRED_MESSAGE), v.regex(/^\d{6}$/, CODE_FORMAT_MESSAGE)),
});

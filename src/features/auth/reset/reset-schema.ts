// Recovery request and new-password rules: the request's e-mail is the field the local API checks
// (src/lib/contract/auth.ts); the new password and its confirmation come from their own module, not
// the validation barrel, which would pull every rule (and the reference data some of them use)
// into the sign-in pages' chunks.
import * as v from 'valibot';
import { ResetRequestBodySchema } from '@/lib/contract/auth.ts';
import { resetPasswordFormSchema } from '@/lib/validation/password.ts';

export const recoveryRequestSchema = v.pick(ResetRequestBodySchema, ['email']);
export const newPasswordSchema = resetPasswordFormSchema();

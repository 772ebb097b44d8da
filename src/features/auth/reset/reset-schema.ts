// Recovery request and new-password rules.
import * as v from 'valibot';
// Own modules, not the validation barrel (see login-schema.ts).
import { recoveryEmailSchema } from '@/lib/validation/email.ts';
import { resetPasswordFormSchema } from '@/lib/validation/password.ts';

export const recoveryRequestSchema = v.object({ email: recoveryEmailSchema() });
export const newPasswordSchema = resetPasswordFormSchema();

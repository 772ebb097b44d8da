// Recovery request and new-password rules (spec 000 §5 "Company login and recovery").
import * as v from 'valibot';
import { recoveryEmailSchema, resetPasswordFormSchema } from '../../../lib/validation/index.ts';

export const recoveryRequestSchema = v.object({ email: recoveryEmailSchema() });
export const newPasswordSchema = resetPasswordFormSchema();

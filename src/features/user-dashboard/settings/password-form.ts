// The password change form of the security page: the shared rules (current password, new one of
// 8 to 25, confirmation that must match and a new one different from the current).
import { passwordChangeSchema } from '@/lib/validation/index.ts';

export const passwordFormSchema = passwordChangeSchema();
export type PasswordFormSchema = typeof passwordFormSchema;

export const EMPTY_PASSWORD_INPUT = { current_password: '', new_password: '', confirm_password: '' };

// A signed-in worker changing their password (security settings): the current password, the new
// one with the reset page's rule (8 to 25) and its confirmation, which must match; the new one
// must differ from the current one. The form and /api/users/update-password share it.
import * as v from 'valibot';
import {
  LOGIN_PASSWORD_MAX,
  PASSWORDS_MISMATCH_MESSAGE,
  resetConfirmationSchema,
  resetPasswordSchema,
} from './password.ts';

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Ingresa tu contraseña actual',
  currentMax: `La contraseña no puede exceder los ${LOGIN_PASSWORD_MAX} caracteres`,
  mismatch: PASSWORDS_MISMATCH_MESSAGE,
  sameAsCurrent: 'La nueva contraseña debe ser distinta de la actual',
} as const;

const M = PASSWORD_CHANGE_MESSAGES;

export function passwordChangeSchema() {
  return v.pipe(
    v.object({
      current_password: v.pipe(
        v.optional(v.string(M.currentRequired), ''),
        v.nonEmpty(M.currentRequired),
        v.maxLength(LOGIN_PASSWORD_MAX, M.currentMax),
      ),
      new_password: v.pipe(v.optional(v.string(), ''), resetPasswordSchema()),
      confirm_password: v.pipe(v.optional(v.string(), ''), resetConfirmationSchema()),
    }),
    v.forward(
      v.partialCheck(
        [['current_password'], ['new_password']],
        (input) => input.current_password !== input.new_password,
        M.sameAsCurrent,
      ),
      ['new_password'],
    ),
    v.forward(
      v.partialCheck(
        [['new_password'], ['confirm_password']],
        (input) => input.new_password === input.confirm_password,
        M.mismatch,
      ),
      ['confirm_password'],
    ),
  );
}

export type PasswordChangeInput = v.InferInput<ReturnType<typeof passwordChangeSchema>>;
export type PasswordChangePayload = v.InferOutput<ReturnType<typeof passwordChangeSchema>>;

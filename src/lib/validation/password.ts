// Password rules: registration (8 to 25), login (up to 100), reset (8 to 25 with a
// confirmation that must match) and dynamic-form password inputs.
import * as v from 'valibot';
import { REQUIRED_MESSAGE } from './messages.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 25;
export const LOGIN_PASSWORD_MAX = 100;

export const PASSWORD_MIN_MESSAGE = 'Debe tener al menos 8 caracteres';
export const PASSWORD_MAX_MESSAGE = 'No debe exceder los 25 caracteres';
export const RESET_PASSWORD_LENGTH_MESSAGE = 'La contraseña debe tener entre 8 y 25 caracteres';
export const RESET_CONFIRMATION_REQUIRED_MESSAGE = 'La confirmación de la contraseña es requerida';
export const PASSWORDS_MISMATCH_MESSAGE = 'Las contraseñas no coinciden';
export const DYNAMIC_PASSWORD_MESSAGE = 'Mínimo 8 caracteres';
export const LOGIN_PASSWORD_REQUIRED_MESSAGE = 'Contraseña es requerida';

function hasPasswordLength(value: string): boolean {
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX;
}

/** Fixed registration, step 1. Passwords are never trimmed: spaces are characters. */
export function registrationPasswordSchema(requiredMessage: string = REQUIRED_MESSAGE) {
  return v.pipe(
    v.string(),
    v.nonEmpty(requiredMessage),
    v.check<string, string>((value) => value.length === 0 || value.length >= PASSWORD_MIN, PASSWORD_MIN_MESSAGE),
    v.maxLength(PASSWORD_MAX, PASSWORD_MAX_MESSAGE),
  );
}

export function loginPasswordSchema() {
  return v.pipe(
    v.string(),
    v.nonEmpty(LOGIN_PASSWORD_REQUIRED_MESSAGE),
    v.maxLength(LOGIN_PASSWORD_MAX, `Contraseña no puede exceder los ${LOGIN_PASSWORD_MAX} caracteres`),
  );
}

/** The new password on the reset page: one message for every length failure. */
export function resetPasswordSchema() {
  return v.pipe(v.string(), v.check(hasPasswordLength, RESET_PASSWORD_LENGTH_MESSAGE));
}

export function resetConfirmationSchema() {
  return v.pipe(
    v.string(),
    v.nonEmpty(RESET_CONFIRMATION_REQUIRED_MESSAGE),
    v.check<string, string>((value) => value.length === 0 || hasPasswordLength(value), RESET_PASSWORD_LENGTH_MESSAGE),
  );
}

/** Reset form: both fields, the mismatch reported on confirmPassword. */
export function resetPasswordFormSchema() {
  return v.pipe(
    v.object({ password: resetPasswordSchema(), confirmPassword: resetConfirmationSchema() }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        PASSWORDS_MISMATCH_MESSAGE,
      ),
      ['confirmPassword'],
    ),
  );
}

/** Dynamic-form password input: 8 to 25 with 'Mínimo 8 caracteres'. */
export function dynamicPasswordSchema(required: boolean, requiredMessage: string = REQUIRED_MESSAGE) {
  return v.pipe(
    v.string(),
    v.check<string, string>((value) => !required || value.length > 0, requiredMessage),
    v.check<string, string>((value) => value.length === 0 || value.length >= PASSWORD_MIN, DYNAMIC_PASSWORD_MESSAGE),
    v.maxLength(PASSWORD_MAX, PASSWORD_MAX_MESSAGE),
  );
}

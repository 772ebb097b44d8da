import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from './password-change.ts';

const valid = { current_password: 'Demo12345', new_password: 'NuevaClave9', confirm_password: 'NuevaClave9' };

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = v.safeParse(passwordChangeSchema(), input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

describe('passwordChangeSchema', () => {
  it('accepts a new password of 8 to 25 characters, confirmed', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires the current password', () => {
    expect(errorsOf({ ...valid, current_password: '' })).toEqual({ current_password: 'Ingresa tu contraseña actual' });
  });

  it("keeps the new password between 8 and 25 ('La contraseña debe tener entre 8 y 25 caracteres')", () => {
    const message = 'La contraseña debe tener entre 8 y 25 caracteres';
    expect(errorsOf({ ...valid, new_password: 'corta', confirm_password: 'corta' })).toEqual({
      new_password: message,
      confirm_password: message,
    });
    const long = 'x'.repeat(26);
    expect(errorsOf({ ...valid, new_password: long, confirm_password: long })).toEqual({
      new_password: message,
      confirm_password: message,
    });
  });

  it("requires the confirmation ('La confirmación de la contraseña es requerida')", () => {
    expect(errorsOf({ ...valid, confirm_password: '' })).toEqual({
      confirm_password: 'La confirmación de la contraseña es requerida',
    });
  });

  it("refuses a confirmation that differs ('Las contraseñas no coinciden')", () => {
    expect(errorsOf({ ...valid, confirm_password: 'NuevaClave8' })).toEqual({
      confirm_password: 'Las contraseñas no coinciden',
    });
  });

  it('refuses a new password equal to the current one', () => {
    expect(errorsOf({ ...valid, new_password: 'Demo12345', confirm_password: 'Demo12345' })).toEqual({
      new_password: 'La nueva contraseña debe ser distinta de la actual',
    });
  });
});

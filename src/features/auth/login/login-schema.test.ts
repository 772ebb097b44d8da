import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newPasswordSchema, recoveryRequestSchema } from '../reset/reset-schema.ts';
import { CODE_FORMAT_MESSAGE, CODE_REQUIRED_MESSAGE, loginSchema, verificationCodeSchema } from './login-schema.ts';

/** The first message per field, as the forms show them. */
function firstErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('company login rules', () => {
  it('requires the e-mail: Email es requerido', () => {
    expect(firstErrors(loginSchema, { email: '', password: 'x' })).toEqual({ email: 'Email es requerido' });
  });

  it('rejects an e-mail outside the pattern: Email inválido', () => {
    for (const email of [
      'camila',
      'camila@demo',
      'camila@demo.c',
      'camila@demo.abcdefg',
      'ca mila@demo.cl',
      'camila+1@demo.cl',
    ]) {
      expect(firstErrors(loginSchema, { email, password: 'x' })).toEqual({ email: 'Email inválido' });
    }
  });

  it('accepts letters, digits, dot, underscore and hyphen before the @', () => {
    expect(firstErrors(loginSchema, { email: 'ca.mi_la-1@demo-sur.cl', password: 'x' })).toEqual({});
  });

  it('limits the e-mail to 50 characters', () => {
    expect(firstErrors(loginSchema, { email: `${'a'.repeat(44)}@demo.cl`, password: 'x' })).toEqual({
      email: 'Email no puede exceder los 50 caracteres',
    });
  });

  it('requires the password: Contraseña es requerida, up to 100 characters', () => {
    expect(firstErrors(loginSchema, { email: 'a@demo.cl', password: '' })).toEqual({
      password: 'Contraseña es requerida',
    });
    expect(Object.keys(firstErrors(loginSchema, { email: 'a@demo.cl', password: 'x'.repeat(101) }))).toEqual([
      'password',
    ]);
    expect(firstErrors(loginSchema, { email: 'a@demo.cl', password: 'x'.repeat(100) })).toEqual({});
  });
});

describe('recovery request rules', () => {
  it('requires the e-mail: Campo requerido', () => {
    expect(firstErrors(recoveryRequestSchema, { email: '' })).toEqual({ email: 'Campo requerido' });
  });

  it('uses the login pattern and allows up to 60 characters', () => {
    expect(firstErrors(recoveryRequestSchema, { email: 'no-es-correo' })).toEqual({ email: 'Email inválido' });
    expect(firstErrors(recoveryRequestSchema, { email: `${'a'.repeat(52)}@demo.cl` })).toEqual({});
    expect(firstErrors(recoveryRequestSchema, { email: `${'a'.repeat(53)}@demo.cl` })).toEqual({
      email: 'Email no puede exceder los 60 caracteres',
    });
  });
});

describe('new password rules', () => {
  it('requires 8 to 25 characters for the new password', () => {
    for (const password of ['', 'corta12', 'x'.repeat(26)]) {
      expect(firstErrors(newPasswordSchema, { password, confirmPassword: password })['password']).toBe(
        'La contraseña debe tener entre 8 y 25 caracteres',
      );
    }
  });

  it('requires the confirmation', () => {
    expect(firstErrors(newPasswordSchema, { password: 'Nueva12345', confirmPassword: '' })).toEqual({
      confirmPassword: 'La confirmación de la contraseña es requerida',
    });
  });

  it('applies the length rule to the confirmation too', () => {
    expect(
      firstErrors(newPasswordSchema, { password: 'Nueva12345', confirmPassword: 'corta' })['confirmPassword'],
    ).toBe('La contraseña debe tener entre 8 y 25 caracteres');
  });

  it('requires both to match: Las contraseñas no coinciden', () => {
    expect(firstErrors(newPasswordSchema, { password: 'Nueva12345', confirmPassword: 'Nueva54321' })).toEqual({
      confirmPassword: 'Las contraseñas no coinciden',
    });
    expect(firstErrors(newPasswordSchema, { password: 'Nueva12345', confirmPassword: 'Nueva12345' })).toEqual({});
  });
});

describe('e-mail code rules', () => {
  it('requires a 6-digit code', () => {
    expect(firstErrors(verificationCodeSchema, { code: '' })).toEqual({ code: CODE_REQUIRED_MESSAGE });
    expect(firstErrors(verificationCodeSchema, { code: '12a456' })).toEqual({ code: CODE_FORMAT_MESSAGE });
    expect(firstErrors(verificationCodeSchema, { code: ' 123456 ' })).toEqual({});
  });
});

// The sign-in forms' schemas put the right shared rules on the right fields; the rules themselves
// (patterns, lengths, messages) are proven in src/lib/validation/email.test.ts and password.test.ts.
// The e-mail code rule lives here, so it is tested here in full.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newPasswordSchema, recoveryRequestSchema } from '@/features/auth/reset/reset-schema.ts';
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
  it('puts the login e-mail and password rules on their fields', () => {
    expect(firstErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email es requerido',
      password: 'Contraseña es requerida',
    });
    expect(firstErrors(loginSchema, { email: 'a@demo.cl', password: 'x' })).toEqual({});
  });
});

describe('recovery request rules', () => {
  it('requires the e-mail: Campo requerido', () => {
    expect(firstErrors(recoveryRequestSchema, { email: '' })).toEqual({ email: 'Campo requerido' });
  });
});

describe('new password rules', () => {
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

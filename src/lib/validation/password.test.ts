import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  dynamicPasswordSchema,
  loginPasswordSchema,
  registrationPasswordSchema,
  resetConfirmationSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './password.ts';
import { firstMessage } from './test-helpers.ts';

describe('registration password', () => {
  const password = registrationPasswordSchema();

  it('accepts 8 to 25 characters', () => {
    expect(firstMessage(password, 'a'.repeat(8))).toBeNull();
    expect(firstMessage(password, 'a'.repeat(25))).toBeNull();
  });

  it('requires a password', () => {
    expect(firstMessage(password, '')).toBe('Campo requerido');
  });

  it('rejects 7 and 26 characters', () => {
    expect(firstMessage(password, 'a'.repeat(7))).toBe('Debe tener al menos 8 caracteres');
    expect(firstMessage(password, 'a'.repeat(26))).toBe('No debe exceder los 25 caracteres');
  });
});

describe('login password', () => {
  it('requires a password of up to 100 characters', () => {
    expect(firstMessage(loginPasswordSchema(), '')).toBe('Contraseña es requerida');
    expect(firstMessage(loginPasswordSchema(), 'x')).toBeNull();
    expect(firstMessage(loginPasswordSchema(), 'x'.repeat(100))).toBeNull();
    expect(firstMessage(loginPasswordSchema(), 'x'.repeat(101))).toBe('Contraseña no puede exceder los 100 caracteres');
  });
});

describe('reset password', () => {
  it('reports any length outside 8 to 25 with one message', () => {
    for (const length of [0, 7, 26]) {
      expect(firstMessage(resetPasswordSchema(), 'a'.repeat(length))).toBe(
        'La contraseña debe tener entre 8 y 25 caracteres',
      );
    }
    expect(firstMessage(resetPasswordSchema(), 'a'.repeat(8))).toBeNull();
  });

  it('requires the confirmation, with the same length rule', () => {
    expect(firstMessage(resetConfirmationSchema(), '')).toBe('La confirmación de la contraseña es requerida');
    expect(firstMessage(resetConfirmationSchema(), 'short')).toBe('La contraseña debe tener entre 8 y 25 caracteres');
  });

  it('rejects a confirmation that does not match, on the confirmation field', () => {
    const result = v.safeParse(resetPasswordFormSchema(), {
      password: 'secreto123',
      confirmPassword: 'secreto124',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['confirmPassword', 'Las contraseñas no coinciden'],
    ]);
    expect(
      v.safeParse(resetPasswordFormSchema(), {
        password: 'secreto123',
        confirmPassword: 'secreto123',
      }).success,
    ).toBe(true);
  });
});

describe('dynamic password input', () => {
  it('requires 8 characters with "Mínimo 8 caracteres" and at most 25', () => {
    const required = dynamicPasswordSchema(true);
    expect(firstMessage(required, '')).toBe('Campo requerido');
    expect(firstMessage(required, 'a'.repeat(7))).toBe('Mínimo 8 caracteres');
    expect(firstMessage(required, 'a'.repeat(26))).toBe('No debe exceder los 25 caracteres');
    expect(firstMessage(required, 'a'.repeat(8))).toBeNull();
  });

  it('lets an optional password input stay empty', () => {
    expect(firstMessage(dynamicPasswordSchema(false), '')).toBeNull();
  });
});

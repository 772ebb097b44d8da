import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_MESSAGES as M, personalDataSchema } from './personal-data.ts';

const valid = { firstname: 'Camila', lastname: 'Rojas', address: 'Av. Grecia 1234, Ñuñoa', about_me: 'Conductora.' };

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = v.safeParse(personalDataSchema(), input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

describe('personalDataSchema', () => {
  it('accepts the four fields, trimmed', () => {
    expect(v.parse(personalDataSchema(), { ...valid, firstname: '  Camila ' })).toEqual(valid);
  });

  it("requires the first name ('Nombre es requerido')", () => {
    expect(errorsOf({ ...valid, firstname: '  ' })).toEqual({ firstname: M.firstnameRequired });
    expect(M.firstnameRequired).toBe('Nombre es requerido');
  });

  it("limits the first name to 50 ('El nombre no puede tener más de 50 caracteres')", () => {
    expect(errorsOf({ ...valid, firstname: 'a'.repeat(50) })).toEqual({});
    expect(errorsOf({ ...valid, firstname: 'a'.repeat(51) })).toEqual({
      firstname: 'El nombre no puede tener más de 50 caracteres',
    });
  });

  it("requires the last name ('El apellido es requerido') and limits it to 50", () => {
    expect(errorsOf({ ...valid, lastname: '' })).toEqual({ lastname: 'El apellido es requerido' });
    expect(errorsOf({ ...valid, lastname: 'b'.repeat(51) })).toEqual({
      lastname: 'El apellido no puede tener más de 50 caracteres',
    });
  });

  it('limits the address to 50 characters and lets it be empty', () => {
    expect(errorsOf({ ...valid, address: '' })).toEqual({});
    expect(errorsOf({ ...valid, address: 'c'.repeat(51) })).toEqual({
      address: 'La dirección no puede tener más de 50 caracteres',
    });
  });

  it("limits 'Sobre mi' to 500 ('Sobre mi no puede exceder más de 500 caracteres')", () => {
    expect(errorsOf({ ...valid, about_me: 'd'.repeat(500) })).toEqual({});
    expect(errorsOf({ ...valid, about_me: 'd'.repeat(501) })).toEqual({
      about_me: 'Sobre mi no puede exceder más de 500 caracteres',
    });
  });

  it('reads a missing or null optional field as empty (JSON bodies)', () => {
    expect(v.parse(personalDataSchema(), { firstname: 'Ana', lastname: 'Soto', about_me: null })).toEqual({
      firstname: 'Ana',
      lastname: 'Soto',
      address: '',
      about_me: '',
    });
  });

  it('refuses a field that is not text', () => {
    expect(errorsOf({ ...valid, firstname: 12 })).toEqual({ firstname: M.firstnameRequired });
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BANK_MESSAGES as M, bankDetailsSchema, bankDetailsUpdateSchema } from './bank-details.ts';
import { BANK_DETAILS_SAMPLE } from './bank-details.sample.ts';

const valid = BANK_DETAILS_SAMPLE;

function errorsOf(input: Record<string, unknown>, schema: v.GenericSchema = bankDetailsSchema()) {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

describe('bankDetailsSchema', () => {
  it('accepts complete details and stores the RUT formatted', () => {
    expect(v.parse(bankDetailsSchema(), { ...valid, rut_account: '12345678-5' })).toEqual(valid);
  });

  it('requires every field', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(errorsOf(empty)).toEqual({
      account_holder_name: 'Campo requerido',
      bank_name: 'Selecciona un banco',
      account_type: 'Selecciona un tipo de cuenta',
      account_number: 'Campo requerido',
      rut_account: 'Campo requerido',
      email: 'Campo requerido',
      phone: 'Campo requerido',
      invoice_type: 'Selecciona un tipo de documento',
    });
    expect(M.allRequired).toBe('Todos los campos son obligatorios');
  });

  it('limits the holder name to 50 characters', () => {
    expect(errorsOf({ ...valid, account_holder_name: 'a' })).toEqual({});
    expect(errorsOf({ ...valid, account_holder_name: 'a'.repeat(51) })).toEqual({
      account_holder_name: 'No debe exceder los 50 caracteres',
    });
  });

  it('takes an account number of digits only, 3 to 100', () => {
    expect(errorsOf({ ...valid, account_number: '12a45' })).toEqual({ account_number: 'Solo números permitidos' });
    expect(errorsOf({ ...valid, account_number: '12' })).toEqual({
      account_number: 'El número de cuenta debe tener al menos 3 dígitos',
    });
    expect(errorsOf({ ...valid, account_number: '1'.repeat(101) })).toEqual({
      account_number: 'No debe exceder los 100 caracteres',
    });
  });

  it("checks the RUT's format and check digit", () => {
    expect(errorsOf({ ...valid, rut_account: '1-9' })).toEqual({ rut_account: 'Formato de RUT inválido' });
    expect(errorsOf({ ...valid, rut_account: '123.456.789-0' })).toEqual({ rut_account: 'Formato de RUT inválido' });
    expect(errorsOf({ ...valid, rut_account: '12.345.678-9' })).toEqual({ rut_account: 'Dígito verificador inválido' });
    expect(errorsOf({ ...valid, rut_account: '1'.repeat(16) })).toEqual({
      rut_account: 'No debe exceder los 15 caracteres',
    });
  });

  it('takes a phone of 11 digits starting with 569, without 0000 or 1234', () => {
    expect(errorsOf({ ...valid, phone: '5698765432' })).toEqual({ phone: 'El teléfono debe tener 11 dígitos' });
    expect(errorsOf({ ...valid, phone: '56287654321' })).toEqual({ phone: 'El teléfono debe comenzar con 569' });
    expect(errorsOf({ ...valid, phone: '5698765432a' })).toEqual({
      phone: 'El teléfono solo puede contener números',
    });
    expect(errorsOf({ ...valid, phone: '56900001111' })).toEqual({
      phone: 'El teléfono no puede contener secuencias como 0000 o 1234',
    });
  });

  it("refuses malformed e-mails and the product's own domain ('Correo electrónico inválido')", () => {
    expect(errorsOf({ ...valid, email: 'camila@correo' })).toEqual({ email: 'Correo electrónico inválido' });
    expect(errorsOf({ ...valid, email: 'camila@enlista.cl' })).toEqual({ email: 'Correo electrónico inválido' });
    expect(errorsOf({ ...valid, email: `${'a'.repeat(76)}@b.cl` })).toEqual({
      email: 'Correo electrónico no puede exceder los 80 caracteres',
    });
  });

  it('accepts only the listed banks, account types and document types', () => {
    expect(errorsOf({ ...valid, bank_name: 'Banco Inventado' })).toEqual({ bank_name: 'Selecciona un banco' });
    expect(errorsOf({ ...valid, account_type: 'Cuenta Oro' })).toEqual({
      account_type: 'Selecciona un tipo de cuenta',
    });
    expect(errorsOf({ ...valid, invoice_type: 'Recibo' })).toEqual({ invoice_type: 'Selecciona un tipo de documento' });
  });
});

describe('bankDetailsUpdateSchema', () => {
  it('checks only the fields sent', () => {
    expect(v.parse(bankDetailsUpdateSchema(), { phone: '56987651111' })).toEqual({ phone: '56987651111' });
    expect(errorsOf({ phone: '123' }, bankDetailsUpdateSchema())).toEqual({
      phone: 'El teléfono debe tener 11 dígitos',
    });
  });

  it('refuses an update without fields', () => {
    expect(errorsOf({}, bankDetailsUpdateSchema())).toEqual({ '': 'No hay cambios para actualizar' });
  });
});

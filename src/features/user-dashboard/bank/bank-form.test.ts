import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Bank } from './bank-api.ts';
import {
  ALL_REQUIRED_MESSAGE,
  ALL_REQUIRED_MS,
  bankChanges,
  bankFormSchema,
  bankInput,
  hasEmptyField,
} from './bank-form.ts';

const bank: Bank = {
  id_bank_detail: 4,
  account_holder_name: 'Camila Rojas',
  bank_name: 'Banco Estado',
  account_number: '12345678',
  account_type: 'Cuenta Rut',
  invoice_type: 'Boleta',
  sii_address: null,
  selected: 'Seleccionado',
  receipt_issuance: null,
  rut_account: '12.345.678-5',
  email: 'camila@correo.cl',
  phone: '56987654321',
};

function firstErrors(input: Record<string, string>): Record<string, string> {
  const result = v.safeParse(bankFormSchema, input);
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

describe('bank forms', () => {
  it("flags any empty field with 'Todos los campos son obligatorios' for 3 seconds", () => {
    expect(ALL_REQUIRED_MESSAGE).toBe('Todos los campos son obligatorios');
    expect(ALL_REQUIRED_MS).toBe(3000);
    expect(hasEmptyField(bankInput(bank))).toBe(false);
    expect(hasEmptyField({ ...bankInput(bank), email: '  ' })).toBe(true);
    expect(hasEmptyField({})).toBe(true);
  });

  it('sends only the changed fields on update', () => {
    const input = bankInput(bank);
    const same = v.parse(bankFormSchema, input);
    expect(bankChanges(input, same)).toEqual({});
    const next = v.parse(bankFormSchema, { ...input, phone: '56911112222', rut_account: '12345678-5' });
    expect(bankChanges(input, next)).toEqual({ phone: '56911112222' });
  });

  it('shows the specification’s messages for RUT, phone, e-mail and account number', () => {
    expect(
      firstErrors({
        ...bankInput(bank),
        rut_account: '12.345.678-9',
        phone: '56287654321',
        email: 'camila@correo',
        account_number: '12',
      }),
    ).toEqual({
      rut_account: 'Dígito verificador inválido',
      phone: 'El teléfono debe comenzar con 569',
      email: 'Correo electrónico inválido',
      account_number: 'El número de cuenta debe tener al menos 3 dígitos',
    });
    expect(firstErrors({ ...bankInput(bank), rut_account: '1-9', phone: '56912340000' })).toEqual({
      rut_account: 'Formato de RUT inválido',
      phone: 'El teléfono no puede contener secuencias como 0000 o 1234',
    });
  });
});

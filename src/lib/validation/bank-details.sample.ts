// Test-only sample: complete, valid bank details as the forms send them.
import type { BankDetailsPayload } from './bank-details.ts';

export const BANK_DETAILS_SAMPLE: BankDetailsPayload = {
  account_holder_name: 'Camila Rojas',
  bank_name: 'Banco Estado',
  account_type: 'Cuenta Rut',
  account_number: '12345678',
  rut_account: '12.345.678-5',
  email: 'camila@correo.cl',
  phone: '56987654321',
  invoice_type: 'Boleta',
};

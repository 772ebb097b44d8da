// Test-only sample: a bank account as the API lists it.
import { BANK_DETAILS_SAMPLE } from '@/lib/validation/bank-details.sample.ts';
import type { Bank } from './bank-api.ts';

export function sampleBank(overrides: Partial<Bank> = {}): Bank {
  return {
    id_bank_detail: 7,
    ...BANK_DETAILS_SAMPLE,
    sii_address: null,
    selected: null,
    receipt_issuance: null,
    ...overrides,
  };
}

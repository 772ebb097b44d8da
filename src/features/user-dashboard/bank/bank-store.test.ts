import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bank } from './bank-api.ts';
import { sampleBank } from './bank.sample.ts';

const api = vi.hoisted(() => ({
  listBanks: vi.fn<() => Promise<Bank[]>>(),
  addBank: vi.fn(),
  updateBank: vi.fn(),
  deleteBank: vi.fn(),
  changeSelectedBank: vi.fn(),
}));
vi.mock('./bank-api.ts', () => api);

const { $banks, $selectedBank, $selectedBankId, createBank, loadBanks, removeBank, saveBankChanges, selectBank } =
  await import('./bank-store.ts');

const bank = (id: number) => sampleBank({ id_bank_detail: id, account_number: `1234${id}` });

afterEach(() => {
  cleanStores($banks, $selectedBankId, $selectedBank);
  $banks.set({ status: 'idle' });
  $selectedBankId.set(null);
});

describe('bank store', () => {
  it('selects the first account when the list arrives', async () => {
    api.listBanks.mockResolvedValue([bank(3), bank(5)]);
    await loadBanks();
    expect($selectedBank.get()?.id_bank_detail).toBe(3);
  });

  it('keeps the selection after an update and resolves the specification’s text', async () => {
    api.listBanks.mockResolvedValue([bank(3), bank(5)]);
    await loadBanks();
    selectBank(5);
    api.updateBank.mockResolvedValue('ok');
    expect(await saveBankChanges(5, { phone: '56911112222' })).toBe('Datos bancarios actualizados correctamente');
    expect(api.updateBank).toHaveBeenCalledWith(5, { phone: '56911112222' }, undefined);
    expect($selectedBankId.get()).toBe(5);
  });

  it('adds and deletes with their fixed texts; an empty list selects nothing', async () => {
    api.addBank.mockResolvedValue('ok');
    api.listBanks.mockResolvedValue([bank(9)]);
    expect(await createBank(bankPayload())).toBe('Datos bancarios añadidos correctamente');
    expect($selectedBankId.get()).toBe(9);
    api.deleteBank.mockResolvedValue('ok');
    api.listBanks.mockResolvedValue([]);
    expect(await removeBank(9)).toBe('Datos bancarios eliminados correctamente');
    expect($selectedBank.get()).toBeNull();
  });

  it('never deletes with id 0', async () => {
    api.deleteBank.mockClear();
    expect(await removeBank(0)).toBeNull();
    expect(api.deleteBank).not.toHaveBeenCalled();
  });

  it('reports a failed load', async () => {
    api.listBanks.mockRejectedValue(new Error('offline'));
    await loadBanks();
    expect($banks.get().status).toBe('error');
  });
});

function bankPayload() {
  const { account_holder_name, bank_name, account_number, account_type, invoice_type, rut_account, email, phone } =
    bank(1);
  return { account_holder_name, bank_name, account_number, account_type, invoice_type, rut_account, email, phone };
}

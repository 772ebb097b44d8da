// The bank page's state: the worker's accounts (at most one), the account
// selected on the page — the first one when the list arrives — and the actions that change them.
import { atom, computed } from 'nanostores';
import type { BankDetailsPayload } from '@/lib/validation/index.ts';
import { BANK_MESSAGES } from '@/lib/validation/index.ts';
import { IDLE, LOADING, failed, ready, type Remote } from '@/lib/remote.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { addBank, changeSelectedBank, deleteBank, listBanks, updateBank, type Bank } from './bank-api.ts';

export type BanksState = Remote<readonly Bank[]>;

export const $banks = atom<BanksState>(IDLE);
export const $selectedBankId = atom<number | null>(null);

export const $selectedBank = computed([$banks, $selectedBankId], (banks, id): Bank | null =>
  banks.status === 'ready' ? (banks.data.find((bank) => bank.id_bank_detail === id) ?? null) : null,
);

/**
 * Fetches the accounts. On arrival the first one is selected, unless `keepSelection` asks to keep
 * the current one (after an update) and it is still there.
 */
export async function loadBanks(keepSelection = false): Promise<void> {
  const current = $selectedBankId.get();
  // A refresh keeps the list on screen; only a first load (or one after a failure) shows the skeleton.
  if ($banks.get().status !== 'ready') $banks.set(LOADING);
  try {
    const items = await listBanks();
    $banks.set(ready(items));
    const kept = keepSelection && items.some((bank) => bank.id_bank_detail === current);
    $selectedBankId.set(kept ? current : (items[0]?.id_bank_detail ?? null));
  } catch (error) {
    $banks.set(failed(failureText(error)));
  }
}

export function selectBank(id: number): void {
  $selectedBankId.set(id);
}

/** Adds the account; resolves the specification's success text. */
export async function createBank(bank: BankDetailsPayload): Promise<string> {
  await addBank(bank);
  await loadBanks();
  return BANK_MESSAGES.created;
}

/** Saves the changed fields; `version` is the one read with the account (409 when stale). */
export async function saveBankChanges(
  id: number,
  changes: Partial<BankDetailsPayload>,
  version?: number,
): Promise<string> {
  await updateBank(id, changes, version);
  await loadBanks(true);
  return BANK_MESSAGES.updated;
}

/** Deleting needs a nonzero id. */
export async function removeBank(id: number): Promise<string | null> {
  if (id === 0) return null;
  await deleteBank(id);
  await loadBanks();
  return BANK_MESSAGES.deleted;
}

export async function setBankFlag(id: number, selected: boolean): Promise<string> {
  const message = await changeSelectedBank(id, selected);
  await loadBanks(true);
  return message;
}

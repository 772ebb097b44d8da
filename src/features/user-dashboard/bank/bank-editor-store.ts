// $bankToUpdate: the account the update form starts from, read again from the API (its latest
// fields and version). The form loads it when it opens or asks for the current data after a
// concurrent change, and forgets it when it closes.
import { remoteStore } from '@/lib/remote-store.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { getBankForUpdate } from './bank-api.ts';

const store = remoteStore((id: number) => getBankForUpdate(id), failureText);

export const $bankToUpdate = store.$entry;
export const bankToUpdateState = store.stateFor;
export const loadBankToUpdate = store.load;
export const forgetBankToUpdate = store.reset;

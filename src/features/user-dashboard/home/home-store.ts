// Small loaded-once stores for lists the home shows: contracts (on entry), attendance and
// penalties (when their panel opens). A failed load can be retried.
import { atom, type WritableAtom } from 'nanostores';
import { IDLE, LOADING, settle, type Remote } from '@/lib/remote.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { listContracts, type Contract } from './contracts-api.ts';
import { listAttendance, listPenalties, type Attendance, type Penalty } from './records-api.ts';

export interface RemoteList<T> {
  readonly $store: WritableAtom<Remote<readonly T[]>>;
  /** Loads unless already loaded or loading (`force` reloads). */
  readonly load: (force?: boolean) => Promise<void>;
}

export function remoteList<T>(loader: () => Promise<T[]>): RemoteList<T> {
  const $store = atom<Remote<readonly T[]>>(IDLE);
  async function load(force = false): Promise<void> {
    const status = $store.get().status;
    if (status === 'loading' || (status === 'ready' && !force)) return;
    $store.set(LOADING);
    $store.set(await settle(loader(), failureText));
  }
  return { $store, load };
}

export const contracts = remoteList<Contract>(listContracts);
export const attendance = remoteList<Attendance>(listAttendance);
export const penalties = remoteList<Penalty>(listPenalties);

/** Forgets every loaded list (on logout, so another worker never sees them). */
export function resetRemoteLists(): void {
  for (const list of [contracts, attendance, penalties]) list.$store.set(IDLE);
}

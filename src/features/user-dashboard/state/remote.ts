// Small loaded-once stores for lists the home shows: contracts (on entry), attendance and
// penalties (when their panel opens). A failed load can be retried.
import { atom, type WritableAtom } from 'nanostores';
import { listContracts, type Contract } from '../contracts/contracts-api.ts';
import { listAttendance, listPenalties, type Attendance, type Penalty } from '../records/records-api.ts';

export type Remote<T> =
  { readonly status: 'idle' | 'loading' | 'error' } | { readonly status: 'ready'; readonly items: readonly T[] };

export interface RemoteList<T> {
  readonly $store: WritableAtom<Remote<T>>;
  /** Loads unless already loaded or loading (`force` reloads). */
  readonly load: (force?: boolean) => Promise<void>;
}

export function remoteList<T>(loader: () => Promise<T[]>): RemoteList<T> {
  const $store = atom<Remote<T>>({ status: 'idle' });
  async function load(force = false): Promise<void> {
    const status = $store.get().status;
    if (status === 'loading' || (status === 'ready' && !force)) return;
    $store.set({ status: 'loading' });
    try {
      $store.set({ status: 'ready', items: await loader() });
    } catch {
      $store.set({ status: 'error' });
    }
  }
  return { $store, load };
}

export const contracts = remoteList<Contract>(listContracts);
export const attendance = remoteList<Attendance>(listAttendance);
export const penalties = remoteList<Penalty>(listPenalties);

/** Forgets every loaded list (on logout, so another worker never sees them). */
export function resetRemoteLists(): void {
  for (const list of [contracts, attendance, penalties]) list.$store.set({ status: 'idle' });
}

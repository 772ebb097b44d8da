// When the connection comes back after the area showed stored data, every list the area has read
// is read again in place: what is on screen stays until the new answer arrives (no loading state,
// no lost typing in an open form), and a list never asked for stays unasked.
import { onConnectionBack } from '@/lib/pwa/offline-data.ts';
import { refreshLoggedUser } from '@/stores/session-restore.ts';
import { $banks, loadBanks } from '@/features/user-dashboard/bank/bank-store.ts';
import { refreshDocuments } from '@/features/user-dashboard/documents/documents-store.ts';
import { attendance, contracts, penalties } from '@/features/user-dashboard/home/home-store.ts';
import {
  appliedPostings,
  postingDetail,
  postingList,
  savedPostings,
} from '@/features/user-dashboard/job-postings/postings-store.ts';
import { $experiences, loadExperiences, refreshExtraData } from '@/features/user-dashboard/settings/profile-store.ts';

/** Reads again everything the area has shown; resolves when every answer is in. */
export async function refreshShownData(): Promise<void> {
  await Promise.all([
    refreshLoggedUser(),
    refreshDocuments(),
    contracts.refresh(),
    attendance.refresh(),
    penalties.refresh(),
    $banks.get().status === 'idle' ? undefined : loadBanks(true),
    refreshExtraData(),
    $experiences.get().status === 'idle' ? undefined : loadExperiences(),
    postingList.refresh(),
    savedPostings.refresh(),
    appliedPostings.refresh(),
    postingDetail.refresh(),
  ]);
}

/** Refreshes the area each time the connection is back; returns the function that stops it. */
export function refreshWhenConnectionBack(): () => void {
  return onConnectionBack(() => void refreshShownData());
}

// What this device keeps of the person (docs/legal/personal-data.md, PD-22 and PD-23): form drafts
// with their chosen files, and the offline copy of the worker area's answers. Asking for deletion
// removes both from the device the request was made on, at once, without waiting for the company.
import { clearOfflineData } from '@/lib/pwa/offline-cache.ts';
import { clearDrafts } from '@/stores/drafts.ts';

export async function forgetThisDevice(): Promise<void> {
  await Promise.all([clearDrafts(), clearOfflineData()]);
}

// $postingToEdit: the posting the form dialog starts from when it updates or duplicates one, read
// again from the API (its latest fields and version). The dialog loads it when it opens or asks
// for the current data after a concurrent change, and forgets it when it closes.
import { remoteStore } from '@/lib/remote-store.ts';
import { SPEC_MESSAGES, failureText } from '@/features/business-dashboard/shared/messages.ts';
import { fetchPostingToUpdate } from './postings-api.ts';

const store = remoteStore(
  (id: number) => fetchPostingToUpdate(id),
  (error) => `${SPEC_MESSAGES.loadPostings}. ${failureText(error)}`,
);

export const $postingToEdit = store.$entry;
export const postingToEditState = store.stateFor;
export const loadPostingToEdit = store.load;
export const forgetPostingToEdit = store.reset;

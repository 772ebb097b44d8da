// $summaryLists: the two lists 'Resumen' draws its figures from (the registered workers and the
// company's own postings), loaded when the view opens (or is retried) and forgotten when it closes.
import { remoteStore } from '@/lib/remote-store.ts';
import { fetchMyPostings, type Posting } from '@/features/business-dashboard/postings/postings-api.ts';
import { fetchRegisteredProfiles, type RegisteredWorker } from '@/features/business-dashboard/profiles/profiles-api.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';

export interface SummaryLists {
  readonly workers: readonly RegisteredWorker[];
  readonly postings: readonly Posting[];
}

async function summaryLists(): Promise<SummaryLists> {
  const [workers, postings] = await Promise.all([fetchRegisteredProfiles(), fetchMyPostings()]);
  return { workers, postings };
}

const store = remoteStore(summaryLists, failureText);

export const $summaryLists = store.$entry;
export const summaryListsState = store.stateFor;
export const loadSummaryLists = store.load;
export const forgetSummaryLists = store.reset;

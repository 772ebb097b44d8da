// $applicants: one posting and the workers who applied to it, as the applicants view shows them.
// The posting comes from the loaded postings list when it is there, else from the API. The view
// loads it when it opens (or is retried) and forgets it when it closes.
import { remoteStore } from '@/lib/remote-store.ts';
import { fetchPostingToUpdate, type Posting } from '@/features/business-dashboard/postings/postings-api.ts';
import { postingInList } from '@/features/business-dashboard/postings/postings-store.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { fetchApplicants, type Applicant } from './applicants-api.ts';

export interface PostingApplicants {
  readonly posting: Posting;
  readonly applicants: readonly Applicant[];
}

async function postingApplicants(postingId: number): Promise<PostingApplicants> {
  const [posting, applicants] = await Promise.all([
    postingInList(postingId) ?? fetchPostingToUpdate(postingId),
    fetchApplicants(postingId),
  ]);
  return { posting, applicants };
}

const store = remoteStore(postingApplicants, failureText);

export const $applicants = store.$entry;
/** The state of posting `postingId`'s applicants within what $applicants holds. */
export const applicantsOf = store.stateFor;
export const loadApplicants = store.load;
export const forgetApplicants = store.reset;

// The posting page's state: the main list (every posting, filtered or searched, as the address
// says), the saved and applied lists and the posting open in the detail panel, each a remote
// store; and the reload flag, which saving or applying bumps so that all of them load again (the
// lists keep their content on screen meanwhile: no flash after saving).
import { atom } from 'nanostores';
import { isApiError } from '@/lib/http/index.ts';
import { remoteStore } from '@/lib/remote-store.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import {
  applyToPosting,
  filterPostings,
  getPosting,
  listAppliedPostings,
  listPostings,
  listSavedPostings,
  savePosting,
  searchPostings,
} from './postings-api.ts';
import { POSTINGS_MESSAGES } from './postings-messages.ts';
import { hasFilters, queryKey, type PostingQuery } from './postings-query.ts';

const filtered = (query: PostingQuery) => query.search !== '' || hasFilters(query.filter);

export const postingList = remoteStore(
  (query: PostingQuery) =>
    query.search
      ? searchPostings(query.search, query.filter)
      : filtered(query)
        ? filterPostings(query.filter)
        : listPostings(),
  (_error, query) => (filtered(query) ? POSTINGS_MESSAGES.filterFailed : POSTINGS_MESSAGES.loadFailed),
  queryKey,
);

const linkedFailure = (error: unknown) => POSTINGS_MESSAGES.linkedFailed(failureText(error));
export const savedPostings = remoteStore(listSavedPostings, linkedFailure);
export const appliedPostings = remoteStore(listAppliedPostings, linkedFailure);

/** The posting of the detail panel, read by id (so a shared link opens it). */
export const postingDetail = remoteStore(
  (id: number) => getPosting(id),
  (error) => (isApiError(error) && error.status === 404 ? POSTINGS_MESSAGES.notFound : failureText(error)),
);

export const $postingsReload = atom(0);

export function requestPostingsReload(): void {
  $postingsReload.set($postingsReload.get() + 1);
}

/** Saves the posting for later; resolves the server's message. */
export async function savePostingForLater(id: number): Promise<string> {
  const message = await savePosting(id);
  requestPostingsReload();
  return message;
}

/** Applies to the posting; resolves the server's message. */
export async function applyToPostingNow(id: number): Promise<string> {
  const message = await applyToPosting(id);
  requestPostingsReload();
  return message;
}

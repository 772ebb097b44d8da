// Moving through the posting list's address: a new filter or search becomes a new history entry
// (the back button returns to the previous one); opening and closing a posting rewrites the hash.
import { $dashboardRouter } from '../routing/router.ts';
import { withPostingQuery, type PostingQuery } from './postings-query.ts';

export function openPostingQuery(query: PostingQuery): void {
  const { pathname, search, hash } = window.location;
  $dashboardRouter.open(`${pathname}${withPostingQuery(search, query)}${hash}`);
}

/** Opens posting `id` in the detail panel (its id becomes the hash), or closes it with null. */
export function showPosting(id: number | null): void {
  const { pathname, search } = window.location;
  $dashboardRouter.open(`${pathname}${search}${id === null ? '' : `#${id}`}`, true);
}

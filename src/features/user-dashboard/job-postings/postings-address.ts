// Moving through the posting list's address: a new filter or search becomes a new history entry
// (the back button returns to the previous one); opening and closing a posting rewrites the hash.
// A posting's shareable link is the list's address with that hash.
import { readAddress, withAddress } from '@/features/user-dashboard/routing/address.ts';
import { $dashboardRouter, DASHBOARD_PATHS } from '@/features/user-dashboard/routing/router.ts';
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

/**
 * The link that opens posting `id` for whoever receives it: the postings page with its id as the
 * hash and the company link (business, rgs), so a person without a session signs in through their
 * company and comes back to it. The sender's profile and filters are left out.
 */
export function postingLink(id: number, origin: string, search: string): string {
  const { business, rgs } = readAddress(search);
  const address = withAddress('', { ...(business ? { business } : {}), ...(rgs ? { rgs } : {}) });
  return `${origin}${DASHBOARD_PATHS.jobPostings}${address}#${id}`;
}

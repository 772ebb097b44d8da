// Moving through the posting list's address: a new filter or search becomes a new history entry
// (the back button returns to the previous one); opening and closing a posting rewrites the hash.
// A posting's shareable link is its public page (/ofertas/{id}) under the company's link.
import { paths } from '@/config/paths.ts';
import { readAddress } from '@/features/user-dashboard/routing/address.ts';
import { $dashboardRouter } from '@/features/user-dashboard/routing/router.ts';
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
 * The link that opens posting `id` for whoever receives it: its public page under the company's
 * link (business, rgs), which anyone can open without a session and which leads to the company's
 * sign-in or registration and back to this posting. The sender's profile and filters are left out.
 */
export function postingLink(id: number, origin: string, search: string): string {
  const { business, rgs } = readAddress(search);
  return `${origin}${paths.sharedPosting(id, business ?? undefined, rgs ?? undefined)}`;
}

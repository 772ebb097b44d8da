// The registered profiles view's state: $registeredProfiles, the company's registered workers as
// loaded (the view loads them when it opens or is retried, and forgets them when it closes), and
// $profileQuery, the search, filters, order and page, which live in the address's query string
// (read from and written through the area's router), so copying the link shares the view.
import { computed } from 'nanostores';
import { remoteStore } from '@/lib/remote-store.ts';
import { $businessRouter } from '@/features/business-dashboard/routing/router.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { parseProfileQuery, profileQueryString, type ProfileQuery } from './profile-query.ts';
import { fetchRegisteredProfiles } from './profiles-api.ts';

const store = remoteStore(() => fetchRegisteredProfiles(), failureText);

export const $registeredProfiles = store.$entry;
export const registeredProfilesState = store.stateFor;
export const loadRegisteredProfiles = store.load;
export const forgetRegisteredProfiles = store.reset;

export const $profileQuery = computed($businessRouter, (page) =>
  parseProfileQuery(page ? `?${new URLSearchParams(page.search).toString()}` : ''),
);

/** Writes `query` into the address, in place (no new history entry). */
export function showProfileQuery(query: ProfileQuery): void {
  const { pathname, search, hash } = window.location;
  const next = `${pathname}${profileQueryString(query)}${hash}`;
  if (next !== `${pathname}${search}${hash}`) $businessRouter.open(next, true);
}

/** A new search, filter, order or page size starts again on the first page. */
export function changeProfileQuery(changes: Partial<ProfileQuery>): void {
  showProfileQuery({ ...$profileQuery.get(), page: 1, ...changes });
}

// The client router of /user/dashboard/* on @nanostores/router.
// Every page of the section is a route here; a path that matches none leaves the store undefined
// and the shell shows the section's own not-found view. Links are not intercepted globally: use
// <DashboardLink> or goTo(), which keep the carried address parameters (routing/address.ts).
import { createRouter } from '@nanostores/router';
import { carriedSearch } from './address.ts';

export const DASHBOARD_BASE = '/user/dashboard';

export const DASHBOARD_PATHS = {
  root: DASHBOARD_BASE,
  home: `${DASHBOARD_BASE}/home`,
  settings: `${DASHBOARD_BASE}/settings`,
  security: `${DASHBOARD_BASE}/settings/seguridad`,
  bankDetails: `${DASHBOARD_BASE}/settings/banco-detalles`,
  jobPostings: `${DASHBOARD_BASE}/job-postings`,
} as const;

export type DashboardRoute = keyof typeof DASHBOARD_PATHS;
/** Routes that show a page (root only redirects to home). */
export type DashboardPage = Exclude<DashboardRoute, 'root'>;

export const $dashboardRouter = createRouter(DASHBOARD_PATHS, { links: false });

// Listen from the start, so the first render already knows the page (no not-found flash).
if (typeof window !== 'undefined') $dashboardRouter.listen(() => undefined);

/** Path of `route` plus the carried parameters of the current address (and `hash`). */
export function dashboardHref(route: DashboardPage, hash = ''): string {
  const search = typeof window === 'undefined' ? '' : carriedSearch(window.location.search);
  const path = route === 'settings' ? `${DASHBOARD_PATHS.settings}/` : DASHBOARD_PATHS[route];
  return `${path}${search}${hash}`;
}

export function goTo(route: DashboardPage, options: { readonly replace?: boolean; readonly hash?: string } = {}): void {
  $dashboardRouter.open(dashboardHref(route, options.hash), options.replace);
  window.scrollTo({ top: 0 });
}

/** Rewrites the query string of the current page without a new history entry. */
export function replaceSearch(search: string): void {
  const { pathname, hash } = window.location;
  const next = `${pathname}${search}${hash}`;
  if (next === `${pathname}${window.location.search}${hash}`) return;
  $dashboardRouter.open(next, true);
}

// The routes of /user/dashboard/* on the shared section router. Every page of the section is a
// route here; a path that matches none shows the section's own not-found view. Links are
// <RouterLink router={dashboardRouter} href={hrefOf(route)}> (hrefOf from useDashboardHrefs) or
// goTo(), which keep the carried address parameters (routing/address.ts).
import { computed } from 'nanostores';
import { createSectionRouter } from '@/components/routing/section-router.ts';
import { carriedSearch } from './address.ts';

export const DASHBOARD_BASE = '/user/dashboard';

export const DASHBOARD_PATHS = {
  root: DASHBOARD_BASE,
  home: `${DASHBOARD_BASE}/home`,
  settings: `${DASHBOARD_BASE}/settings`,
  security: `${DASHBOARD_BASE}/settings/seguridad`,
  privacy: `${DASHBOARD_BASE}/settings/privacidad`,
  bankDetails: `${DASHBOARD_BASE}/settings/banco-detalles`,
  jobPostings: `${DASHBOARD_BASE}/job-postings`,
} as const;

export type DashboardRoute = keyof typeof DASHBOARD_PATHS;
/** Routes that show a page (root only redirects to home). */
export type DashboardPage = Exclude<DashboardRoute, 'root'>;

/** The carried parameters of the current address, as a query ('?business=…&rgs=…' or ''). */
const carriedHere = () => (typeof window === 'undefined' ? '' : carriedSearch(window.location.search));

export const dashboardRouter = createSectionRouter(DASHBOARD_PATHS);
export const $dashboardRouter = dashboardRouter.$page;
export const $dashboardPlace = dashboardRouter.$place;

/**
 * The carried parameters of the current address, as a query. Read from the router's page, not from
 * the address: the router announces a page before it writes the address.
 */
export const $carriedSearch = computed($dashboardRouter, (page) =>
  page ? carriedSearch(`?${new URLSearchParams(page.search).toString()}`) : carriedHere(),
);

/** Path of `route` plus the carried parameters (by default the current address's) and `hash`. */
export function dashboardHref(route: DashboardPage, hash = '', search = carriedHere()): string {
  const path = route === 'settings' ? `${DASHBOARD_PATHS.settings}/` : DASHBOARD_PATHS[route];
  return `${path}${search}${hash}`;
}

export function goTo(route: DashboardPage, options: { readonly replace?: boolean; readonly hash?: string } = {}): void {
  dashboardRouter.open(dashboardHref(route, options.hash), { replace: options.replace ?? false });
}

/** Rewrites the query string of the current page without a new history entry. */
export function replaceSearch(search: string): void {
  const { pathname, hash } = window.location;
  const next = `${pathname}${search}${hash}`;
  if (next === `${pathname}${window.location.search}${hash}`) return;
  $dashboardRouter.open(next, true);
}

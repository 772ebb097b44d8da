// The routes of /user/dashboard/* on the shared section router. Every page of the section is a
// route here; a path that matches none shows the section's own not-found view. Links are
// <RouterLink router={dashboardRouter} href={dashboardHref(route)}> or goTo(), which keep the
// carried address parameters (routing/address.ts).
import { createSectionRouter } from '../../../components/routing/section-router.ts';
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

export const dashboardRouter = createSectionRouter(DASHBOARD_PATHS);
export const $dashboardRouter = dashboardRouter.$page;

/** Path of `route` plus the carried parameters of the current address (and `hash`). */
export function dashboardHref(route: DashboardPage, hash = ''): string {
  const search = typeof window === 'undefined' ? '' : carriedSearch(window.location.search);
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

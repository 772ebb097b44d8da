// The company area's own router (@nanostores/router) over /business/dashboard/*. Links are not
// intercepted globally (a link to '/' must leave the section): RouterLink and `navigate` open
// section pages; any path under the section that matches nothing is the not-found view.
import { createRouter, getPagePath } from '@nanostores/router';

export const $businessRouter = createRouter(
  {
    home: '/business/dashboard',
    postings: '/business/dashboard/job-postings',
    applicants: '/business/dashboard/job-postings/:id/applicants',
    profiles: '/business/dashboard/profiles',
  },
  { links: false },
);

export type BusinessRoute = NonNullable<ReturnType<typeof $businessRouter.get>>['route'];

export const sectionPaths = {
  postings: getPagePath($businessRouter, 'postings'),
  applicants: (id: number) => getPagePath($businessRouter, 'applicants', { id }),
  profiles: getPagePath($businessRouter, 'profiles'),
} as const;

/** Opens a page of the section without reloading. */
export function navigate(path: string): void {
  $businessRouter.open(path);
  window.scrollTo({ top: 0 });
}

// The routes of /business/dashboard/* on the shared section router: postings (also the section's
// home), the applicants of a posting, the registered profiles, the summary, the documents awaiting
// review ('Por revisar'), what each profile must give ('Documentos requeridos'), a worker's file,
// the workers' privacy requests, the links the company shares ('Enlace de registro') and the
// WhatsApp conversations ('Mensajes', one of them open at /messages/:id). Any other path under
// the section is the not-found view. Links are <RouterLink router={businessRouter} href={…}>; the
// profiles view keeps its search and filters in the query string through the same router.
import { getPagePath } from '@nanostores/router';
import { createSectionRouter } from '@/components/routing/section-router.ts';

export const BUSINESS_ROUTES = {
  home: '/business/dashboard',
  postings: '/business/dashboard/job-postings',
  applicants: '/business/dashboard/job-postings/:id/applicants',
  profiles: '/business/dashboard/profiles',
  summary: '/business/dashboard/summary',
  review: '/business/dashboard/review',
  requirements: '/business/dashboard/required-documents',
  worker: '/business/dashboard/workers/:id',
  privacy: '/business/dashboard/privacy-requests',
  links: '/business/dashboard/registration-link',
  messages: '/business/dashboard/messages',
  conversation: '/business/dashboard/messages/:id',
} as const;

export const businessRouter = createSectionRouter(BUSINESS_ROUTES);

export const $businessRouter = businessRouter.$page;
/** The current route and path alone: what the area's frame follows (a new query is no new page). */
export const $businessPlace = businessRouter.$place;

export type BusinessRoute = NonNullable<ReturnType<typeof $businessRouter.get>>['route'];

export const sectionPaths = {
  home: getPagePath($businessRouter, 'home'),
  postings: getPagePath($businessRouter, 'postings'),
  applicants: (id: number) => getPagePath($businessRouter, 'applicants', { id }),
  profiles: getPagePath($businessRouter, 'profiles'),
  summary: getPagePath($businessRouter, 'summary'),
  review: getPagePath($businessRouter, 'review'),
  requirements: getPagePath($businessRouter, 'requirements'),
  worker: (id: number) => getPagePath($businessRouter, 'worker', { id }),
  privacy: getPagePath($businessRouter, 'privacy'),
  links: getPagePath($businessRouter, 'links'),
  messages: getPagePath($businessRouter, 'messages'),
  conversation: (id: number) => getPagePath($businessRouter, 'conversation', { id }),
} as const;

// What each company-area route shows: the page name for the document title and the view. The
// applicants page needs a whole positive posting id; any other id is the not-found view.
import { Suspense, lazy } from 'react';
import type { LoggedBusiness } from '@/lib/session/types.ts';
import { ApplicantsView } from '@/features/business-dashboard/applicants/ApplicantsView.tsx';
import { NotFoundView } from '@/features/business-dashboard/chrome/NotFoundView.tsx';
import { PostingsView } from '@/features/business-dashboard/postings/PostingsView.tsx';
import { ProfilesView } from '@/features/business-dashboard/profiles/ProfilesView.tsx';
import { SummaryView } from '@/features/business-dashboard/summary/SummaryView.tsx';
import type { $businessRouter, BusinessRoute } from './router.ts';

/** The privacy requests load on demand: few visits, and their shapes stay out of the first view. */
const PrivacyRequestsView = lazy(
  () => import('@/features/business-dashboard/privacy-requests/PrivacyRequestsView.tsx'),
);

type BusinessPage = ReturnType<typeof $businessRouter.get>;

/** '{pageName} | {brand title}' in the document title. */
export const PAGE_NAMES: Readonly<Record<BusinessRoute, string>> = {
  home: 'Publicaciones',
  postings: 'Publicaciones',
  applicants: 'Postulantes',
  profiles: 'Perfiles registrados',
  summary: 'Resumen',
  privacy: 'Solicitudes de privacidad',
};

export const NOT_FOUND_PAGE_NAME = 'Página no encontrada';

interface BusinessViewProps {
  readonly page: BusinessPage;
  readonly business: LoggedBusiness;
}

export function BusinessView({ page, business }: BusinessViewProps) {
  switch (page?.route) {
    case 'home':
    case 'postings':
      return <PostingsView />;
    case 'applicants': {
      const postingId = Number(page.params.id);
      return Number.isInteger(postingId) && postingId > 0 ? (
        <ApplicantsView key={postingId} postingId={postingId} business={business} />
      ) : (
        <NotFoundView />
      );
    }
    case 'profiles':
      return <ProfilesView business={business} />;
    case 'summary':
      return <SummaryView />;
    case 'privacy':
      return (
        <Suspense
          fallback={
            <p className="bd-summary" role="status">
              Cargando solicitudes…
            </p>
          }
        >
          <PrivacyRequestsView />
        </Suspense>
      );
    default:
      return <NotFoundView />;
  }
}

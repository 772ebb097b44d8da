// What each company-area route shows: the page name for the document title and the view. The
// applicants page and the worker's file need a whole positive id; any other id is the not-found view.
import { lazy, Suspense, type ReactNode } from 'react';
import type { LoggedBusiness } from '@/lib/session/types.ts';
import { ApplicantsView } from '@/features/business-dashboard/applicants/ApplicantsView.tsx';
import { NotFoundView } from '@/features/business-dashboard/chrome/NotFoundView.tsx';
import { PostingsView } from '@/features/business-dashboard/postings/PostingsView.tsx';
import { ProfilesView } from '@/features/business-dashboard/profiles/ProfilesView.tsx';
import { SummaryView } from '@/features/business-dashboard/summary/SummaryView.tsx';
import type { $businessRouter, BusinessRoute } from './router.ts';

// The review views (and the viewer they open) load with their own address, never on the first view.
const ReviewView = lazy(() =>
  import('@/features/business-dashboard/review/ReviewView.tsx').then((module) => ({ default: module.ReviewView })),
);
const WorkerFileView = lazy(() =>
  import('@/features/business-dashboard/worker-file/WorkerFileView.tsx').then((module) => ({
    default: module.WorkerFileView,
  })),
);

function OnDemand({ children }: { readonly children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="bd-summary" role="status">
          Cargando…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/** 'Documentos requeridos' loads on demand: it is opened now and then, from 'Por revisar'. */
const RequirementsView = lazy(() => import('@/features/business-dashboard/requirements/RequirementsView.tsx'));

/** The privacy requests load on demand: few visits, and their shapes stay out of the first view. */
const PrivacyRequestsView = lazy(
  () => import('@/features/business-dashboard/privacy-requests/PrivacyRequestsView.tsx'),
);

/** 'Enlace de registro' loads on demand with the QR code library it draws with. */
const CompanyLinksView = lazy(() => import('@/features/business-dashboard/company-links/CompanyLinksView.tsx'));

/** 'Mensajes' loads on demand: its shapes and the polling stay out of the first view. */
const MessagesView = lazy(() => import('@/features/business-dashboard/messages/MessagesView.tsx'));

type BusinessPage = ReturnType<typeof $businessRouter.get>;

/** '{pageName} | {brand title}' in the document title. */
export const PAGE_NAMES: Readonly<Record<BusinessRoute, string>> = {
  home: 'Publicaciones',
  postings: 'Publicaciones',
  applicants: 'Postulantes',
  profiles: 'Perfiles registrados',
  summary: 'Resumen',
  review: 'Por revisar',
  requirements: 'Documentos requeridos',
  worker: 'Ficha del trabajador',
  privacy: 'Solicitudes de privacidad',
  links: 'Enlace de registro',
  messages: 'Mensajes',
  conversation: 'Mensajes',
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
    case 'review':
      return (
        <OnDemand>
          <ReviewView />
        </OnDemand>
      );
    case 'requirements':
      return (
        <OnDemand>
          <RequirementsView />
        </OnDemand>
      );
    case 'worker': {
      const idUser = Number(page.params.id);
      return Number.isInteger(idUser) && idUser > 0 ? (
        <OnDemand>
          <WorkerFileView key={idUser} idUser={idUser} />
        </OnDemand>
      ) : (
        <NotFoundView />
      );
    }
    case 'privacy':
      return (
        <OnDemand>
          <PrivacyRequestsView />
        </OnDemand>
      );
    case 'links':
      return (
        <OnDemand>
          <CompanyLinksView />
        </OnDemand>
      );
    case 'messages':
      return (
        <OnDemand>
          <MessagesView openId={null} />
        </OnDemand>
      );
    case 'conversation': {
      const id = Number(page.params.id);
      return Number.isInteger(id) && id > 0 ? (
        <OnDemand>
          <MessagesView openId={id} />
        </OnDemand>
      ) : (
        <NotFoundView />
      );
    }
    default:
      return <NotFoundView />;
  }
}

// Island of /business/dashboard/* (client:only): the business guard (session restore with its
// skeleton), then the company area themed by the company's brand (business slug), with its own
// router: postings (also the section's home), applicants of a posting, registered profiles and
// a not-found view.
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import AlertRegion from '../../components/feedback/AlertRegion.tsx';
import SessionGuard from '../../components/session/SessionGuard.tsx';
import { $brand, applyBrand, pickBrand, type Brand } from '../../stores/brand.ts';
import { $session } from '../../stores/session.ts';
import { ApplicantsView } from './applicants/ApplicantsView.tsx';
import { PostingsView } from './postings/PostingsView.tsx';
import { ProfilesView } from './profiles/ProfilesView.tsx';
import { DashboardLayout } from './shell/DashboardLayout.tsx';
import { NotFoundView } from './shell/NotFoundView.tsx';
import { $businessRouter } from './shell/router.ts';
import './business-dashboard.css';

interface IslandProps {
  readonly brands: readonly Brand[];
}

export default function BusinessDashboardIsland({ brands }: IslandProps) {
  return (
    <SessionGuard kind="business">
      <CompanyArea brands={brands} />
    </SessionGuard>
  );
}

const PAGE_NAMES = {
  home: 'Publicaciones',
  postings: 'Publicaciones',
  applicants: 'Postulantes',
  profiles: 'Perfiles registrados',
} as const;

function CompanyArea({ brands }: IslandProps) {
  const session = useStore($session);
  const page = useStore($businessRouter);
  const slug = session.kind === 'business' ? session.business.slug : null;
  const brand = useMemo(() => pickBrand(brands, { slug }), [brands, slug]);
  const pageName = page ? PAGE_NAMES[page.route] : 'Página no encontrada';
  const firstView = useRef(true);

  useLayoutEffect(() => {
    $brand.set(brand);
    applyBrand(brand, pageName);
  }, [brand, pageName]);

  useEffect(() => {
    // After a view change (not on arrival), focus the new view's title.
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    document.querySelector<HTMLElement>('[data-view-heading]')?.focus();
  }, [page?.path]);

  if (session.kind !== 'business') return null;
  const postingId = page?.route === 'applicants' ? Number(page.params.id) : NaN;

  return (
    <DashboardLayout brand={brand} business={session.business} route={page?.route ?? null}>
      <AlertRegion />
      {(page?.route === 'home' || page?.route === 'postings') && <PostingsView />}
      {page?.route === 'applicants' &&
        (Number.isInteger(postingId) && postingId > 0 ? (
          <ApplicantsView key={postingId} postingId={postingId} business={session.business} />
        ) : (
          <NotFoundView />
        ))}
      {page?.route === 'profiles' && <ProfilesView />}
      {!page && <NotFoundView />}
    </DashboardLayout>
  );
}

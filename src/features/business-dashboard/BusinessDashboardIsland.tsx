// Island of /business/dashboard/* (client:only): the business guard (session restore with its
// skeleton), then the company area themed by the company's brand (business slug), showing the
// view of the current route (routing/views.tsx).
import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import AlertRegion from '@/components/feedback/AlertRegion.tsx';
import SessionGuard from '@/components/session/SessionGuard.tsx';
import { installTooltipDismissal } from '@/components/tooltip/tooltip-dismissal.ts';
import { prepareChileClockSoon } from '@/lib/format/index.ts';
import { clearAlerts } from '@/stores/alerts.ts';
import { $brand, applyBrand, pickBrand, rememberBrand, type Brand } from '@/stores/brand.ts';
import { $session } from '@/stores/session.ts';
import { DashboardLayout } from './chrome/DashboardLayout.tsx';
import { $businessPlace, $businessRouter } from './routing/router.ts';
import { BusinessView, NOT_FOUND_PAGE_NAME, PAGE_NAMES } from './routing/views.tsx';
import './shared/forms.css';

interface IslandProps {
  readonly brands: readonly Brand[];
}

export default function BusinessDashboardIsland({ brands }: IslandProps) {
  return (
    // Dates fill the area: Chile's clock is built while the session is checked, in tasks of its
    // own, not inside the render of the first data that shows one.
    <SessionGuard kind="business" whileChecking={prepareChileClockSoon}>
      <CompanyArea brands={brands} />
    </SessionGuard>
  );
}

function CompanyArea({ brands }: IslandProps) {
  const session = useStore($session);
  // The route and path only: a rewritten query (the profiles' search and filters) is not a new page.
  const place = useStore($businessPlace);
  const slug = session.kind === 'business' ? session.business.slug : null;
  const brand = useMemo(() => pickBrand(brands, { slug }), [brands, slug]);
  const pageName = place ? PAGE_NAMES[place.route] : NOT_FOUND_PAGE_NAME;
  // The page's params (a posting's id) change only with its path, so they are read with it.
  const page = useMemo(() => (place ? $businessRouter.get() : undefined), [place]);
  // The view follows the address at a lower priority, as in the worker area: a press paints the new
  // current link at once and the view renders without holding that frame (the old one stays,
  // dimmed and marked busy, until the new one is ready). Drawn in the press's own frame, a section
  // switch measured p75 120 ms at 4× CPU.
  const viewPage = useDeferredValue(page);
  const firstView = useRef(true);

  useEffect(() => installTooltipDismissal(), []);

  useLayoutEffect(() => {
    $brand.set(brand);
    applyBrand(brand, pageName);
    // Only the company's own brand is remembered, not the default one a session that ends leaves.
    if (slug !== null) rememberBrand(brand);
  }, [brand, pageName, slug]);

  useEffect(() => {
    // After a view change (not on arrival), focus the new view's title. A notice belongs to the
    // view it reports on: it goes with it rather than linger over the next one.
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    clearAlerts();
    document.querySelector<HTMLElement>('[data-view-heading]')?.focus();
  }, [viewPage?.path]);

  if (session.kind !== 'business') return null;

  return (
    <DashboardLayout brand={brand} business={session.business} route={place?.route ?? null} busy={viewPage !== page}>
      <AlertRegion />
      <BusinessView page={viewPage} business={session.business} />
    </DashboardLayout>
  );
}

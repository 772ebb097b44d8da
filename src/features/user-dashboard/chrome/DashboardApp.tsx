// The signed-in worker area (/user/dashboard/*): the chrome (sidebar, navbar, right panel), the
// router outlet and the section's not-found view. Rendered by UserDashboardIsland behind the guard.
import { useStore } from '@nanostores/react';
import { Suspense, useDeferredValue, useEffect } from 'react';
import AlertRegion from '@/components/feedback/AlertRegion.tsx';
import { useLogout } from '@/components/session/use-logout.ts';
import { installTooltipDismissal } from '@/components/tooltip/tooltip-dismissal.ts';
import { effectAfterNextPaint } from '@/lib/next-task.ts';
import { OfflineDataNote, UpdatePrompt } from '@/components/pwa/PwaStatus.tsx';
import type { LoggedUser } from '@/lib/session/types.ts';
import type { Brand } from '@/stores/brand.ts';
import { $panelOpen, $sidebarOpen, closeOverlays } from './chrome-state.ts';
import { DashboardNavbar } from './DashboardNavbar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useDashboardAddress } from './use-dashboard-address.ts';
import { $dashboardPlace, goTo } from '@/features/user-dashboard/routing/router.ts';
import { DASHBOARD_VIEWS, NOT_FOUND_VIEW } from '@/features/user-dashboard/routing/views.tsx';
import { resetRemoteLists } from '@/features/user-dashboard/home/home-store.ts';
import { refreshWhenConnectionBack } from './refresh-shown-data.ts';
import './chrome.css';
import '@/features/user-dashboard/shared/panels.css';

interface DashboardAppProps {
  readonly user: LoggedUser;
  readonly brands: readonly Brand[];
}

export function DashboardApp({ user, brands }: DashboardAppProps) {
  // The route and path only: a rewritten query (the profile, the company link) is not a new page.
  const current = useStore($dashboardPlace);
  // The section follows the address at a lower priority: a click paints the menu's new state at
  // once and the section renders without holding that frame (the old one stays, dimmed and marked
  // busy, until the new one is ready).
  const page = useDeferredValue(current);
  const switching = page !== current;
  const currentRoute = current && current.route !== 'root' ? current.route : null;
  const route = page && page.route !== 'root' ? page.route : null;
  const view = route ? DASHBOARD_VIEWS[route] : NOT_FOUND_VIEW;
  const brand = useDashboardAddress(user, brands, view.pageName);
  const { leaving, leave } = useLogout('user', (destination) => {
    resetRemoteLists();
    window.location.assign(destination);
  });
  const path = current?.path;

  // /user/dashboard itself opens the home.
  useEffect(() => {
    if (current?.route === 'root') goTo('home', { replace: true });
  }, [current?.route]);

  useEffect(() => closeOverlays(), [path]);
  // Nothing on screen waits for these two: they start after the first paint, apart from the
  // commit's other effects.
  useEffect(() => effectAfterNextPaint(refreshWhenConnectionBack), []);
  useEffect(() => effectAfterNextPaint(installTooltipDismissal), []);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if ($sidebarOpen.get() || $panelOpen.get()) closeOverlays();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const View = view.Component;
  return (
    <div className="dash">
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Sidebar brand={brand} route={currentRoute} onLogout={() => void leave()} loggingOut={leaving} />
      <div className="dash-body">
        <DashboardNavbar
          title={view.title ?? brand.welcome}
          profileSelector={view.profileSelector}
          panelToggle={view.panel}
        />
        <main id="contenido" className="dash-main area-view" tabIndex={-1} aria-busy={switching}>
          <OfflineDataNote />
          {page?.route === 'root' ? null : (
            <Suspense fallback={<p className="dash-loading">Cargando…</p>}>
              <View key={route ?? 'no-encontrada'} />
            </Suspense>
          )}
        </main>
      </div>
      <AlertRegion />
      <UpdatePrompt />
    </div>
  );
}

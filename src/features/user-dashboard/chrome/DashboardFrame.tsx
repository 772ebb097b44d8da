// The worker area as its page first paints, before any of its code runs: the same sidebar and
// navbar the island renders, with no worker yet, and the section loading. The shell page renders it
// to static HTML as the island's fallback; the script after it (dashboard-frame.js) fits it to the
// address: the navbar's title (the remembered brand's welcome on the home), and the profile
// selector and the panel toggle only where the section has them. The title is the first view's
// largest text, so it is painted from the HTML and the island takes over without a shift.
import { BLANK_IMAGE } from '@/components/session/blank-image.ts';
import type { Brand } from '@/stores/brand.ts';
import { DASHBOARD_PATHS } from '@/features/user-dashboard/routing/router.ts';
import { DASHBOARD_VIEWS } from '@/features/user-dashboard/routing/views.tsx';
import { DashboardNavbar } from './DashboardNavbar.tsx';
import { Sidebar } from './Sidebar.tsx';

/** What the script needs of each section: its address, title (null: the welcome), tools. */
const FRAME_ROUTES = JSON.stringify(
  Object.entries(DASHBOARD_VIEWS).map(([route, view]) => ({
    path: DASHBOARD_PATHS[route as keyof typeof DASHBOARD_VIEWS],
    title: view.title,
    selector: view.profileSelector,
    panel: view.panel,
  })),
);

export function DashboardFrame({ brands }: { readonly brands: readonly Brand[] }) {
  const brand = brands.find((entry) => entry.default) ?? brands[0];
  if (!brand) return null;
  const welcomes = JSON.stringify(Object.fromEntries(brands.map((entry) => [entry.slug, entry.welcome])));
  // Inert: nothing in it works before the island runs, so nothing can be pressed or typed there
  // (and lost); it is painted all the same.
  return (
    <div
      className="dash dash-frame"
      inert
      data-frame-home={DASHBOARD_PATHS.home}
      data-frame-routes={FRAME_ROUTES}
      data-frame-welcomes={welcomes}
    >
      <Sidebar
        brand={{ ...brand, logo: BLANK_IMAGE, icon: BLANK_IMAGE, name: '' }}
        route={null}
        onLogout={() => undefined}
        loggingOut={false}
      />
      <div className="dash-body">
        <DashboardNavbar title="" profileSelector panelToggle />
        <main className="dash-main">
          <p className="dash-loading">Cargando…</p>
        </main>
      </div>
    </div>
  );
}

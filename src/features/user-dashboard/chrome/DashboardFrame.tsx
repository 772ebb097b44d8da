// The worker area as its page first paints, before any of its code runs: the same sidebar and
// navbar the island renders, with no worker yet, and the section loading. The shell page renders it
// to static HTML as the island's fallback; the shared frame-fit script after it fits it to the
// address by the table it carries: the navbar's title (the welcome of the brand the page was
// painted with on the home), and the profile selector and the panel toggle only where the section
// has them. The title is the first view's largest text, so it is painted from the HTML and the
// island takes over without a shift.
import { BLANK_IMAGE } from '@/components/session/blank-image.ts';
import { frameFitAttribute } from '@/components/session/frame-fit.ts';
import type { Brand } from '@/stores/brand.ts';
import { DASHBOARD_PATHS, type DashboardPage } from '@/features/user-dashboard/routing/router.ts';
import { DASHBOARD_VIEWS, type DashboardView } from '@/features/user-dashboard/routing/views.tsx';
import { DashboardNavbar } from './DashboardNavbar.tsx';
import { Sidebar } from './Sidebar.tsx';

const PAGES = Object.keys(DASHBOARD_VIEWS) as DashboardPage[];

/** The routes whose view has `tool`; the area's own address opens the home, so it counts as one. */
function routesWith(tool: (view: DashboardView) => boolean): string[] {
  const pages: string[] = PAGES.filter((page) => tool(DASHBOARD_VIEWS[page]));
  return pages.includes('home') ? ['root', ...pages] : pages;
}

function frameFit(brands: readonly Brand[]): string {
  const welcomes = Object.fromEntries(brands.map((entry) => [entry.slug, entry.welcome]));
  const titles = Object.fromEntries(PAGES.map((page) => [page, DASHBOARD_VIEWS[page].title ?? welcomes]));
  return frameFitAttribute({
    routes: DASHBOARD_PATHS,
    keep: [
      { selector: '.dash-profile-select', routes: routesWith((view) => view.profileSelector) },
      { selector: '.dash-panel-toggle', routes: routesWith((view) => view.panel) },
    ],
    text: [{ selector: '.dash-title', byRoute: { root: titles['home'] ?? welcomes, ...titles } }],
  });
}

export function DashboardFrame({ brands }: { readonly brands: readonly Brand[] }) {
  const brand = brands.find((entry) => entry.default) ?? brands[0];
  if (!brand) return null;
  // Inert: nothing in it works before the island runs, so nothing can be pressed or typed there
  // (and lost); it is painted all the same.
  return (
    <div className="dash dash-frame" inert data-frame-fit={frameFit(brands)}>
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

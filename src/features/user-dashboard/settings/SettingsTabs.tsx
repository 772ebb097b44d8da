// The tabs of the Configuración section: 'Mi perfil' (/settings/), 'Seguridad'
// (/settings/seguridad) and 'Privacidad' (/settings/privacidad), each reachable from the others.
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { dashboardRouter } from '@/features/user-dashboard/routing/router.ts';
import { useDashboardHrefs } from '@/features/user-dashboard/routing/use-dashboard-hrefs.ts';

export type SettingsTab = 'settings' | 'security' | 'privacy';

const TABS: readonly { readonly route: SettingsTab; readonly label: string }[] = [
  { route: 'settings', label: 'Mi perfil' },
  { route: 'security', label: 'Seguridad' },
  { route: 'privacy', label: 'Privacidad' },
];

export function SettingsTabs({ current }: { readonly current: SettingsTab }) {
  const hrefOf = useDashboardHrefs();
  return (
    <nav className="st-tabs" aria-label="Secciones de configuración">
      <ul>
        {TABS.map((tab) => (
          <li key={tab.route}>
            <RouterLink
              router={dashboardRouter}
              href={hrefOf(tab.route)}
              className="st-tab"
              aria-current={tab.route === current ? 'page' : undefined}
            >
              {tab.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

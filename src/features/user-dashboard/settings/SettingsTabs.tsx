// The tabs of the Configuración section: 'Mi perfil' (/settings/) and 'Seguridad'
// (/settings/seguridad), so the security page is reachable from the profile and back.
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { dashboardRouter } from '@/features/user-dashboard/routing/router.ts';
import { useDashboardHrefs } from '@/features/user-dashboard/routing/use-dashboard-hrefs.ts';

type SettingsTab = 'settings' | 'security';

const TABS: readonly { readonly route: SettingsTab; readonly label: string }[] = [
  { route: 'settings', label: 'Mi perfil' },
  { route: 'security', label: 'Seguridad' },
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

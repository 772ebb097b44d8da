// The dashboard navbar: the menu toggle below 1024 px, the page title (the brand's
// welcome text on home, 'Configuración', 'Banco', otherwise 'Dashboard'), the profile selector
// on home, and below 1080 px the toggle of the page's right panel. Whether the page has a panel
// comes from the route table, so the toggle is there in the first paint (a toggle appearing once
// the panel mounts would re-wrap the title: a layout shift).
import { useStore } from '@nanostores/react';
import { $panelOpen, $sidebarOpen } from './chrome-state.ts';
import { Icon } from '@/components/icon/icons.tsx';
import { ProfileSelector } from './ProfileSelector.tsx';
import { SIDEBAR_ID } from './Sidebar.tsx';
import { RIGHT_PANEL_ID } from './RightPanel.tsx';

interface DashboardNavbarProps {
  readonly title: string;
  readonly profileSelector: boolean;
  readonly panelToggle: boolean;
}

export function DashboardNavbar({ title, profileSelector, panelToggle }: DashboardNavbarProps) {
  const sidebarOpen = useStore($sidebarOpen);
  const panelOpen = useStore($panelOpen);
  return (
    <header className="dash-navbar">
      <button
        type="button"
        className="dash-icon-button dash-menu-toggle"
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        onClick={() => $sidebarOpen.set(!sidebarOpen)}
        data-tooltip="Menú"
        data-tooltip-side="end"
      >
        <Icon name={sidebarOpen ? 'close' : 'menu'} size={22} />
        <span className="visually-hidden">Menú</span>
      </button>
      <h1 className="dash-title">{title}</h1>
      <div className="dash-navbar-tools">
        {profileSelector && <ProfileSelector />}
        {panelToggle && (
          <button
            type="button"
            className="dash-icon-button dash-panel-toggle"
            aria-expanded={panelOpen}
            aria-controls={RIGHT_PANEL_ID}
            onClick={() => $panelOpen.set(!panelOpen)}
          >
            <Icon name="panel" size={22} />
            {/* On phones the label shortens to 'Acciones' but stays visible. */}
            <span className="dash-panel-toggle-text">
              Acciones<span className="dash-panel-toggle-more"> rápidas</span>
            </span>
          </button>
        )}
      </div>
    </header>
  );
}

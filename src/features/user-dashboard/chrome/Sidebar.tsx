// The dashboard sidebar: brand logo, the collapsible groups and their entries,
// and 'Cerrar sesión'. 85 px collapsed, 180 px expanded: from 1024 px it expands on hover (and
// on keyboard focus); below it opens from the navbar over a backdrop that closes it.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import type { Brand } from '@/stores/brand.ts';
import { dashboardRouter, type DashboardPage } from '@/features/user-dashboard/routing/router.ts';
import { useDashboardHrefs } from '@/features/user-dashboard/routing/use-dashboard-hrefs.ts';
import { $sidebarOpen } from './chrome-state.ts';
import { Icon } from '@/components/icon/icons.tsx';
import { LOGOUT_LABEL, SIDEBAR_GROUPS, isCurrentEntry } from './navigation.ts';
import { WIDE_SIDEBAR_QUERY, useMedia } from './use-media.ts';

interface SidebarProps {
  readonly brand: Brand;
  readonly route: DashboardPage | null;
  readonly onLogout: () => void;
  readonly loggingOut: boolean;
}

export const SIDEBAR_ID = 'dash-sidebar';

export function Sidebar({ brand, route, onLogout, loggingOut }: SidebarProps) {
  const open = useStore($sidebarOpen);
  const hrefOf = useDashboardHrefs();
  const wide = useMedia(WIDE_SIDEBAR_QUERY);
  const [collapsedGroups, setCollapsedGroups] = useState<ReadonlySet<string>>(new Set());
  const overlay = !wide && open;
  // Out of view below 1024 px while closed: out of the tab order too.
  const hidden = !wide && !open;

  function toggleGroup(id: string) {
    setCollapsedGroups((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <>
      {overlay && (
        // A pointer convenience only: Escape and the buttons close it from the keyboard.
        <div className="dash-backdrop" aria-hidden="true" onClick={() => $sidebarOpen.set(false)} />
      )}
      <nav
        id={SIDEBAR_ID}
        className="dash-sidebar"
        aria-label="Menú del panel"
        data-open={overlay ? 'true' : 'false'}
        inert={hidden}
      >
        <div className="dash-logo">
          <img className="dash-logo-full" src={brand.logo} alt={brand.name} width={243} height={32} />
          {/* Shown only by the collapsed sidebar of wide screens: lazy, phones never fetch it. */}
          <img className="dash-logo-icon" src={brand.icon} alt="" width={36} height={36} loading="lazy" />
        </div>
        <ul className="dash-groups">
          {SIDEBAR_GROUPS.map((group) => {
            const expanded = !collapsedGroups.has(group.id);
            const listId = `dash-grupo-${group.id}`;
            return (
              <li key={group.id} className="dash-group">
                <button
                  type="button"
                  className="dash-group-toggle"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => toggleGroup(group.id)}
                >
                  <span className="dash-label">{group.label}</span>
                  <Icon name="chevronDown" size={16} className="dash-chevron" />
                </button>
                <ul id={listId} className="dash-entries" hidden={!expanded}>
                  {group.entries.map((entry) => {
                    const current = isCurrentEntry(entry, route);
                    return (
                      <li key={entry.route}>
                        <RouterLink
                          router={dashboardRouter}
                          href={hrefOf(entry.route)}
                          className="dash-entry"
                          aria-current={current ? 'page' : undefined}
                          onClick={() => $sidebarOpen.set(false)}
                        >
                          <Icon name={entry.icon} size={22} />
                          <span className="dash-label">{entry.label}</span>
                        </RouterLink>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
        <button type="button" className="dash-entry dash-logout" onClick={onLogout} disabled={loggingOut}>
          <Icon name="logout" size={22} />
          <span className="dash-label">{LOGOUT_LABEL}</span>
        </button>
      </nav>
    </>
  );
}

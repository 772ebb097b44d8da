// The sidebar's entries: Inicio, Configuración and Datos bancarios in the
// collapsible groups Perfil, Banco and Configuración, then 'Cerrar sesión'. A new
// entry is a route of routing/router.ts, a label and an icon.
import type { DashboardPage } from '@/features/user-dashboard/routing/router.ts';
import type { IconName } from '@/components/icon/icons.tsx';

export interface SidebarEntry {
  readonly route: DashboardPage;
  readonly label: string;
  readonly icon: IconName;
  /** Other routes under which this entry is the current one. */
  readonly alsoCurrentOn?: readonly DashboardPage[];
}

export interface SidebarGroup {
  readonly id: string;
  readonly label: string;
  readonly icon: IconName;
  readonly entries: readonly SidebarEntry[];
}

export const SIDEBAR_GROUPS: readonly SidebarGroup[] = [
  {
    id: 'perfil',
    label: 'Perfil',
    icon: 'user',
    entries: [
      { route: 'home', label: 'Inicio', icon: 'home' },
      { route: 'jobPostings', label: 'Ofertas de trabajo', icon: 'briefcase' },
    ],
  },
  {
    id: 'banco',
    label: 'Banco',
    icon: 'bank',
    entries: [{ route: 'bankDetails', label: 'Datos bancarios', icon: 'card' }],
  },
  {
    id: 'configuracion',
    label: 'Configuración',
    icon: 'gear',
    entries: [{ route: 'settings', label: 'Configuración', icon: 'gear', alsoCurrentOn: ['security', 'privacy'] }],
  },
];

export const LOGOUT_LABEL = 'Cerrar sesión';

export function isCurrentEntry(entry: SidebarEntry, route: DashboardPage | null): boolean {
  return route !== null && (entry.route === route || (entry.alsoCurrentOn ?? []).includes(route));
}

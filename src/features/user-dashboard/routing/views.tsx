// What each dashboard route shows: the navbar title (null: the brand's welcome text), the page
// name for the document title, whether the profile selector is shown, and the view component.
// Part 2 replaces the 'Próximamente' placeholders with its views, loaded on demand:
//   settings: { …, Component: lazy(() => import('../settings/SettingsView.tsx')) }
import type { ComponentType } from 'react';
import HomeView from '../home/HomeView.tsx';
import { ComingSoonView } from '../views/ComingSoonView.tsx';
import NotFoundView from '../views/NotFoundView.tsx';
import type { DashboardPage } from './router.ts';

export interface DashboardView {
  /** Navbar title: the brand's welcome text when null (spec 001 §2). */
  readonly title: string | null;
  /** '{pageName} | {brand title}' in the document title. */
  readonly pageName: string;
  readonly profileSelector: boolean;
  readonly Component: ComponentType;
}

function comingSoon(heading: string): ComponentType {
  const ComingSoon = () => <ComingSoonView heading={heading} />;
  ComingSoon.displayName = `ComingSoon(${heading})`;
  return ComingSoon;
}

export const SETTINGS_TITLE = 'Configuración';
export const BANK_TITLE = 'Banco';
export const DEFAULT_TITLE = 'Dashboard';

export const DASHBOARD_VIEWS: Readonly<Record<DashboardPage, DashboardView>> = {
  home: { title: null, pageName: 'Inicio', profileSelector: true, Component: HomeView },
  settings: {
    title: SETTINGS_TITLE,
    pageName: 'Mi perfil',
    profileSelector: false,
    Component: comingSoon('Mi perfil'),
  },
  security: {
    title: SETTINGS_TITLE,
    pageName: 'Seguridad',
    profileSelector: false,
    Component: comingSoon('Seguridad'),
  },
  bankDetails: {
    title: BANK_TITLE,
    pageName: 'Datos bancarios',
    profileSelector: false,
    Component: comingSoon('Datos bancarios'),
  },
  jobPostings: {
    title: DEFAULT_TITLE,
    pageName: 'Ofertas de trabajo',
    profileSelector: false,
    Component: comingSoon('Ofertas de trabajo'),
  },
};

export const NOT_FOUND_VIEW: DashboardView = {
  title: DEFAULT_TITLE,
  pageName: 'Página no encontrada',
  profileSelector: false,
  Component: NotFoundView,
};

// What each dashboard route shows: the navbar title (null: the brand's welcome text), the page
// name for the document title, whether the profile selector is shown, whether the page has a right
// panel, and the view component.
// Every page but the home loads on demand, so the area's first view carries only the home.
import { lazy, type ComponentType } from 'react';
import HomeView from '@/features/user-dashboard/home/HomeView.tsx';
import NotFoundView from '@/features/user-dashboard/chrome/NotFoundView.tsx';
import type { DashboardPage } from './router.ts';

const SettingsView = lazy(() => import('@/features/user-dashboard/settings/SettingsView.tsx'));
const SecurityView = lazy(() => import('@/features/user-dashboard/settings/SecurityView.tsx'));
const PrivacyView = lazy(() => import('@/features/user-dashboard/privacy/PrivacyView.tsx'));
const BankView = lazy(() => import('@/features/user-dashboard/bank/BankView.tsx'));
const JobPostingsView = lazy(() => import('@/features/user-dashboard/job-postings/JobPostingsView.tsx'));

export interface DashboardView {
  /** Navbar title: the brand's welcome text when null. */
  readonly title: string | null;
  /** '{pageName} | {brand title}' in the document title. */
  readonly pageName: string;
  readonly profileSelector: boolean;
  /** Whether the page renders a right panel (the navbar offers its toggle below 1080 px). */
  readonly panel: boolean;
  readonly Component: ComponentType;
}

export const SETTINGS_TITLE = 'Configuración';
export const BANK_TITLE = 'Banco';
export const DEFAULT_TITLE = 'Dashboard';

export const DASHBOARD_VIEWS: Readonly<Record<DashboardPage, DashboardView>> = {
  home: { title: null, pageName: 'Inicio', profileSelector: true, panel: true, Component: HomeView },
  settings: {
    title: SETTINGS_TITLE,
    pageName: 'Mi perfil',
    profileSelector: false,
    panel: true,
    Component: SettingsView,
  },
  security: {
    title: SETTINGS_TITLE,
    pageName: 'Seguridad',
    profileSelector: false,
    panel: false,
    Component: SecurityView,
  },
  privacy: {
    title: SETTINGS_TITLE,
    pageName: 'Privacidad',
    profileSelector: false,
    panel: false,
    Component: PrivacyView,
  },
  bankDetails: {
    title: BANK_TITLE,
    pageName: 'Datos bancarios',
    profileSelector: false,
    panel: true,
    Component: BankView,
  },
  jobPostings: {
    title: DEFAULT_TITLE,
    pageName: 'Ofertas de trabajo',
    profileSelector: false,
    panel: true,
    Component: JobPostingsView,
  },
};

export const NOT_FOUND_VIEW: DashboardView = {
  title: DEFAULT_TITLE,
  pageName: 'Página no encontrada',
  profileSelector: false,
  panel: false,
  Component: NotFoundView,
};

// The profile page's right panel views: the quick actions (Default), the personal
// form ('Editar información') and the create-experience form ('Experiencia profesional').
import { openPanelView } from '@/features/user-dashboard/shared/panel-stack.ts';
import { $panelOpen } from '@/features/user-dashboard/chrome/chrome-state.ts';

export const SETTINGS_SECTION = 'settings';

export const SETTINGS_VIEWS = {
  Default: 'Acciones rápidas',
  EditInfo: 'Editar información',
  AddExperience: 'Experiencia profesional',
} as const;

export type SettingsViewName = keyof typeof SETTINGS_VIEWS;

export function isSettingsView(view: string): view is SettingsViewName {
  return view in SETTINGS_VIEWS;
}

/** Opens a form of the panel, sliding the panel in on narrow screens. */
export function openSettingsView(view: Exclude<SettingsViewName, 'Default'>): void {
  openPanelView(SETTINGS_SECTION, view);
  $panelOpen.set(true);
}

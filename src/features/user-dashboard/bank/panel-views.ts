// The bank page's right panel views: Default ('Acciones rápidas'), AccountData
// (the add form) and Update (the update form, only with a selected account).
import { $panelOpen } from '@/features/user-dashboard/chrome/chrome-state.ts';
import { openPanelView } from '@/features/user-dashboard/shared/panel-stack.ts';

export const BANK_SECTION = 'bank';

export const BANK_VIEWS = {
  Default: 'Acciones rápidas',
  AccountData: 'Agregar datos bancarios',
  Update: 'Actualizar datos bancarios',
} as const;

export type BankViewName = keyof typeof BANK_VIEWS;

export function isBankView(view: string): view is BankViewName {
  return view in BANK_VIEWS;
}

/** Opens a form of the panel, sliding the panel in on narrow screens. */
export function openBankView(view: Exclude<BankViewName, 'Default'>): void {
  openPanelView(BANK_SECTION, view);
  $panelOpen.set(true);
}

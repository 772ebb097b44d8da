// Leaving a right-panel form after it saved: the panel returns to its previous view and, on
// narrow screens where it is a slide-over, closes so the person sees the updated page, with the
// focus moved to `focusId` (an element of the page) instead of being lost in the closed panel.
import { $panelOpen } from '@/features/user-dashboard/chrome/chrome-state.ts';
import { panelBack } from './panel-stack.ts';

export function finishPanelForm(focusId?: string): void {
  panelBack();
  if (!$panelOpen.get()) return;
  $panelOpen.set(false);
  if (focusId === undefined) return;
  requestAnimationFrame(() => document.getElementById(focusId)?.focus());
}

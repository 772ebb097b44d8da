// Open/closed state of the chrome's overlays on narrow screens: the sidebar below 1024 px and
// the right panel below 1080 px. Each closes when the page changes.
import { atom } from 'nanostores';

export const $sidebarOpen = atom(false);
export const $panelOpen = atom(false);

export function closeOverlays(): void {
  $sidebarOpen.set(false);
  $panelOpen.set(false);
}

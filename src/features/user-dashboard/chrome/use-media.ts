// Subscribes to a CSS media query (the dashboard's 1024 and 1080 px breakpoints).
import { useSyncExternalStore } from 'react';

export const WIDE_SIDEBAR_QUERY = '(min-width: 1024px)';
export const WIDE_PANEL_QUERY = '(min-width: 1080px)';

export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

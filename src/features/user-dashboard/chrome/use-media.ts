// Subscribes to a CSS media query (the dashboard's 1024 and 1080 px breakpoints), or to an
// element's own width.
import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';

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

/**
 * Whether an element's content box is narrower than `minWidth` px: for layouts that depend on the
 * room a card really has (the sidebar and the right panel take part of the viewport). Measured
 * before the first paint and on every resize; true until measured.
 */
export function useNarrowerThan(element: RefObject<HTMLElement | null>, minWidth: number): boolean {
  const [narrow, setNarrow] = useState(true);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    const measure = () => setNarrow(node.clientWidth < minWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, minWidth]);
  return narrow;
}

// Subscribes to a CSS media query (the dashboard's 1024 and 1080 px breakpoints), or to an
// element's own width.
import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { flushSync } from 'react-dom';

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
 * room a card really has (the sidebar and the right panel take part of the viewport). True until
 * measured. The width comes from a ResizeObserver, which reports after the browser's own layout
 * and before it paints: reading it during the commit would force that layout inside the render's
 * task and make it longer. A change found there is rendered at once, so the first paint already
 * has the right layout.
 */
export function useNarrowerThan(element: RefObject<HTMLElement | null>, minWidth: number): boolean {
  const [narrow, setNarrow] = useState(true);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    // Read inside the observer's callback, where the layout is already done: no forced layout.
    const observer = new ResizeObserver(() => flushSync(() => setNarrow(node.clientWidth < minWidth)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, minWidth]);
  return narrow;
}

// Calls back when the page a view shows is opened again through its router (its link clicked
// while it is shown): the view then reads its data again instead of doing nothing.
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useRef } from 'react';

export function useOpenedAgain(router: { readonly $opened: ReadableAtom<number> }, again: () => void): void {
  const opened = useStore(router.$opened);
  // The count when the view appeared: opening it is not opening it again.
  const first = useRef(opened);
  const latest = useRef(again);
  useEffect(() => {
    latest.current = again;
  });
  useEffect(() => {
    if (opened !== first.current) latest.current();
  }, [opened]);
}

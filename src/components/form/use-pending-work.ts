// Work a form has to wait for before it is sent, such as a photo still being shrunk when the
// person presses the submit button. Each piece of work runs under a key (one per file field); a
// newer run for the same key supersedes the older one, whose result is then dropped. A submit calls
// `settle()` so that it judges what the person last picked, not what was on screen a moment before,
// and shows `waiting` (the submit button's busy text) meanwhile.
import { useCallback, useMemo, useRef, useState } from 'react';

/** The submit button's text, and what is announced, while a submit waits for photos. */
export const PREPARING_IMAGES = 'Preparando imágenes…';

/** Passed to each run: false once a newer run for the same key (or `dropAll`) replaced it. */
export type IsCurrent = () => boolean;

export type PendingRunner = <T>(key: string, work: (isCurrent: IsCurrent) => Promise<T>) => Promise<T>;

export interface PendingWork {
  /** True while a submit waits in `settle()`. */
  readonly waiting: boolean;
  readonly run: PendingRunner;
  /** Whether a run (for `key`, or any) is still going, as of this moment. */
  readonly isPending: (key?: string) => boolean;
  /**
   * Resolves once no run is going, runs started while waiting included: true then, or false at
   * once when another submit is already waiting (so a second press does nothing).
   */
  readonly settle: () => Promise<boolean>;
  /** Forgets every run still going: their results will be dropped (the form was cleared). */
  readonly dropAll: () => void;
}

interface Run {
  done: Promise<void>;
}

const ignore = () => undefined;

export function usePendingWork(): PendingWork {
  // Refs, not state: a submit in the same frame as the pick must already see it.
  const runs = useRef(new Map<string, Run>());
  const waitingNow = useRef(false);
  const [waiting, setWaiting] = useState(false);

  const run = useCallback<PendingRunner>((key, work) => {
    const entry: Run = { done: Promise.resolve() };
    const isCurrent = () => runs.current.get(key) === entry;
    runs.current.set(key, entry);
    const result = work(isCurrent);
    // Settles after the work has applied its result, so a settled submit reads it.
    entry.done = result.then(ignore, ignore).then(() => {
      if (isCurrent()) runs.current.delete(key);
    });
    return result;
  }, []);

  const isPending = useCallback((key?: string) => (key ? runs.current.has(key) : runs.current.size > 0), []);

  const settle = useCallback(async () => {
    if (waitingNow.current) return false;
    if (runs.current.size === 0) return true;
    waitingNow.current = true;
    setWaiting(true);
    try {
      while (runs.current.size > 0) await Promise.all([...runs.current.values()].map((entry) => entry.done));
      return true;
    } finally {
      waitingNow.current = false;
      setWaiting(false);
    }
  }, []);

  const dropAll = useCallback(() => runs.current.clear(), []);

  return useMemo(() => ({ waiting, run, isPending, settle, dropAll }), [waiting, run, isPending, settle, dropAll]);
}

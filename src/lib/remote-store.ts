// A store of what one kind of request brought, as a Remote<T>, and the question it answered: the
// one way a view loads data. The view subscribes (useStore), calls `load` with its question (a
// posting's id, a query) when it opens or the question changes, and reads the answer to its own
// question with `stateFor`, which is 'loading' while the store still holds another question's
// answer (or none). Only the newest load's answer is kept, so a slow answer to an older question
// never replaces a newer one; asking the same question again keeps the data on screen, marked
// `refreshing`, until the new answer arrives. `reset` forgets it all (a view leaving, so that it
// opens on 'loading' next time rather than on what it showed before).
import { atom, type ReadableAtom } from 'nanostores';
import { IDLE, LOADING, failed, ready, type Remote } from './remote.ts';

/** What a remote store holds: the state of the last question asked (`key`; null before any). */
export interface RemoteEntry<T> {
  readonly key: string | null;
  readonly remote: Remote<T>;
  /** The same question is being asked again: `remote` is the previous answer, still shown. */
  readonly refreshing: boolean;
  /** Counts the answers taken in: a new answer, even to the same question, has a new number. */
  readonly answered: number;
}

/** The state of a question asked: never idle, since asking it set it on its way. */
export type Asked<T> = Exclude<Remote<T>, { readonly status: 'idle' }>;

export interface RemoteStore<T, A extends readonly unknown[]> {
  readonly $entry: ReadableAtom<RemoteEntry<T>>;
  /** Asks `request(...args)`; resolves once its answer (or failure) is in the store. */
  readonly load: (...args: A) => Promise<void>;
  /** The state of the answer to `args` within `entry`: loading while it holds another question's. */
  readonly stateFor: (entry: RemoteEntry<T>, ...args: A) => Asked<T>;
  /** True while the store holds the answer to `args`, or its load is on its way. */
  readonly asked: (...args: A) => boolean;
  /** Asks the last question again (keeping its answer on screen); nothing when none was asked. */
  readonly refresh: () => Promise<void>;
  /** Forgets the answer and any load on its way. */
  readonly reset: () => void;
  /** Takes in an answer to `args` already in hand (read by someone else), as `load` would. */
  readonly settle: (data: T, ...args: A) => void;
}

/**
 * A remote store over `request`; a failure is kept as the text `describe` gives it for that
 * question (what the screen says). Questions are told apart by `keyOf` (their arguments as JSON
 * by default).
 */
export function remoteStore<T, A extends readonly unknown[]>(
  request: (...args: A) => Promise<T>,
  describe: (error: unknown, ...args: A) => string,
  keyOf: (...args: A) => string = (...args) => JSON.stringify(args),
): RemoteStore<T, A> {
  const $entry = atom<RemoteEntry<T>>({ key: null, remote: IDLE, refreshing: false, answered: 0 });
  let latest = 0;
  let lastArgs: A | null = null;

  async function load(...args: A): Promise<void> {
    const ticket = ++latest;
    lastArgs = args;
    const key = keyOf(...args);
    const held = $entry.get();
    $entry.set(
      held.key === key && held.remote.status === 'ready'
        ? { ...held, refreshing: true }
        : { key, remote: LOADING, refreshing: false, answered: held.answered },
    );
    let remote: Remote<T>;
    try {
      remote = ready(await request(...args));
    } catch (error) {
      remote = failed(describe(error, ...args));
    }
    if (ticket === latest) $entry.set({ key, remote, refreshing: false, answered: $entry.get().answered + 1 });
  }

  function settle(data: T, ...args: A): void {
    latest += 1;
    lastArgs = args;
    $entry.set({ key: keyOf(...args), remote: ready(data), refreshing: false, answered: $entry.get().answered + 1 });
  }

  return {
    $entry,
    load,
    settle,
    stateFor: (entry, ...args) =>
      entry.key === keyOf(...args) && entry.remote.status !== 'idle' ? entry.remote : LOADING,
    asked: (...args) => $entry.get().key === keyOf(...args),
    refresh: () => (lastArgs !== null && $entry.get().key !== null ? load(...lastArgs) : Promise.resolve()),
    reset() {
      latest += 1;
      lastArgs = null;
      $entry.set({ key: null, remote: IDLE, refreshing: false, answered: $entry.get().answered });
    },
  };
}

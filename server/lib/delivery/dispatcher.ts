// The dispatcher: delivers the outbox's pending messages through the configured transports, in
// the API process (main.ts starts it: a tick every few seconds, plus a nudge when a message is
// stored). Each message is claimed with a lease, so a second dispatcher on the same database never
// sends it too, and tried once (deliver.ts); runs never overlap, and a run goes on until nothing
// is due. Delivered rows are pruned once a day by the outbox-prune job (jobs/index.ts). A stop lets
// the send in progress finish and claims nothing more, so no claim of this process is left behind.
import type { Database } from '../../db/database.ts';
import { log } from '../log.ts';
import { onEnqueued, type OutboxChannel } from '../../db/outbox.ts';
import { createDeliver, type Transports } from './deliver.ts';
import { claim, dueIds } from './queue.ts';
import type { BlobStore } from '../blobs/store.ts';

export type { Transports };

export interface DispatcherOptions {
  readonly db: Database;
  readonly blobs: BlobStore;
  readonly transports: Transports;
  readonly now?: () => Date;
  readonly retryBaseMs?: number;
  readonly maxAttempts?: number;
  /** How long a claim holds: longer than any one send may take (SMTP times out at 30 s). */
  readonly leaseMs?: number;
  readonly random?: () => number;
}

export const MAX_ATTEMPTS = 6;
export const DEFAULT_RETRY_BASE_MS = 30_000;
export const DEFAULT_LEASE_MS = 120_000;
const BATCH = 20;

export interface Dispatcher {
  readonly live: readonly OutboxChannel[];
  /** Delivers what is due now; answers how many messages were tried. */
  runOnce(): Promise<number>;
  /** Runs soon (coalesced with a run in progress). */
  nudge(): void;
  start(intervalMs?: number): void;
  /** Stops the timer, claims nothing more and waits for the send in progress. */
  stop(): Promise<void>;
  /**
   * Frees the claims of sends still in progress (a stop that cannot wait for them), so another
   * instance tries those messages at once instead of after the lease; answers how many.
   */
  release(): number;
}

export function liveChannels(transports: Transports): OutboxChannel[] {
  return [...(transports.email ? ['email' as const] : []), ...(transports.chat ? ['chat' as const] : [])];
}

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, transports } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const live = liveChannels(transports);
  const deliver = createDeliver({
    db,
    blobs: options.blobs,
    transports,
    now,
    retryBaseMs: options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS,
    maxAttempts: options.maxAttempts ?? MAX_ATTEMPTS,
    random: options.random ?? Math.random,
  });
  let stopping = false;
  // Read through a function: stop() sets it while a send is awaited.
  const isStopping = () => stopping;
  /** Claims of this process whose try has not ended: message id → the claim's end. */
  const held = new Map<number, string>();

  async function runOnce(): Promise<number> {
    let tried = 0;
    for (let batch = dueIds(db, live, now(), BATCH); batch.length > 0 && !isStopping();) {
      for (const id of batch) {
        if (isStopping()) break;
        const claimedAt = now();
        const message = claim(db, id, claimedAt, leaseMs);
        if (!message) continue;
        tried += 1;
        held.set(id, new Date(claimedAt.getTime() + leaseMs).toISOString());
        try {
          await deliver(message);
        } finally {
          held.delete(id);
        }
      }
      // A full batch may leave more due; a short one was everything (a retry waits for its time).
      batch = batch.length === BATCH ? dueIds(db, live, now(), BATCH) : [];
    }
    return tried;
  }

  let running: Promise<number> | null = null;
  let again = false;
  function nudge(): void {
    if (live.length === 0 || stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        log.error({ err: error }, 'delivery run stopped by an error');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          nudge();
        }
      });
  }

  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  return {
    live,
    runOnce,
    nudge,
    start(intervalMs = 2000) {
      if (live.length === 0 || timer) return;
      stopping = false;
      timer = setInterval(nudge, intervalMs);
      unsubscribe = onEnqueued(db, nudge);
      nudge();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      unsubscribe?.();
      again = false;
      await running;
      transports.email?.close();
    },
    release() {
      let freed = 0;
      for (const [id, until] of held) {
        const result = db
          .prepare("UPDATE outbox SET claimed_until = NULL WHERE id = ? AND claimed_until = ? AND state = 'pending'")
          .run(id, until);
        freed += Number(result.changes);
      }
      held.clear();
      return freed;
    },
  };
}

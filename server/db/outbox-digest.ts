// Digests: several events told in one message. A digest message waits in the outbox for a quiet
// spell (DIGEST_QUIET_MS after its latest event, never more than DIGEST_MAX_WAIT_MS after its
// first); an event with the same key and channel that comes while it waits, never tried and
// unclaimed, rewrites it to tell of every event so far. Once a dispatcher has claimed or tried it,
// a new event starts a new message. Everything happens in the caller's transaction, in the same
// database as the events, so no event is lost and none is told twice. What waits and for how long:
// docs/messages.md.
import type { Database } from './database.ts';
import { rewriteUntried, sendMail, type OutboxChannel, type OutgoingMessage } from './outbox.ts';
import { int, text, textOrNull } from './rows.ts';

/** A digest waits this long after its latest event… */
export const DIGEST_QUIET_MS = 10 * 60_000;
/** …and never longer than this after its first. */
export const DIGEST_MAX_WAIT_MS = 45 * 60_000;

export interface Digest<T> {
  /** What the events have in common, e.g. 'document-decision:12' (one worker's decisions). */
  readonly key: string;
  readonly channel: OutboxChannel;
  /** The new events, in order. */
  readonly items: readonly T[];
  /** The message that tells of `items` (all the events so far). */
  readonly build: (items: readonly T[]) => OutgoingMessage;
  /** Events with the same identity are one: a later one replaces the earlier. */
  readonly identity: (item: T) => string;
  /** Reads back an event stored with the message (it was written by `items`). */
  readonly parse: (stored: unknown) => T | null;
}

function storedItems<T>(raw: string | null, parse: (stored: unknown) => T | null): T[] {
  if (raw === null) return [];
  const value: unknown = JSON.parse(raw);
  return Array.isArray(value) ? value.map(parse).filter((item): item is T => item !== null) : [];
}

/** Queues the digest's events: into the waiting message with its key, or a new one. Answers its id. */
export function queueDigest<T>(db: Database, digest: Digest<T>, now: Date): number {
  const oldest = new Date(now.getTime() - DIGEST_MAX_WAIT_MS).toISOString();
  const waiting = db
    .prepare(
      `SELECT id, created_at, digest_items FROM outbox
       WHERE digest_key = ? AND channel = ? AND state = 'pending' AND attempts = 0 AND claimed_until IS NULL
         AND created_at >= ?
       ORDER BY id DESC LIMIT 1`,
    )
    .get(digest.key, digest.channel, oldest);
  const quiet = now.getTime() + DIGEST_QUIET_MS;
  if (waiting) {
    const fresh = new Set(digest.items.map(digest.identity));
    const earlier = storedItems(textOrNull(waiting, 'digest_items'), digest.parse).filter(
      (item) => !fresh.has(digest.identity(item)),
    );
    const items = [...earlier, ...digest.items];
    const deadline = new Date(text(waiting, 'created_at')).getTime() + DIGEST_MAX_WAIT_MS;
    const id = int(waiting, 'id');
    const rewritten = rewriteUntried(db, id, {
      ...digest.build(items),
      holdUntil: new Date(Math.min(quiet, deadline)),
      digest: { key: digest.key, items },
    });
    if (rewritten) return id;
  }
  return sendMail(
    db,
    { ...digest.build(digest.items), holdUntil: new Date(quiet), digest: { key: digest.key, items: digest.items } },
    now,
  );
}

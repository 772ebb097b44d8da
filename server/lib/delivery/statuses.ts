// Delivery statuses reported by the WhatsApp webhook, applied to the outbox row they name (by
// wamid, or by the tracking data we sent when the wamid was not recorded yet: a process killed
// between the provider's answer and our write). Statuses arrive out of order and repeated, so a
// state only moves forward: pending < sent < delivered < read. 'failed' is final and wins over
// pending and sent, but not over delivered or read (the person has the message; a late failure
// report does not undo that). A failure keeps its error code and title, and a chat message that
// failed falls back to e-mail. Once delivered or read the text loses its codes and links.
import type { Database } from '../../db/database.ts';
import { int, text, textOrNull } from '../../db/rows.ts';
import { queueFallback, redact } from './queue.ts';

export type ChatStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface StatusUpdate {
  readonly wamid: string;
  readonly status: ChatStatus;
  readonly at: Date;
  readonly key?: string;
  readonly error?: { readonly code: string; readonly title: string };
}

const RANK: Readonly<Record<string, number>> = { pending: 0, held: 0, sent: 1, delivered: 2, read: 3 };
const DELIVERED_RANK = 2;
const STAMP: Readonly<Record<Exclude<ChatStatus, 'failed'>, string>> = {
  sent: 'sent_at',
  delivered: 'delivered_at',
  read: 'read_at',
};

function findRow(db: Database, update: StatusUpdate) {
  const byWamid = db.prepare(`SELECT * FROM outbox WHERE channel = 'chat' AND provider_id = ?`).get(update.wamid);
  if (byWamid || !update.key) return byWamid;
  const id = /^outbox-(\d+)-/.exec(update.key)?.[1];
  const row = id ? db.prepare(`SELECT * FROM outbox WHERE channel = 'chat' AND id = ?`).get(Number(id)) : undefined;
  // The key carries a digest of the row's creation: a key from before a reset names nothing.
  return row && textOrNull(row, 'provider_id') === null ? row : undefined;
}

/** Applies one status; answers whether the row changed. */
export function applyStatus(db: Database, update: StatusUpdate, now: Date): boolean {
  const row = findRow(db, update);
  if (!row) return false;
  const id = int(row, 'id');
  const current = text(row, 'state');
  const at = update.at.toISOString();
  db.prepare('UPDATE outbox SET provider_id = COALESCE(provider_id, ?) WHERE id = ?').run(update.wamid, id);
  if (current === 'failed') return false;
  if (update.status === 'failed') {
    if ((RANK[current] ?? 0) >= DELIVERED_RANK) return false;
    db.prepare(
      `UPDATE outbox SET state = 'failed', failed_at = ?, claimed_until = NULL, error_code = ?, last_error = ?
       WHERE id = ?`,
    ).run(
      at,
      update.error?.code ?? null,
      update.error ? `${update.error.code} ${update.error.title}`.slice(0, 300) : null,
      id,
    );
    queueFallback(db, id, now);
    return true;
  }
  // Each time is kept even when its status comes late (read before delivered): the first report wins.
  const stamp = STAMP[update.status];
  db.prepare(`UPDATE outbox SET ${stamp} = COALESCE(${stamp}, ?) WHERE id = ?`).run(at, id);
  if ((RANK[update.status] ?? 0) <= (RANK[current] ?? 0)) return false;
  db.prepare('UPDATE outbox SET state = ?, claimed_until = NULL WHERE id = ?').run(update.status, id);
  if (update.status !== 'sent' && textOrNull(row, 'redacted_at') === null) {
    db.prepare(`UPDATE outbox SET text = ?, links = '[]', params = NULL, redacted_at = ? WHERE id = ?`).run(
      redact(text(row, 'text')),
      now.toISOString(),
      id,
    );
  }
  return true;
}

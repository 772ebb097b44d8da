// The outbox as a delivery queue: finding due messages, claiming one with a lease (one statement,
// so two dispatchers never both win it), and recording the outcome. A claim counts as a try; a
// process killed mid-send leaves a claim that expires, and the message is tried again with the
// same id. Delivered messages lose their codes and links (`redact`) and are pruned after a while.
import { createHash } from 'node:crypto';
import { checkpoint, type Database } from '../../db/database.ts';
import {
  parseAttachments,
  parseChannel,
  sendMail,
  type OutboxAttachment,
  type OutboxChannel,
} from '../../db/outbox.ts';
import { int, intOrNull, text, textOrNull, type Row } from '../../db/rows.ts';
import { isMessageKind, type MessageKind, type MessageParams } from './templates.ts';

export interface QueuedMessage {
  readonly id: number;
  readonly channel: OutboxChannel;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly kind: MessageKind | null;
  readonly params: MessageParams | null;
  readonly attachments: readonly OutboxAttachment[];
  readonly fallbackTo: string | null;
  readonly idUser: number | null;
  readonly idBusiness: number | null;
  /** Tries so far, this one included. */
  readonly attempts: number;
  /** Stable across retries and unique across resets: the Message-ID's local part, the chat's tracking data. */
  readonly key: string;
}

/** The stable id of a row: its number plus a digest of its creation, so a reused number differs. */
export function messageKey(id: number, createdAt: string): string {
  return `outbox-${id}-${createHash('sha256').update(`${id}:${createdAt}`).digest('hex').slice(0, 12)}`;
}

function parseParams(raw: string | null): MessageParams | null {
  if (raw === null) return null;
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null || !('body' in value) || !Array.isArray(value.body)) return null;
  const body = value.body.filter((entry): entry is string => typeof entry === 'string');
  const button = 'button' in value && typeof value.button === 'string' ? value.button : undefined;
  return button === undefined ? { body } : { body, button };
}

function queued(row: Row): QueuedMessage {
  const kind = textOrNull(row, 'kind');
  return {
    id: int(row, 'id'),
    channel: parseChannel(text(row, 'channel')),
    to: text(row, 'recipient'),
    subject: text(row, 'subject'),
    text: text(row, 'text'),
    kind: isMessageKind(kind) ? kind : null,
    params: parseParams(textOrNull(row, 'params')),
    attachments: parseAttachments(textOrNull(row, 'attachments')),
    fallbackTo: textOrNull(row, 'fallback_to'),
    idUser: intOrNull(row, 'id_user'),
    idBusiness: intOrNull(row, 'id_business'),
    attempts: int(row, 'attempts'),
    key: messageKey(int(row, 'id'), text(row, 'created_at')),
  };
}

/**
 * Ids of pending messages due now whose claim is free: on the channels in `live`, plus chat
 * messages with a fallback e-mail when only e-mail is live (they go by e-mail instead).
 */
export function dueIds(db: Database, live: readonly OutboxChannel[], now: Date, limit = 20): number[] {
  const at = now.toISOString();
  const chatByMail = live.includes('email') && !live.includes('chat');
  return db
    .prepare(
      `SELECT id FROM outbox
       WHERE state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
         AND (claimed_until IS NULL OR claimed_until < ?)
         AND (channel IN (SELECT value FROM json_each(?)) OR (? AND channel = 'chat' AND fallback_to IS NOT NULL))
       ORDER BY id LIMIT ?`,
    )
    .all(at, at, JSON.stringify(live), chatByMail ? 1 : 0, limit)
    .map((row) => int(row, 'id'));
}

/** Claims message `id` until `now + leaseMs`; answers it, or null when another dispatcher has it. */
export function claim(db: Database, id: number, now: Date, leaseMs: number): QueuedMessage | null {
  const at = now.toISOString();
  const result = db
    .prepare(
      `UPDATE outbox SET claimed_until = ?, attempts = attempts + 1
       WHERE id = ? AND state = 'pending' AND (claimed_until IS NULL OR claimed_until < ?)`,
    )
    .run(new Date(now.getTime() + leaseMs).toISOString(), id, at);
  if (Number(result.changes) !== 1) return null;
  const row = db.prepare('SELECT * FROM outbox WHERE id = ?').get(id);
  return row ? queued(row) : null;
}

const LINK = /https?:\/\/[^\s<>"'`]+/g;
const CODE = /\b\d{6}\b/g;

/** The text as kept after delivery: links and six-digit codes replaced by a placeholder. */
export function redact(body: string): string {
  return body.replace(LINK, '[enlace]').replace(CODE, '[código]');
}

const REDACT_SET = `text = ?, links = '[]', params = NULL, redacted_at = ?`;

/** Records the provider's acceptance; a status that arrived first (a webhook) is kept. */
export function markSent(db: Database, message: QueuedMessage, providerId: string, now: Date, forget: boolean) {
  const at = now.toISOString();
  db.prepare(
    `UPDATE outbox SET state = CASE WHEN state = 'pending' THEN 'sent' ELSE state END, provider_id = ?,
       sent_at = COALESCE(sent_at, ?), claimed_until = NULL, last_error = NULL, error_code = NULL
     WHERE id = ?`,
  ).run(providerId, at, message.id);
  if (forget) db.prepare(`UPDATE outbox SET ${REDACT_SET} WHERE id = ?`).run(redact(message.text), at, message.id);
  forgetDeletionAddress(db, message.id);
}

/** What stands for the address of a sent deletion confirmation (it reaches no one). */
export const DELETED_RECIPIENT = 'eliminado@anonimizado.invalid';

/**
 * The confirmation of a deletion goes to the address the deletion removed: once it is handed over
 * (or has failed for good) the record of the sending no longer holds it, in the rows or in the
 * database's write-ahead log.
 */
function forgetDeletionAddress(db: Database, id: number): void {
  const changed = db
    .prepare("UPDATE outbox SET recipient = ? WHERE id = ? AND kind = 'privacy-deletion-done' AND recipient <> ?")
    .run(DELETED_RECIPIENT, id, DELETED_RECIPIENT);
  if (Number(changed.changes) > 0) checkpoint(db);
}

export function markRetry(db: Database, id: number, error: string, code: string | null, nextAttemptAt: Date) {
  db.prepare(
    'UPDATE outbox SET claimed_until = NULL, last_error = ?, error_code = ?, next_attempt_at = ? WHERE id = ?',
  ).run(error, code, nextAttemptAt.toISOString(), id);
}

export function markFailed(db: Database, id: number, error: string, code: string | null, now: Date) {
  db.prepare(
    `UPDATE outbox SET state = 'failed', failed_at = ?, claimed_until = NULL, last_error = ?, error_code = ?
     WHERE id = ?`,
  ).run(now.toISOString(), error, code, id);
  forgetDeletionAddress(db, id);
}

/**
 * Queues the e-mail that replaces chat message `id` (once: a second call adds nothing) and
 * forgets the chat text; answers the new row's id, or null when there is no e-mail to use.
 */
export function queueFallback(db: Database, id: number, now: Date): number | null {
  const row = db.prepare('SELECT * FROM outbox WHERE id = ? AND fallback_to IS NOT NULL').get(id);
  if (!row || db.prepare('SELECT 1 FROM outbox WHERE fallback_of = ?').get(id)) return null;
  const chat = queued(row);
  if (chat.fallbackTo === null) return null;
  const fallback = sendMail(
    db,
    {
      to: chat.fallbackTo,
      subject: chat.subject,
      text: chat.text,
      attachments: chat.attachments,
      ...(chat.kind ? { kind: chat.kind } : {}),
      ...(chat.idUser !== null ? { idUser: chat.idUser } : {}),
      ...(chat.idBusiness !== null ? { idBusiness: chat.idBusiness } : {}),
    },
    now,
  );
  db.prepare('UPDATE outbox SET fallback_of = ? WHERE id = ?').run(id, fallback);
  db.prepare(`UPDATE outbox SET ${REDACT_SET} WHERE id = ?`).run(redact(chat.text), now.toISOString(), id);
  return fallback;
}

/** Removes messages that reached a final state more than `days` days ago; answers how many. */
export function pruneDelivered(db: Database, now: Date, days = 30): number {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const result = db
    .prepare(
      `DELETE FROM outbox WHERE state IN ('sent', 'delivered', 'read', 'failed') AND created_at < ?
         AND COALESCE(read_at, delivered_at, failed_at, sent_at, created_at) < ?`,
    )
    .run(cutoff, cutoff);
  return Number(result.changes);
}

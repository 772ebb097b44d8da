// The outbox: every e-mail and chat-app message the API sends is written here first, in the same
// transaction as the change that causes it, with the links found in its text; the dispatcher
// (lib/delivery/) delivers it from here when a transport is configured. Without one the message
// stays for developers and end-to-end tests to read and follow.
import { DELIVERY_STATES, type DeliveryState } from '../../src/lib/contract/delivery.ts';
import { isCleanText } from '../../src/lib/validation/clean-text.ts';
import type { MessageKind, MessageParams } from '../lib/delivery/templates.ts';
import type { Database } from './database.ts';
import { insertedId, int, intOrNull, text, textOrNull } from './rows.ts';

export type OutboxChannel = 'email' | 'chat';

/** A file the message carries: where it is stored (relative to the files folder), its name and hash. */
export interface OutboxAttachment {
  readonly name: string;
  readonly storage_path: string;
  readonly sha256: string;
}

export interface OutgoingMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly channel?: OutboxChannel;
  readonly attachments?: readonly OutboxAttachment[];
  /** Which message this is (docs/messages.md): picks the chat template. */
  readonly kind?: MessageKind;
  /** The chat template's values; required for a chat message to go out as a template. */
  readonly params?: MessageParams;
  /** A chat message's e-mail to fall back to when the phone cannot receive it. */
  readonly fallbackTo?: string;
  /** The account the message is for, when known (so a person's messages can be listed). */
  readonly idUser?: number;
  /** The company that writes it, for a message of its inbox (docs/messages.md, "The inbox"). */
  readonly idBusiness?: number;
  /** Not sent before this moment (a digest waits for more events). */
  readonly holdUntil?: Date;
  /** The digest this message is, with the events it tells of so far (outbox-digest.ts). */
  readonly digest?: { readonly key: string; readonly items: readonly unknown[] };
}

/** 'held': kept in the outbox because no transport delivers its channel here. */
export type { DeliveryState };

export interface OutboxMessage {
  readonly id: number;
  readonly channel: OutboxChannel;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: string[];
  readonly created_at: string;
  /** Present only on a message that carries files. */
  readonly attachments?: OutboxAttachment[];
  readonly kind: string | null;
  readonly state: DeliveryState;
  readonly last_error: string | null;
  /** The chat message this e-mail replaces, when it is a fallback. */
  readonly fallback_of: number | null;
}

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;

/** Every http(s) URL in `body`, without trailing sentence punctuation, in order of appearance. */
export function extractLinks(body: string): string[] {
  return Array.from(body.matchAll(URL_PATTERN), (match) => match[0].replace(/[.,;:!?)\]]+$/, ''));
}

const enqueued = new WeakMap<Database, Set<() => void>>();

/**
 * Calls `listener` soon after a message is stored in `db` (a dispatcher's nudge). It runs on a
 * later turn, so the transaction that stored the message has committed or rolled back by then.
 */
export function onEnqueued(db: Database, listener: () => void): () => void {
  const listeners = enqueued.get(db) ?? new Set();
  enqueued.set(db, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function checkHeaders(message: OutgoingMessage): void {
  // Header fields are one line: a line break there would add header lines (Bcc: …) to a real e-mail.
  for (const header of [message.to, message.subject, message.fallbackTo ?? '']) {
    if (!isCleanText(header, 'single')) throw new Error('Cabecera de correo con caracteres no permitidos');
  }
}

/** Stores an outgoing message (e-mail unless `channel` says chat) and returns its id. */
export function sendMail(db: Database, message: OutgoingMessage, now: Date = new Date()): number {
  checkHeaders(message);
  const result = db
    .prepare(
      `INSERT INTO outbox (channel, recipient, subject, text, links, created_at, attachments, kind, params,
                           fallback_to, id_user, id_business, next_attempt_at, digest_key, digest_items)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      message.channel ?? 'email',
      message.to,
      message.subject,
      message.text,
      JSON.stringify(extractLinks(message.text)),
      now.toISOString(),
      message.attachments?.length ? JSON.stringify(message.attachments) : null,
      message.kind ?? null,
      message.params ? JSON.stringify(message.params) : null,
      message.fallbackTo ?? null,
      message.idUser ?? null,
      message.idBusiness ?? null,
      message.holdUntil?.toISOString() ?? null,
      message.digest?.key ?? null,
      message.digest ? JSON.stringify(message.digest.items) : null,
    );
  const listeners = enqueued.get(db);
  if (listeners?.size) setImmediate(() => listeners.forEach((listener) => listener()));
  return insertedId(result);
}

/**
 * Rewrites message `id` to `message` (and its digest and hold), only while it has never been tried
 * nor claimed; answers whether it did. A message a dispatcher holds is left as it is.
 */
export function rewriteUntried(db: Database, id: number, message: OutgoingMessage): boolean {
  checkHeaders(message);
  const result = db
    .prepare(
      `UPDATE outbox SET recipient = ?, subject = ?, text = ?, links = ?, kind = ?, params = ?, fallback_to = ?,
         next_attempt_at = ?, digest_items = ?
       WHERE id = ? AND state = 'pending' AND attempts = 0 AND claimed_until IS NULL`,
    )
    .run(
      message.to,
      message.subject,
      message.text,
      JSON.stringify(extractLinks(message.text)),
      message.kind ?? null,
      message.params ? JSON.stringify(message.params) : null,
      message.fallbackTo ?? null,
      message.holdUntil?.toISOString() ?? null,
      message.digest ? JSON.stringify(message.digest.items) : null,
      id,
    );
  return Number(result.changes) === 1;
}

function parseLinks(raw: string): string[] {
  const value: unknown = JSON.parse(raw);
  return Array.isArray(value) ? value.filter((link): link is string => typeof link === 'string') : [];
}

export function parseAttachments(raw: string | null): OutboxAttachment[] {
  if (raw === null) return [];
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is OutboxAttachment =>
      typeof entry === 'object' &&
      entry !== null &&
      ['name', 'storage_path', 'sha256'].every((key) => typeof (entry as Record<string, unknown>)[key] === 'string'),
  );
}

export function parseChannel(raw: string): OutboxChannel {
  return raw === 'chat' ? 'chat' : 'email';
}

function parseState(raw: string, channel: OutboxChannel, live: readonly OutboxChannel[]): DeliveryState {
  const state = DELIVERY_STATES.find((known) => known === raw) ?? 'held';
  return state === 'pending' && !live.includes(channel) ? 'held' : state;
}

/** All messages, newest first; a pending message whose channel is not in `live` reads 'held'. */
export function listOutbox(db: Database, live: readonly OutboxChannel[] = []): OutboxMessage[] {
  return db
    .prepare('SELECT * FROM outbox ORDER BY created_at DESC, id DESC')
    .all()
    .map((row) => {
      const attachments = parseAttachments(textOrNull(row, 'attachments'));
      const channel = parseChannel(text(row, 'channel'));
      return {
        id: int(row, 'id'),
        channel,
        to: text(row, 'recipient'),
        subject: text(row, 'subject'),
        text: text(row, 'text'),
        links: parseLinks(text(row, 'links')),
        created_at: text(row, 'created_at'),
        ...(attachments.length > 0 ? { attachments } : {}),
        kind: textOrNull(row, 'kind'),
        state: parseState(text(row, 'state'), channel, live),
        last_error: textOrNull(row, 'last_error'),
        fallback_of: intOrNull(row, 'fallback_of'),
      };
    });
}

// The outbox: every e-mail and chat-app message the API "sends" is stored here instead, with the
// links found in its text, so developers and end-to-end tests can read and follow them.
import { isCleanText } from '../../src/lib/validation/clean-text.ts';
import type { Database } from './database.ts';
import { insertedId, int, text, textOrNull } from './rows.ts';

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
}

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
}

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;

/** Every http(s) URL in `body`, without trailing sentence punctuation, in order of appearance. */
export function extractLinks(body: string): string[] {
  return Array.from(body.matchAll(URL_PATTERN), (match) => match[0].replace(/[.,;:!?)\]]+$/, ''));
}

/** Stores an outgoing message (e-mail unless `channel` says chat) and returns its id. */
export function sendMail(db: Database, message: OutgoingMessage, now: Date = new Date()): number {
  // Header fields are one line: a line break there would add header lines (Bcc: …) to a real e-mail.
  for (const header of [message.to, message.subject]) {
    if (!isCleanText(header, 'single')) throw new Error('Cabecera de correo con caracteres no permitidos');
  }
  const result = db
    .prepare(
      `INSERT INTO outbox (channel, recipient, subject, text, links, created_at, attachments)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      message.channel ?? 'email',
      message.to,
      message.subject,
      message.text,
      JSON.stringify(extractLinks(message.text)),
      now.toISOString(),
      message.attachments?.length ? JSON.stringify(message.attachments) : null,
    );
  return insertedId(result);
}

function parseLinks(raw: string): string[] {
  const value: unknown = JSON.parse(raw);
  return Array.isArray(value) ? value.filter((link): link is string => typeof link === 'string') : [];
}

function parseAttachments(raw: string | null): OutboxAttachment[] {
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

function parseChannel(raw: string): OutboxChannel {
  return raw === 'chat' ? 'chat' : 'email';
}

/** All messages, newest first. */
export function listOutbox(db: Database): OutboxMessage[] {
  return db
    .prepare('SELECT * FROM outbox ORDER BY created_at DESC, id DESC')
    .all()
    .map((row) => {
      const attachments = parseAttachments(textOrNull(row, 'attachments'));
      return {
        id: int(row, 'id'),
        channel: parseChannel(text(row, 'channel')),
        to: text(row, 'recipient'),
        subject: text(row, 'subject'),
        text: text(row, 'text'),
        links: parseLinks(text(row, 'links')),
        created_at: text(row, 'created_at'),
        ...(attachments.length > 0 ? { attachments } : {}),
      };
    });
}

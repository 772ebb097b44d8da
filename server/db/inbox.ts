// The recruiter's inbox, read from the delivery tables (docs/messages.md, "The inbox"). A company's
// people are its registered workers, the workers who applied to its postings and the owners of the
// vehicles its workers drive under a simple power; each one with a phone is a conversation. What
// the person wrote comes from inbound_messages (by phone); what the company wrote, from the outbox
// rows that name the company, so no company reads what another one sent. Unread counts what the
// person wrote after the company last read the conversation.
import { CHAT_WINDOW_MS } from '../lib/delivery/inbound.ts';
import { DELIVERY_STATES, type DeliveryState } from '../../src/lib/contract/delivery.ts';
import type { ConversationSummary, InboxMessage, PersonKind } from '../../src/lib/contract/inbox.ts';
import type { Database } from './database.ts';
import { openAccount } from './open-accounts.ts';
import { int, text, textOrNull, type Row } from './rows.ts';

export interface InboxPerson {
  readonly phone: string;
  readonly name: string;
  readonly kind: PersonKind;
  readonly idUser: number | null;
  readonly email: string | null;
}

const RUT_KEY = (column: string) => `REPLACE(REPLACE(UPPER(${column}), '.', ''), '-', '')`;

function fullName(row: Row): string {
  return [textOrNull(row, 'firstname'), textOrNull(row, 'lastname')].filter(Boolean).join(' ');
}

/**
 * The company's people with a phone, one per phone: a registered worker before an applicant before
 * a vehicle owner (the closest relation names the conversation).
 */
export function companyPeople(db: Database, idBusiness: number): Map<string, InboxPerson> {
  const people = new Map<string, InboxPerson>();
  const add = (person: InboxPerson) => {
    if (!people.has(person.phone)) people.set(person.phone, person);
  };
  const workers = db
    .prepare(
      `SELECT u.id_user, u.firstname, u.lastname, u.email, u.phone, u.id_business = ? AS registered
       FROM users u
       WHERE u.role = 'User' AND u.phone IS NOT NULL AND ${openAccount('u')}
         AND (u.id_business = ? OR EXISTS (
           SELECT 1 FROM applied_postings a JOIN job_postings p ON p.id_publication = a.id_publication
           JOIN users o ON o.id_user = p.id_owner WHERE a.id_user = u.id_user AND o.id_business = ?))
       ORDER BY registered DESC, u.id_user`,
    )
    .all(idBusiness, idBusiness, idBusiness);
  for (const row of workers) {
    add({
      phone: text(row, 'phone'),
      name: fullName(row) || text(row, 'email'),
      kind: int(row, 'registered') === 1 ? 'worker' : 'applicant',
      idUser: int(row, 'id_user'),
      email: text(row, 'email'),
    });
  }
  const owners = db
    .prepare(
      `SELECT s.phone_owner, s.full_name_owner, s.email_owner FROM simple_powers s
       WHERE EXISTS (SELECT 1 FROM users w WHERE w.id_business = ? AND w.role = 'User' AND ${openAccount('w')}
                       AND w.rut IS NOT NULL AND ${RUT_KEY('w.rut')} = ${RUT_KEY('s.rut_driver')})
       ORDER BY s.id_power DESC`,
    )
    .all(idBusiness);
  for (const row of owners) {
    add({
      phone: text(row, 'phone_owner'),
      name: text(row, 'full_name_owner'),
      kind: 'owner',
      idUser: null,
      email: text(row, 'email_owner'),
    });
  }
  return people;
}

interface StoredMessage {
  readonly phone: string;
  readonly message: InboxMessage;
  /** For unread: when the API received it (inbound only). */
  readonly receivedAt: string | null;
}

/** Why a chat message failed, as the recruiter reads it: the provider's code told in Spanish. */
export function failureReason(code: string | null): string {
  switch (code) {
    case '131026':
    case '131021':
    case '131030':
    case '131049':
      return 'Este número no puede recibir mensajes de WhatsApp.';
    case '131047':
    case 'no-template':
      return 'Pasaron más de 24 horas desde el último mensaje de la persona y no había plantilla aprobada.';
    case '132000':
    case '132001':
      return 'La plantilla no está aprobada en WhatsApp.';
    case 'no-chat':
      return 'WhatsApp no está conectado en este servidor.';
    default:
      return code ? `WhatsApp no pudo entregarlo (código ${code}).` : 'WhatsApp no pudo entregarlo.';
  }
}

const UNSHOWN_TYPE = 'Envió un archivo o un tipo de mensaje que esta bandeja no muestra.';

function parseState(raw: string): DeliveryState {
  return DELIVERY_STATES.find((state) => state === raw) ?? 'pending';
}

function messagesOf(db: Database, idBusiness: number, phones: readonly string[]): StoredMessage[] {
  const list = JSON.stringify(phones);
  const inbound = db
    .prepare(
      `SELECT id_inbound, sender, type, text, sent_at, received_at FROM inbound_messages
       WHERE sender IN (SELECT value FROM json_each(?))`,
    )
    .all(list)
    .map((row) => ({
      phone: text(row, 'sender'),
      receivedAt: text(row, 'received_at'),
      message: {
        id: `in-${int(row, 'id_inbound')}`,
        direction: 'in' as const,
        text: textOrNull(row, 'text') ?? UNSHOWN_TYPE,
        at: text(row, 'sent_at'),
        state: null,
        failure: null,
        by_email: false,
        template: false,
      },
    }));
  const outbound = db
    .prepare(
      `SELECT o.id, o.recipient, o.text, o.kind, o.state, o.error_code, o.created_at,
              EXISTS (SELECT 1 FROM outbox f WHERE f.fallback_of = o.id) AS by_email
       FROM outbox o
       WHERE o.channel = 'chat' AND o.id_business = ? AND o.recipient IN (SELECT value FROM json_each(?))`,
    )
    .all(idBusiness, list)
    .map((row) => {
      const state = parseState(text(row, 'state'));
      return {
        phone: text(row, 'recipient'),
        receivedAt: null,
        message: {
          id: `out-${int(row, 'id')}`,
          direction: 'out' as const,
          text: text(row, 'text'),
          at: text(row, 'created_at'),
          state,
          failure: state === 'failed' ? failureReason(textOrNull(row, 'error_code')) : null,
          by_email: int(row, 'by_email') === 1,
          template: textOrNull(row, 'kind') === 'inbox-follow-up',
        },
      };
    });
  return [...inbound, ...outbound].sort(
    (a, b) => a.message.at.localeCompare(b.message.at) || a.message.id.localeCompare(b.message.id),
  );
}

function conversationIds(db: Database, phones: readonly string[]): Map<string, number> {
  const insert = db.prepare('INSERT INTO conversations (phone) VALUES (?) ON CONFLICT (phone) DO NOTHING');
  for (const phone of phones) insert.run(phone);
  return new Map(
    db
      .prepare('SELECT id_conversation, phone FROM conversations WHERE phone IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(phones))
      .map((row) => [text(row, 'phone'), int(row, 'id_conversation')]),
  );
}

function readMarks(db: Database, idBusiness: number): Map<number, string> {
  return new Map(
    db
      .prepare('SELECT id_conversation, read_at FROM conversation_reads WHERE id_business = ?')
      .all(idBusiness)
      .map((row) => [int(row, 'id_conversation'), text(row, 'read_at')]),
  );
}

/** When free text to `phone` stops being allowed, or null when the window is closed. */
export function windowClosesAt(db: Database, phone: string, now: Date): string | null {
  const row = db.prepare('SELECT last_inbound_at FROM chat_contacts WHERE phone = ?').get(phone);
  const last = row ? Date.parse(text(row, 'last_inbound_at')) : Number.NaN;
  if (!Number.isFinite(last)) return null;
  const closes = last + CHAT_WINDOW_MS;
  return closes > now.getTime() ? new Date(closes).toISOString() : null;
}

function summarise(
  db: Database,
  person: InboxPerson,
  id: number,
  messages: readonly StoredMessage[],
  readAt: string | undefined,
  now: Date,
): ConversationSummary | null {
  const last = messages.at(-1);
  if (!last) return null;
  return {
    id_conversation: id,
    name: person.name,
    kind: person.kind,
    id_user: person.idUser,
    phone: person.phone,
    last_message: { direction: last.message.direction, text: last.message.text, at: last.message.at },
    unread: messages.filter((entry) => entry.receivedAt !== null && (readAt === undefined || entry.receivedAt > readAt))
      .length,
    window_closes_at: windowClosesAt(db, person.phone, now),
  };
}

/** The company's conversations that hold at least one message, newest message first. */
export function listConversations(db: Database, idBusiness: number, now: Date): ConversationSummary[] {
  const people = companyPeople(db, idBusiness);
  const phones = [...people.keys()];
  const messages = messagesOf(db, idBusiness, phones);
  const byPhone = Map.groupBy(messages, (entry) => entry.phone);
  const ids = conversationIds(db, [...byPhone.keys()]);
  const reads = readMarks(db, idBusiness);
  return [...byPhone.entries()]
    .flatMap(([phone, entries]) => {
      const person = people.get(phone);
      const id = ids.get(phone);
      if (!person || id === undefined) return [];
      const summary = summarise(db, person, id, entries, reads.get(id), now);
      return summary ? [summary] : [];
    })
    .sort((a, b) => b.last_message.at.localeCompare(a.last_message.at) || b.id_conversation - a.id_conversation);
}

/** The person of conversation `id` when the company may read it; undefined otherwise. */
export function conversationPerson(db: Database, idBusiness: number, id: number): InboxPerson | undefined {
  const row = db.prepare('SELECT phone FROM conversations WHERE id_conversation = ?').get(id);
  return row ? companyPeople(db, idBusiness).get(text(row, 'phone')) : undefined;
}

export interface ConversationRead {
  readonly summary: ConversationSummary;
  readonly messages: InboxMessage[];
}

/** One conversation with its messages, oldest first; undefined when it is not the company's. */
export function readConversation(
  db: Database,
  idBusiness: number,
  id: number,
  now: Date,
): ConversationRead | undefined {
  const person = conversationPerson(db, idBusiness, id);
  if (!person) return undefined;
  const messages = messagesOf(db, idBusiness, [person.phone]);
  const readAt = readMarks(db, idBusiness).get(id);
  const summary = summarise(db, person, id, messages, readAt, now) ?? {
    id_conversation: id,
    name: person.name,
    kind: person.kind,
    id_user: person.idUser,
    phone: person.phone,
    last_message: { direction: 'out' as const, text: '', at: '' },
    unread: 0,
    window_closes_at: windowClosesAt(db, person.phone, now),
  };
  return { summary, messages: messages.map((entry) => entry.message) };
}

/** Records that the company has read conversation `id` up to `now`. */
export function markConversationRead(db: Database, idBusiness: number, id: number, now: Date): void {
  db.prepare(
    `INSERT INTO conversation_reads (id_conversation, id_business, read_at) VALUES (?, ?, ?)
     ON CONFLICT (id_conversation, id_business) DO UPDATE SET read_at = MAX(read_at, excluded.read_at)`,
  ).run(id, idBusiness, now.toISOString());
}

/** The message just stored, as the conversation shows it. */
export function inboxMessage(db: Database, idOutbox: number): InboxMessage | undefined {
  const row = db.prepare('SELECT id, text, kind, state, created_at FROM outbox WHERE id = ?').get(idOutbox);
  if (!row) return undefined;
  return {
    id: `out-${int(row, 'id')}`,
    direction: 'out',
    text: text(row, 'text'),
    at: text(row, 'created_at'),
    state: parseState(text(row, 'state')),
    failure: null,
    by_email: false,
    template: textOrNull(row, 'kind') === 'inbox-follow-up',
  };
}

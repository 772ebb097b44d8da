// Wire shapes of the recruiter's inbox ('Mensajes'): the company's WhatsApp conversations, one per
// person (a worker registered with the company, an applicant to its postings, or the owner of a
// vehicle one of its workers drives), newest first with what is unread; one conversation's
// messages with the delivery state of each one sent; and the reply, free text inside the 24-hour
// window after the person's last message, or the approved follow-up template outside it.
import * as v from 'valibot';
import { textSchema } from '../validation/text.ts';
import { DELIVERY_STATES } from './delivery.ts';
import { numericParam } from './params.ts';

const integer = v.pipe(v.number(), v.integer());

export const PERSON_KINDS = ['worker', 'applicant', 'owner'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export const PERSON_KIND_LABELS: Readonly<Record<PersonKind, string>> = {
  worker: 'Trabajador',
  applicant: 'Postulante',
  owner: 'Dueño de vehículo',
};

/** A free-text reply's longest length: WhatsApp's limit for a text message's body. */
export const INBOX_REPLY_MAX = 4096;

export const INBOX_MESSAGES = {
  replyRequired: 'Escribe el mensaje',
  replyMax: `El mensaje no puede tener más de ${INBOX_REPLY_MAX} caracteres`,
  notFound: 'No encontramos esa conversación entre las de tu empresa.',
  windowClosed:
    'Pasaron más de 24 horas desde el último mensaje de esta persona: WhatsApp solo permite escribirle con la plantilla aprobada.',
  sent: 'Mensaje enviado',
  templateSent: 'Enviamos la plantilla de seguimiento',
} as const;

/** `:id_conversation` of the conversation read or answered. */
export const ConversationParamsSchema = v.object({ id_conversation: numericParam() });

export const ConversationSummarySchema = v.object({
  id_conversation: integer,
  name: v.string(),
  kind: v.picklist(PERSON_KINDS),
  /** The account, for a worker or an applicant (the file's link); null for a vehicle owner. */
  id_user: v.nullable(integer),
  phone: v.string(),
  last_message: v.object({ direction: v.picklist(['in', 'out']), text: v.string(), at: v.string() }),
  unread: integer,
  /** When free text stops being allowed (24 hours after the person's last message); null: closed. */
  window_closes_at: v.nullable(v.string()),
});
export type ConversationSummary = v.InferOutput<typeof ConversationSummarySchema>;

export const ConversationsAnswerSchema = v.object({ data: v.array(ConversationSummarySchema) });

export const InboxMessageSchema = v.object({
  /** 'in-12' or 'out-34': unique within the conversation. */
  id: v.string(),
  direction: v.picklist(['in', 'out']),
  text: v.string(),
  at: v.string(),
  /** The delivery state of a message sent; null for one received. */
  state: v.nullable(v.picklist(DELIVERY_STATES)),
  /** Why a message sent failed, in Spanish; null otherwise. */
  failure: v.nullable(v.string()),
  /** The message went by e-mail instead, once chat failed for good. */
  by_email: v.boolean(),
  /** Sent as an approved template (outside the window). */
  template: v.boolean(),
});
export type InboxMessage = v.InferOutput<typeof InboxMessageSchema>;

export const ConversationAnswerSchema = v.object({
  data: v.object({
    conversation: ConversationSummarySchema,
    /** Oldest first, as a chat reads. */
    messages: v.array(InboxMessageSchema),
    /** The follow-up template's text, as the person would read it. */
    template_text: v.string(),
  }),
});
export type Conversation = v.InferOutput<typeof ConversationAnswerSchema>['data'];

/** The reply's text: required, at most WhatsApp's length, several lines allowed. */
export function inboxReplyTextSchema() {
  return textSchema({
    max: INBOX_REPLY_MAX,
    maxMessage: INBOX_MESSAGES.replyMax,
    required: INBOX_MESSAGES.replyRequired,
    lines: 'multi',
  });
}

export const InboxReplyBodySchema = v.variant('mode', [
  v.object({ mode: v.literal('text'), text: inboxReplyTextSchema() }),
  v.object({ mode: v.literal('template') }),
]);
export type InboxReplyBody = v.InferInput<typeof InboxReplyBodySchema>;

export const InboxReplyAnswerSchema = v.object({ message: v.string(), data: InboxMessageSchema });

export const ConversationReadAnswerSchema = v.object({ data: v.object({ unread: integer }) });

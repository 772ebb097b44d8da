// /business/conversations — the recruiter's inbox, 'Mensajes' (header auth-business; an extension
// of the specified API). Shapes: src/lib/contract/inbox.ts; rules: docs/messages.md, "The inbox".
//   GET  /conversations
//        → 200 { data: ConversationSummary[] }: one per person of the company who has a message,
//          newest first, with what is unread and when the 24-hour window closes.
//   GET  /conversations/:id_conversation
//        → 200 { data: { conversation, messages, template_text } }: the messages oldest first, each
//          sent one with its delivery state ('Falló' with its reason, and whether it went by e-mail).
//   POST /conversations/:id_conversation/messages  { mode: 'text', text } | { mode: 'template' }
//        → 200 { message, data: InboxMessage }: queued as chat for the person's phone, falling back
//          to their e-mail when chat fails for good; the conversation is read.
//        → 409 when free text is asked for outside the window (only the template may go then).
//   POST /conversations/:id_conversation/read  (no body)
//        → 200 { data: { unread: 0 } }: read up to now.
// A conversation that is not one of the company's people is 404 on each, as an unknown id is.
import { Hono } from 'hono';
import { ConversationParamsSchema, INBOX_MESSAGES, InboxReplyBodySchema } from '../../../src/lib/contract/inbox.ts';
import { transaction } from '../../db/database.ts';
import {
  conversationPerson,
  inboxMessage,
  listConversations,
  markConversationRead,
  readConversation,
  windowClosesAt,
} from '../../db/inbox.ts';
import { sendMail } from '../../db/outbox.ts';
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody, routeParams } from '../../lib/validate.ts';
import { companyOf } from './company.ts';

const idParam = routeParams(ConversationParamsSchema);

function companyName(db: Database, idBusiness: number): string {
  const row = db.prepare('SELECT display_name FROM businesses WHERE id_business = ?').get(idBusiness);
  return typeof row?.['display_name'] === 'string' ? row['display_name'] : 'Tu empresa';
}

/** The approved follow-up template's text with the company's name, as the person reads it. */
export function followUpText(company: string): string {
  return `${company} quiere retomar la conversación contigo por este chat. Respóndenos aquí cuando puedas.`;
}

export function inboxRoutes(deps: AppDeps) {
  const guard = requireBusiness(deps);
  return new Hono<AuthEnv>()
    .get('/conversations', guard, (c) =>
      c.json({ data: transaction(deps.db, () => listConversations(deps.db, companyOf(c).id_business, deps.now())) }),
    )
    .get('/conversations/:id_conversation', guard, idParam, (c) => {
      const { id_business } = companyOf(c);
      const read = readConversation(deps.db, id_business, c.req.valid('param').id_conversation, deps.now());
      if (!read) return c.json({ message: INBOX_MESSAGES.notFound }, 404);
      return c.json({
        data: {
          conversation: read.summary,
          messages: read.messages,
          template_text: followUpText(companyName(deps.db, id_business)),
        },
      });
    })
    .post('/conversations/:id_conversation/messages', guard, idParam, jsonBody(InboxReplyBodySchema), (c) => {
      const { id_business } = companyOf(c);
      const id = c.req.valid('param').id_conversation;
      const body = c.req.valid('json');
      const now = deps.now();
      const person = conversationPerson(deps.db, id_business, id);
      if (!person) return c.json({ message: INBOX_MESSAGES.notFound }, 404);
      if (body.mode === 'text' && windowClosesAt(deps.db, person.phone, now) === null) {
        return c.json({ message: INBOX_MESSAGES.windowClosed }, 409);
      }
      const company = companyName(deps.db, id_business);
      const stored = transaction(deps.db, () => {
        const outbox = sendMail(
          deps.db,
          {
            channel: 'chat',
            to: person.phone,
            subject: `Mensaje de ${company}`,
            ...(body.mode === 'text'
              ? { text: body.text, kind: 'inbox-reply' as const }
              : { text: followUpText(company), kind: 'inbox-follow-up' as const, params: { body: [company] } }),
            ...(person.email ? { fallbackTo: person.email } : {}),
            ...(person.idUser !== null ? { idUser: person.idUser } : {}),
            idBusiness: id_business,
          },
          now,
        );
        markConversationRead(deps.db, id_business, id, now);
        return inboxMessage(deps.db, outbox);
      });
      return c.json({
        message: body.mode === 'text' ? INBOX_MESSAGES.sent : INBOX_MESSAGES.templateSent,
        data: stored,
      });
    })
    .post('/conversations/:id_conversation/read', guard, idParam, (c) => {
      const { id_business } = companyOf(c);
      const id = c.req.valid('param').id_conversation;
      if (!conversationPerson(deps.db, id_business, id)) return c.json({ message: INBOX_MESSAGES.notFound }, 404);
      markConversationRead(deps.db, id_business, id, deps.now());
      return c.json({ data: { unread: 0 } });
    });
}

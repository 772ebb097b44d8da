// The recruiter's inbox (business API, auth-business; shapes in src/lib/contract/inbox.ts):
//   GET  /business/conversations                          → { data: ConversationSummary[] }
//   GET  /business/conversations/:id                      → { data: Conversation }
//   POST /business/conversations/:id/messages  { mode: 'text', text } | { mode: 'template' }
//                                                         → { message, data: InboxMessage }
//   POST /business/conversations/:id/read                 → { data: { unread: 0 } }
import * as v from 'valibot';
import {
  ConversationAnswerSchema,
  ConversationReadAnswerSchema,
  ConversationsAnswerSchema,
  InboxReplyAnswerSchema,
  type Conversation,
  type ConversationSummary,
  type InboxReplyBody,
} from '@/lib/contract/inbox.ts';
import { businessApi } from '@/lib/http/index.ts';

const BASE = '/business/conversations';

function parse<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, answer);
  if (!parsed.success) throw new Error('Respuesta inesperada del servidor');
  return parsed.output;
}

export async function fetchConversations(): Promise<readonly ConversationSummary[]> {
  return parse(ConversationsAnswerSchema, await businessApi.get<unknown>(BASE)).data;
}

export async function fetchConversation(id: number): Promise<Conversation> {
  return parse(ConversationAnswerSchema, await businessApi.get<unknown>(`${BASE}/${id}`)).data;
}

export async function sendReply(id: number, body: InboxReplyBody): Promise<string> {
  return parse(InboxReplyAnswerSchema, await businessApi.post<unknown>(`${BASE}/${id}/messages`, body)).message;
}

export async function markRead(id: number): Promise<void> {
  parse(ConversationReadAnswerSchema, await businessApi.post<unknown>(`${BASE}/${id}/read`, {}));
}

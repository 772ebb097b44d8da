// The recruiter's inbox (business API, auth-business; shapes in src/lib/contract/inbox.ts):
//   GET  /business/conversations                          → { data: ConversationSummary[] }
//   GET  /business/conversations/:id                      → { data: Conversation }
//   POST /business/conversations/:id/messages  { mode: 'text', text } | { mode: 'template' }
//                                                         → { message, data: InboxMessage }
//   POST /business/conversations/:id/read                 → { data: { unread: 0 } }
import {
  ConversationAnswerSchema,
  ConversationReadAnswerSchema,
  ConversationsAnswerSchema,
  InboxReplyAnswerSchema,
  type Conversation,
  type ConversationSummary,
  type InboxReplyBody,
} from '@/lib/contract/inbox.ts';
import { businessApi, parseAnswer } from '@/lib/http/index.ts';

const BASE = '/business/conversations';

export async function fetchConversations(): Promise<readonly ConversationSummary[]> {
  return parseAnswer(ConversationsAnswerSchema, await businessApi.get<unknown>(BASE)).data;
}

export async function fetchConversation(id: number): Promise<Conversation> {
  return parseAnswer(ConversationAnswerSchema, await businessApi.get<unknown>(`${BASE}/${id}`)).data;
}

export async function sendReply(id: number, body: InboxReplyBody): Promise<string> {
  return parseAnswer(InboxReplyAnswerSchema, await businessApi.post<unknown>(`${BASE}/${id}/messages`, body)).message;
}

export async function markRead(id: number): Promise<void> {
  parseAnswer(ConversationReadAnswerSchema, await businessApi.post<unknown>(`${BASE}/${id}/read`, {}));
}

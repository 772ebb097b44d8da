// 'Mensajes': the company's conversations and the one open, each a Remote held by its store. The
// view loads both when it opens and asks again while the page is visible (refresh keeps what is on
// screen until the new answer arrives), so a message that arrives shows up without a reload. What
// the recruiter is typing is kept per conversation here, outside the view, so neither a refresh
// nor a visit to another conversation loses it.
import type { InboxReplyBody } from '@/lib/contract/inbox.ts';
import { remoteStore } from '@/lib/remote-store.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { fetchConversation, fetchConversations, markRead, sendReply } from './messages-api.ts';

const list = remoteStore(fetchConversations, failureText);
const open = remoteStore(fetchConversation, failureText);

export const $conversations = list.$entry;
export const conversationsState = list.stateFor;
export const loadConversations = list.load;
export const refreshConversations = list.refresh;
export const forgetConversations = list.reset;

export const $conversation = open.$entry;
export const conversationState = open.stateFor;
export const loadConversation = open.load;
export const refreshConversation = open.refresh;
export const forgetConversation = open.reset;

/** How often the open inbox asks for new messages while the page is visible. */
export const POLL_MS = 10_000;

const drafts = new Map<number, string>();

export const draftOf = (id: number) => drafts.get(id) ?? '';

export function keepDraft(id: number, text: string): void {
  if (text === '') drafts.delete(id);
  else drafts.set(id, text);
}

/** Marks the conversation read, then asks for the list again (its unread count is now 0). */
export async function readConversation(id: number): Promise<void> {
  await markRead(id);
  await refreshConversations();
}

/** Sends the reply; on success forgets the draft and reloads the conversation and the list. */
export async function reply(id: number, body: InboxReplyBody): Promise<string> {
  const message = await sendReply(id, body);
  if (body.mode === 'text') keepDraft(id, '');
  await Promise.all([loadConversation(id), refreshConversations()]);
  return message;
}

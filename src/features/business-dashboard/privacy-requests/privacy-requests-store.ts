// 'Solicitudes de privacidad': the company's requests as a Remote list, loaded when the view opens
// and again after each answer, and forgotten when it closes.
import { remoteStore } from '@/lib/remote-store.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { answerPrivacyRequest, fetchPrivacyRequests, type PrivacyAnswerAction } from './privacy-requests-api.ts';

const store = remoteStore(fetchPrivacyRequests, failureText);

export const $privacyRequests = store.$entry;
export const privacyRequestsState = store.stateFor;
export const loadPrivacyRequests = store.load;
export const forgetPrivacyRequests = store.reset;

/** Sends the answer, then reloads the list; resolves the API's message and the answered request. */
export async function answerRequest(id: number, action: PrivacyAnswerAction, text: string) {
  const answer = await answerPrivacyRequest(id, action, text);
  await loadPrivacyRequests();
  return answer;
}

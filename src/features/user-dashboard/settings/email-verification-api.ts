// E-mail verification (security settings), users API with auth-user:
//   POST /api/users/email-verification          → { message, data: { sent_at, expires_at, resend_at } }
//   POST /api/users/email-verification/confirm  { code } → { message, data: { email_verified: true } }
// Refusals the view shows as they come: 409 verified already, 422 a wrong or expired code, 429 wait
// (the message says how long).
import * as v from 'valibot';
import {
  emailCodeSentAnswerSchema,
  emailVerifiedAnswerSchema,
  type EmailCodeBody,
  type EmailCodeState,
} from '@/lib/contract/email-verification.ts';
import { usersApi, type ApiClient } from '@/lib/http/index.ts';

export async function sendEmailCode(
  client: ApiClient = usersApi,
): Promise<{ readonly state: EmailCodeState; readonly message: string }> {
  const answer = v.parse(emailCodeSentAnswerSchema, await client.post<unknown>('/api/users/email-verification', {}));
  return { state: answer.data, message: answer.message };
}

export async function confirmEmailCode(body: EmailCodeBody, client: ApiClient = usersApi): Promise<string> {
  const answer = v.parse(
    emailVerifiedAnswerSchema,
    await client.post<unknown>('/api/users/email-verification/confirm', { ...body }),
  );
  return answer.message;
}

// Endpoint module: password recovery on the users API.
//   POST /auth/reset-password { email, rgs? }            → link sent if the e-mail exists
//   POST /auth/reset-password-verify-token { token, rgs } → valid when the status is 2xx below 204
//   POST /auth/reset-password-confirm { token, password, rgs } → on success go to the login
import { usersApi } from '@/lib/http/clients.ts';

export interface MessageAnswer {
  readonly message?: unknown;
}

const withRgs = (rgs: string | null) => (rgs ? { rgs } : {});

export function requestPasswordReset(email: string, rgs: string | null): Promise<MessageAnswer | null> {
  return usersApi.post<MessageAnswer | null>('/auth/reset-password', { email, ...withRgs(rgs) });
}

/** True for a 2xx answer below 204 (the HTTP layer throws on anything outside 2xx). */
export async function verifyResetToken(token: string, rgs: string | null): Promise<boolean> {
  try {
    const status = await usersApi.post<number>(
      '/auth/reset-password-verify-token',
      { token, ...withRgs(rgs) },
      { as: 'status' },
    );
    return status < 204;
  } catch {
    return false;
  }
}

export function confirmPasswordReset(
  token: string,
  password: string,
  rgs: string | null,
): Promise<MessageAnswer | null> {
  return usersApi.post<MessageAnswer | null>('/auth/reset-password-confirm', { token, password, ...withRgs(rgs) });
}

export function messageOf(answer: MessageAnswer | null, fallback: string): string {
  return typeof answer?.message === 'string' && answer.message.trim() ? answer.message : fallback;
}

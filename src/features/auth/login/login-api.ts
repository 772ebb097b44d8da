// Endpoint module: sign-in calls on the users API.
//   POST /auth/login { email, password, rgs? }
//   POST /auth/validate-code-email-verification { code, token }
// Both answer { message, data }: the signed-in actor with token_jwt, or (login only) the
// e-mail-verification request { email_verification: true, email_one_time_token }.
import type { LoginBody } from '@/lib/contract/auth.ts';
import { usersApi } from '@/lib/http/clients.ts';

/** rgs is absent on the bare /login (company accounts). */
export type LoginRequest = LoginBody;

export interface SignInAnswer {
  readonly message?: unknown;
  readonly data?: unknown;
}

export function login(request: LoginRequest): Promise<SignInAnswer | null> {
  return usersApi.post<SignInAnswer | null>('/auth/login', { ...request });
}

export function validateEmailCode(code: string, token: string): Promise<SignInAnswer | null> {
  return usersApi.post<SignInAnswer | null>('/auth/validate-code-email-verification', { code, token });
}

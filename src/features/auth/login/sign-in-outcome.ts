// What a sign-in answer means: a code to verify first (with a
// one-time token of 1 to 64 characters), a user session (role User), a business session (any
// other role), or an answer we cannot use; and the company sign-in's pointer for a worker who
// signed in there with their own right credentials.
import * as v from 'valibot';
import { WorkerAccountAnswerSchema, type WorkerAccountAnswer } from '@/lib/contract/auth.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { USER_ROLE } from '@/lib/session/types.ts';
import type { SignInAnswer } from './login-api.ts';

export const ONE_TIME_TOKEN_MAX = 64;

export type SignInOutcome =
  | { readonly kind: 'verify-email'; readonly oneTimeToken: string; readonly message: string }
  | {
      readonly kind: 'user' | 'business';
      readonly actor: Record<string, unknown>;
      readonly token: string;
      readonly message: string;
    }
  | { readonly kind: 'unusable' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readSignInAnswer(answer: SignInAnswer | null): SignInOutcome {
  if (!answer || !isRecord(answer.data)) return { kind: 'unusable' };
  const data = answer.data;
  const message = typeof answer.message === 'string' ? answer.message : '';
  if (data['email_verification'] === true) {
    const oneTimeToken = data['email_one_time_token'];
    const usable =
      typeof oneTimeToken === 'string' && oneTimeToken.length >= 1 && oneTimeToken.length <= ONE_TIME_TOKEN_MAX;
    return usable ? { kind: 'verify-email', oneTimeToken, message } : { kind: 'unusable' };
  }
  const { token_jwt: token, ...actor } = data;
  if (typeof token !== 'string' || typeof actor['role'] !== 'string') return { kind: 'unusable' };
  return { kind: actor['role'] === USER_ROLE ? 'user' : 'business', actor, token, message };
}

export type WorkerAccount = WorkerAccountAnswer['data']['worker_account'] & { readonly message: string };

/** The company sign-in's refusal of a worker's right credentials: where the worker signs in. */
export function workerAccountOf(error: unknown): WorkerAccount | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const parsed = v.safeParse(WorkerAccountAnswerSchema, error.body);
  if (!parsed.success || !parsed.output.data.worker_account.login_path.startsWith('/login/')) return null;
  return { ...parsed.output.data.worker_account, message: parsed.output.message };
}

// The checks of the signing form, with the shared rules' Spanish messages: the whole contract
// read, the express consent and the six-digit code; and the reason of a rejection
// (see docs/legal/electronic-signature.md).
import * as v from 'valibot';
import {
  rejectRequestSchema,
  signContractRequestSchema,
  type RejectRequest,
  type SignContractRequest,
} from '@/lib/contract/signing.ts';

export type SignField = 'read_all' | 'consent' | 'code';
export type SignErrors = { readonly [key in SignField]?: string | undefined };

export interface SignInput {
  readonly readAll: boolean;
  readonly consent: boolean;
  readonly code: string;
}

/** The request to send, or the first message of each field that breaks its rule. */
export function checkSign(
  input: SignInput,
): { ok: true; request: SignContractRequest } | { ok: false; errors: SignErrors } {
  const request = { code: input.code, consent: input.consent, read_all: input.readAll };
  const result = v.safeParse(signContractRequestSchema, request, { abortPipeEarly: true });
  if (result.success) return { ok: true, request: result.output };
  const errors: Partial<Record<SignField, string>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as SignField | undefined;
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** The rejection to send, or the reason's message. */
export function checkReason(reason: string): { ok: true; request: RejectRequest } | { ok: false; message: string } {
  const result = v.safeParse(rejectRequestSchema, { reason }, { abortPipeEarly: true });
  return result.success ? { ok: true, request: result.output } : { ok: false, message: result.issues[0].message };
}

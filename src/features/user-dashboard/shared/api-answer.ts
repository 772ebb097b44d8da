// Reading the users API's answers: `{ data }` wrappers, lists whose bad entries are skipped, and
// the success message (a string or a list) with a fallback for an answer that carries none.
import * as v from 'valibot';
import { isApiError, normaliseMessages, parseAnswer } from '@/lib/http/index.ts';

export function unwrap(answer: unknown, key = 'data'): unknown {
  return typeof answer === 'object' && answer !== null && key in answer
    ? (answer as Record<string, unknown>)[key]
    : answer;
}

/** The entries of `list` that fit `schema` (anything else in the answer is ignored). */
export function parseList<S extends v.GenericSchema>(schema: S, list: unknown): v.InferOutput<S>[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = v.safeParse(schema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

/** One record; a malformed answer is an error the caller shows like any failed request. */
export const parseOne = parseAnswer;

export function successMessage(answer: unknown, fallback: string): string {
  const messages = normaliseMessages(answer);
  return messages.length > 0 ? messages.join(', ') : fallback;
}

export const NETWORK_FAILURE = 'No pudimos conectar con el servidor. Revisa tu conexión e intenta nuevamente.';
export const UNKNOWN_FAILURE = 'Ocurrió un error inesperado. Intenta nuevamente.';

/** The text a failed call shows: the server's messages, or what went wrong on the way. */
export function failureText(error: unknown): string {
  if (!isApiError(error)) return UNKNOWN_FAILURE;
  if (error.kind === 'network' || error.kind === 'timeout') return NETWORK_FAILURE;
  return error.serverMessage(UNKNOWN_FAILURE);
}

// The one error type for every failed request: network, timeout, cancelled by the person, non-2xx
// status or a body that is not JSON. It carries the status and the server's messages normalised to a list; islands
// decide which specification text to show.

export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'parse';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** Server messages, from `{ message }` given as an array or a string; may be empty. */
  readonly messages: string[];
  /** The error answer's JSON body, for a refusal that carries more than messages; null otherwise. */
  readonly body: unknown;

  constructor(kind: ApiErrorKind, status: number, messages: string[], body: unknown = null) {
    super(messages.length > 0 ? messages.join(', ') : `${kind} error${status ? ` (${status})` : ''}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.messages = messages;
    this.body = body;
  }

  /**
   * True when no answer arrived (dropped connection or silence): the server may still have done
   * the work, so a submit or upload that ends this way must be checked before calling it failed.
   */
  get uncertain(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }

  /** A 429: the server asks to wait before trying again, and its message says for how long. */
  get throttled(): boolean {
    return this.kind === 'http' && this.status === 429;
  }

  /** The server's messages joined with ', ', or the fallback when there are none. */
  serverMessage(fallback = ''): string {
    return this.messages.length > 0 ? this.messages.join(', ') : fallback;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function asMessages(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => asMessages(item));
  return [];
}

/** Reads `message`, `messages`, `error` or `errors` from an error body of any shape. */
export function normaliseMessages(body: unknown): string[] {
  if (body === null || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'messages', 'error', 'errors']) {
    const found = asMessages(record[key]);
    if (found.length > 0) return found;
  }
  return [];
}

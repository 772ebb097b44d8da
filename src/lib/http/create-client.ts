// Builds an API client on ofetch: base URL, credentials on every call, the auth header of its
// side from $authTokens, a 30 s timeout, and every failure turned into one ApiError. Requests
// that carry files (a FormData body) go through XMLHttpRequest instead, for upload progress and
// an idle limit in place of the total one. Reads (GET) that get no answer, or a 502/503/504 from a
// gateway, are tried again up to three times in all; nothing else is ever repeated by this layer.
import { ofetch, type FetchOptions } from 'ofetch';
import { ApiError, normaliseMessages } from './api-error.ts';
import type { AccountDeleted } from '../contract/privacy.ts';
import { $authTokens, $refusedDeletion, $refusedToken, $refusedWrite, type AuthTokens } from './auth-tokens.ts';
import { SAVED_AT_HEADER } from '../pwa/offline-cache.ts';
import { noteAnswer, noteNetworkFailure } from './network-state.ts';
import { sendWithXhr, type UploadProgress } from './xhr-send.ts';

/**
 * The deletion confirmation a 401's body carries (see $refusedDeletion), or null. Checked by its
 * shape here, so the client of every page does not carry the privacy contract's schemas.
 */
function deletionIn(data: unknown): AccountDeleted | null {
  if (typeof data !== 'string') return null;
  try {
    const body: unknown = JSON.parse(data);
    const deletion: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'deletion') : null;
    if (typeof deletion !== 'object' || deletion === null) return null;
    const fields = deletion as Record<string, unknown>;
    const ok =
      (fields['id_request'] === null || Number.isInteger(fields['id_request'])) &&
      typeof fields['deleted_at'] === 'string' &&
      Array.isArray(fields['deleted']) &&
      fields['deleted'].every((item) => typeof item === 'string') &&
      Array.isArray(fields['kept']) &&
      fields['kept'].every(
        (item: unknown) =>
          typeof item === 'object' &&
          item !== null &&
          typeof Reflect.get(item, 'label') === 'string' &&
          Number.isInteger(Reflect.get(item, 'count')) &&
          typeof Reflect.get(item, 'reason') === 'string',
      );
    return ok ? (deletion as AccountDeleted) : null;
  } catch {
    return null;
  }
}

export const REQUEST_TIMEOUT_MS = 30_000;
/** A request carrying files is aborted after this long without a byte moving. */
export const UPLOAD_IDLE_MS = 30_000;
/** Tries of a read in all (the first one included). */
export const READ_ATTEMPTS = 3;
/** Base wait before the second try; doubled for the third, each with random jitter. */
export const READ_RETRY_BASE_MS = 400;
const RETRIED_STATUSES = new Set([502, 503, 504]);

export type AuthSide = 'user' | 'business' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown> | unknown[] | FormData;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Bytes sent so far of a FormData body. */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** true: a POST that only reads (a search); a 401 to it is a refused read, not a refused save. */
  readOnly?: boolean;
  /** false: a read is tried once only (a poll that has its own rhythm). */
  retry?: boolean;
  /** 'blob' for file downloads; 'status' for the 2xx status number (of a JSON or empty answer); JSON otherwise. */
  as?: 'json' | 'blob' | 'status';
}

export interface ClientConfig {
  baseURL: string;
  auth: AuthSide;
  timeout?: number;
  uploadIdleMs?: number;
  /** Injected in tests. */
  fetch?: typeof globalThis.fetch;
  xhr?: () => XMLHttpRequest;
  /** Injected in tests: the wait before a read's next try. */
  sleep?: (ms: number) => Promise<void>;
}

const HEADER: Record<Exclude<AuthSide, 'none'>, string> = { user: 'auth-user', business: 'auth-business' };

function authHeaders(side: AuthSide, tokens: AuthTokens): Record<string, string> {
  if (side === 'none') return {};
  const token = tokens[side];
  return token ? { [HEADER[side]]: token } : {};
}

function parseJson(text: string, status: number): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('parse', status, []);
  }
}

/** The wait before try number `attempt + 1`: base × 2^(attempt − 1), scaled by 0.5–1.5 at random. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(READ_RETRY_BASE_MS * 2 ** (attempt - 1) * (0.5 + random()));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function shouldRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || (error.kind === 'http' && RETRIED_STATUSES.has(error.status));
}

function joinURL(base: string, path: string, query: RequestOptions['query']): string {
  const url = /^https?:\/\//.test(path) ? new URL(path) : new URL(path.replace(/^\//, ''), base.replace(/\/?$/, '/'));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export function createApiClient(config: ClientConfig) {
  const $fetch = config.fetch ? ofetch.create({}, { fetch: config.fetch }) : ofetch;
  const sleep = config.sleep ?? wait;

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    if (method !== 'GET' || options.retry === false) return once<T>(path, options);
    for (let attempt = 1; ; attempt++) {
      try {
        return await once<T>(path, options);
      } catch (error) {
        if (attempt >= READ_ATTEMPTS || !shouldRetry(error) || options.signal?.aborted) throw error;
        await sleep(retryDelay(attempt));
        if (options.signal?.aborted) throw error;
      }
    }
  }

  /**
   * Maps a status and body text to the value or the ApiError, exactly as for every request.
   * `fromStore`: the service worker answered from its stored copy, which says nothing about the
   * connection (taking it for one made an offline page read everything again and again).
   */
  function answer(
    status: number,
    data: unknown,
    tokens: AuthTokens,
    options: RequestOptions,
    fromStore = false,
  ): unknown {
    if (!fromStore) noteAnswer();
    // A 401 to the session's own token (not a per-call one, like the power token) is recorded,
    // with whether it answered a write; the session store ends the session. The HTTP layer itself
    // goes nowhere.
    if (status === 401 && config.auth !== 'none') {
      const sent = tokens[config.auth];
      if (sent && options.headers?.[HEADER[config.auth]] === undefined) {
        $refusedWrite.set((options.method ?? 'GET') !== 'GET' && options.readOnly !== true);
        $refusedDeletion.set(config.auth === 'user' ? deletionIn(data) : null);
        $refusedToken.set(sent);
      }
    }
    if (status >= 200 && status < 300) {
      if (options.as === 'blob') return data;
      const body = parseJson(typeof data === 'string' ? data : '', status);
      // 'status' still refuses a body that is not JSON (a proxy's page is not the API's answer).
      return options.as === 'status' ? status : body;
    }
    let body: unknown = null;
    if (typeof data === 'string') {
      try {
        body = parseJson(data, status);
      } catch {
        body = null; // An HTML or plain-text error page carries no messages we can trust.
      }
    }
    throw new ApiError('http', status, normaliseMessages(body), body);
  }

  async function send<T>(path: string, body: FormData, options: RequestOptions): Promise<T> {
    const tokens = $authTokens.get();
    const outcome = await sendWithXhr({
      url: joinURL(config.baseURL, path, options.query),
      method: options.method ?? 'POST',
      headers: { accept: 'application/json', ...authHeaders(config.auth, tokens), ...options.headers },
      body,
      idleMs: config.uploadIdleMs ?? UPLOAD_IDLE_MS,
      signal: options.signal,
      onProgress: options.onUploadProgress,
      xhr: config.xhr,
    });
    if (outcome.kind === 'answer') {
      // XMLHttpRequest reports a refused or dropped connection as status 0 on some engines.
      if (outcome.status === 0) {
        noteNetworkFailure();
        throw new ApiError('network', 0, []);
      }
      return answer(outcome.status, outcome.text, tokens, { ...options, method: options.method ?? 'POST' }) as T;
    }
    if (outcome.kind === 'network') noteNetworkFailure();
    throw new ApiError(outcome.kind, 0, []);
  }

  async function once<T>(path: string, options: RequestOptions): Promise<T> {
    if (options.body instanceof FormData && options.as !== 'blob') return send<T>(path, options.body, options);
    const tokens = $authTokens.get();
    const timeout = config.timeout ?? REQUEST_TIMEOUT_MS;
    // ofetch drops its own timeout when the caller passes a signal (an island aborting on
    // unmount): combine the two so that the caller's signal never lifts the time limit.
    const timeoutSignal = options.signal ? AbortSignal.timeout(timeout) : undefined;
    const fetchOptions: FetchOptions<'text' | 'blob'> = {
      baseURL: config.baseURL,
      method: options.method ?? 'GET',
      credentials: 'include',
      retry: 0,
      ignoreResponseError: true,
      responseType: options.as === 'blob' ? 'blob' : 'text',
      headers: { accept: 'application/json', ...authHeaders(config.auth, tokens), ...options.headers },
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(options.query === undefined ? {} : { query: options.query }),
      ...(options.signal && timeoutSignal ? { signal: AbortSignal.any([options.signal, timeoutSignal]) } : { timeout }),
    };

    let response;
    try {
      response = await $fetch.raw<string | Blob, 'text' | 'blob'>(path, fetchOptions);
    } catch (error) {
      if (options.signal?.aborted) throw new ApiError('aborted', 0, []);
      const timedOut =
        timeoutSignal?.aborted === true ||
        (error instanceof Error && (error.name === 'TimeoutError' || /timeout/i.test(error.message)));
      if (!timedOut) noteNetworkFailure();
      throw new ApiError(timedOut ? 'timeout' : 'network', 0, []);
    }
    // A download's refusal still carries the server's words: read its body as text, like any answer's.
    const failedDownload = response._data instanceof Blob && (response.status < 200 || response.status >= 300);
    const data = failedDownload ? await (response._data as Blob).text().catch(() => '') : response._data;
    return answer(response.status, data, tokens, options, response.headers.has(SAVED_AT_HEADER)) as T;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: RequestOptions['body'], options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', ...(body === undefined ? {} : { body }) }),
    put: <T>(path: string, body?: RequestOptions['body'], options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', ...(body === undefined ? {} : { body }) }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

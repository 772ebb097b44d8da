// Builds an API client on ofetch: base URL, credentials on every call, the auth header of its
// side from $authTokens, a 30 s timeout, and every failure turned into one ApiError.
import { ofetch, type FetchOptions } from 'ofetch';
import { ApiError, normaliseMessages } from './api-error.ts';
import { $authTokens, $refusedToken, type AuthTokens } from './auth-tokens.ts';

export const REQUEST_TIMEOUT_MS = 30_000;

export type AuthSide = 'user' | 'business' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown> | unknown[] | FormData;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for file downloads; 'status' for the 2xx status number (of a JSON or empty answer); JSON otherwise. */
  as?: 'json' | 'blob' | 'status';
}

export interface ClientConfig {
  baseURL: string;
  auth: AuthSide;
  timeout?: number;
  /** Injected in tests. */
  fetch?: typeof globalThis.fetch;
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

export function createApiClient(config: ClientConfig) {
  const $fetch = config.fetch ? ofetch.create({}, { fetch: config.fetch }) : ofetch;

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
      const timedOut =
        timeoutSignal?.aborted === true ||
        (error instanceof Error && (error.name === 'TimeoutError' || /timeout/i.test(error.message)));
      throw new ApiError(timedOut ? 'timeout' : 'network', 0, []);
    }

    const { status } = response;
    const data: unknown = response._data;
    // A 401 to the session's own token (not a per-call one, like the power token) is recorded;
    // the session store ends the session. The HTTP layer itself goes nowhere.
    if (status === 401 && config.auth !== 'none') {
      const sent = tokens[config.auth];
      if (sent && options.headers?.[HEADER[config.auth]] === undefined) $refusedToken.set(sent);
    }
    if (status >= 200 && status < 300) {
      if (options.as === 'blob') return data as T;
      const body = parseJson(typeof data === 'string' ? data : '', status);
      // 'status' still refuses a body that is not JSON (a proxy's page is not the API's answer).
      return (options.as === 'status' ? status : body) as T;
    }
    let body: unknown = null;
    if (typeof data === 'string') {
      try {
        body = parseJson(data, status);
      } catch {
        body = null; // An HTML or plain-text error page carries no messages we can trust.
      }
    }
    throw new ApiError('http', status, normaliseMessages(body));
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

// Requests that carry files: XMLHttpRequest with upload progress, the auth headers and
// credentials of every call, an idle limit instead of a total one, and the usual ApiError mapping.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $authTokens, $refusedToken, $refusedWrite } from './auth-tokens.ts';
import { createApiClient, UPLOAD_IDLE_MS } from './create-client.ts';
import { $requestsFailing } from './network-state.ts';
import { failure } from './test-support.ts';

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

/** A stand-in XMLHttpRequest driven by the test: progress, answer, error or silence. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = {
    addEventListener: (type: string, listener: Listener) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  emit(type: string, loaded = 0, total = 0) {
    for (const listener of this.listeners.get(type) ?? []) listener({ loaded, total, lengthComputable: total > 0 });
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get('progress') ?? [])
      listener({ loaded, total, lengthComputable: true });
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.emit('load');
  }
}

const xhr = () => new FakeXhr() as unknown as XMLHttpRequest;
const current = () => {
  if (!FakeXhr.last) throw new Error('no request was sent');
  return FakeXhr.last;
};

function files(): FormData {
  const body = new FormData();
  body.append('licencia', new Blob(['x'.repeat(10)], { type: 'image/jpeg' }), 'licencia.jpg');
  return body;
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  $authTokens.set({ user: null, business: null });
  $refusedToken.set(null);
  $requestsFailing.set(false);
});

describe('uploads through the HTTP layer', () => {
  it('sends a FormData body with XMLHttpRequest, credentials, the auth header and the query', async () => {
    $authTokens.set({ user: 'user-token', business: null });
    const api = createApiClient({ baseURL: 'http://api.test/base', auth: 'user', xhr });
    const body = files();
    const call = api.post<{ ok: boolean }>('/api/users/files', body, { query: { id: 7 } });
    const request = current();
    expect(request).toMatchObject({ method: 'POST', url: 'http://api.test/base/api/users/files?id=7' });
    expect(request.withCredentials).toBe(true);
    expect(request.headers).toEqual({ accept: 'application/json', 'auth-user': 'user-token' });
    expect(request.body).toBe(body);
    request.answer(201, '{"ok":true}');
    await expect(call).resolves.toEqual({ ok: true });
  });

  it('reports the bytes sent until the whole body has gone', async () => {
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', xhr });
    const seen: number[] = [];
    const call = api.post('/upload', files(), { onUploadProgress: ({ loaded, total }) => seen.push(loaded / total) });
    current().progress(1_200_000, 2_600_000);
    current().progress(2_600_000, 2_600_000);
    current().answer(200, '{}');
    await call;
    expect(seen).toEqual([1_200_000 / 2_600_000, 1]);
  });

  it('never cuts an upload at a total time while bytes keep moving', async () => {
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', xhr });
    const call = api.post('/upload', files());
    for (let second = 1; second <= 90; second++) {
      vi.advanceTimersByTime(1000);
      current().progress(second * 1000, 90_000);
    }
    expect(current().aborted).toBe(false);
    current().answer(200, '{"saved":true}');
    await expect(call).resolves.toEqual({ saved: true });
  });

  it('aborts after 30 s without progress and calls it a timeout, an uncertain outcome', async () => {
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', xhr });
    const call = failure(api.post('/upload', files()));
    current().progress(500, 1000);
    vi.advanceTimersByTime(UPLOAD_IDLE_MS - 1);
    expect(current().aborted).toBe(false);
    vi.advanceTimersByTime(1);
    const error = await call;
    expect(current().aborted).toBe(true);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, uncertain: true });
  });

  it('maps a dropped connection to a network error and tells the network state', async () => {
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', xhr });
    const call = failure(api.post('/upload', files()));
    current().emit('error');
    expect(await call).toMatchObject({ kind: 'network', uncertain: true });
    expect($requestsFailing.get()).toBe(true);
  });

  it('stops when the person cancels, without calling it a failure of the connection', async () => {
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', xhr });
    const controller = new AbortController();
    const call = failure(api.post('/upload', files(), { signal: controller.signal }));
    controller.abort();
    expect(await call).toMatchObject({ kind: 'aborted', uncertain: false });
    expect(current().aborted).toBe(true);
    expect($requestsFailing.get()).toBe(false);
  });

  it('maps an error answer to the server messages and records a refused session token', async () => {
    $authTokens.set({ user: 'old-token', business: null });
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'user', xhr });
    const call = failure(api.post('/upload', files()));
    current().answer(401, JSON.stringify({ message: ['Sesión expirada'] }));
    expect(await call).toMatchObject({ kind: 'http', status: 401, messages: ['Sesión expirada'] });
    expect($refusedToken.get()).toBe('old-token');
    expect($refusedWrite.get()).toBe(true);
  });

  it('refuses a 2xx answer that is not JSON', async () => {
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', xhr });
    const call = failure(api.post('/upload', files()));
    current().answer(200, '<html>proxy</html>');
    expect(await call).toMatchObject({ kind: 'parse', status: 200 });
  });
});

// Reads heal by themselves: a GET that gets no answer or a 502/503/504 is tried again, three
// tries in all, with a growing jittered wait; submits are never repeated by the HTTP layer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient, READ_RETRY_BASE_MS, retryDelay } from './create-client.ts';
import { $requestsFailing } from './network-state.ts';
import { SAVED_AT_HEADER } from '../pwa/offline-cache.ts';

type Step = number | 'drop';

/** A fetch that answers each call with the next step: a status (JSON body) or a dropped connection. */
function scripted(steps: Step[]) {
  const calls: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input instanceof Request ? input.url : input)}`);
    const step = steps.shift() ?? 200;
    if (step === 'drop') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(step === 200 ? { data: 'ok' } : { message: 'Servicio no disponible' }), {
        status: step,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

async function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  const result = Promise.allSettled([promise]).then(([only]) => only);
  await vi.runAllTimersAsync();
  return result;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  $requestsFailing.set(false);
});

describe('retry policy for reads', () => {
  it('tries a read again after a dropped connection and a 503, and returns the third answer', async () => {
    const { fetch, calls } = scripted(['drop', 503, 200]);
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', fetch });
    const result = await settle(api.get<{ data: string }>('/regions'));
    expect(result).toEqual({ status: 'fulfilled', value: { data: 'ok' } });
    expect(calls).toHaveLength(3);
    expect($requestsFailing.get()).toBe(false);
  });

  it('gives up after three tries with the last error', async () => {
    const { fetch, calls } = scripted([502, 504, 503, 200]);
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', fetch });
    const result = await settle(api.get('/regions'));
    expect(calls).toHaveLength(3);
    expect(result.status === 'rejected' && result.reason).toMatchObject({ kind: 'http', status: 503 });
  });

  it('waits between tries instead of hammering the server', async () => {
    const { fetch, calls } = scripted(['drop', 'drop', 200]);
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', fetch });
    const call = api.get('/regions');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(READ_RETRY_BASE_MS * 1.5 + 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(READ_RETRY_BASE_MS * 3 + 1);
    expect(calls).toHaveLength(3);
    await expect(call).resolves.toEqual({ data: 'ok' });
  });

  it('spreads the waits at random around a doubling base', () => {
    expect(retryDelay(1, () => 0)).toBe(READ_RETRY_BASE_MS * 0.5);
    expect(retryDelay(1, () => 0.999)).toBeCloseTo(READ_RETRY_BASE_MS * 1.5, -1);
    expect(retryDelay(2, () => 0.5)).toBe(READ_RETRY_BASE_MS * 2);
  });

  it('does not repeat a read the server refused (a 4xx or a 500)', async () => {
    for (const status of [400, 404, 500]) {
      const { fetch, calls } = scripted([status, 200]);
      const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', fetch });
      const result = await settle(api.get('/regions'));
      expect(result.status).toBe('rejected');
      expect(calls).toHaveLength(1);
    }
  });

  it('never repeats a submit, whatever the failure', async () => {
    const { fetch, calls } = scripted(['drop', 200]);
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', fetch });
    const result = await settle(api.post('/contact', { name: 'Ana' }));
    expect(calls).toEqual(['POST http://api.test/contact']);
    expect(result.status === 'rejected' && result.reason).toBeInstanceOf(ApiError);
    expect($requestsFailing.get()).toBe(true);
  });

  it('does not take an answer the service worker gave from its store for the connection coming back', async () => {
    const { fetch } = scripted(['drop']);
    const stored = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: 'guardado' }), {
          status: 200,
          headers: { 'content-type': 'application/json', [SAVED_AT_HEADER]: '2026-11-27T14:05:00.000Z' },
        }),
      ),
    );
    await settle(createApiClient({ baseURL: 'http://api.test', auth: 'none', fetch }).post('/auth/success-login'));
    expect($requestsFailing.get()).toBe(true);
    const api = createApiClient({
      baseURL: 'http://api.test',
      auth: 'none',
      fetch: stored,
    });
    await expect(settle(api.get('/documents'))).resolves.toEqual({ status: 'fulfilled', value: { data: 'guardado' } });
    expect($requestsFailing.get()).toBe(true);
  });

  it('does not try again once the caller has aborted', async () => {
    const { fetch, calls } = scripted(['drop', 200]);
    const api = createApiClient({ baseURL: 'http://api.test', auth: 'none', fetch });
    const controller = new AbortController();
    const call = settle(api.get('/regions', { signal: controller.signal }));
    controller.abort();
    await call;
    expect(calls.length).toBeLessThanOrEqual(1);
  });
});

// The generated service worker's rules: only the worker's reads on the users API are stored,
// dated JSON answers only, and the serialised plugin speaks the pages' names.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCaches } from '../src/lib/pwa/fake-caches.ts';
import { OFFLINE_CHANNEL, SESSION_CACHE, announceSession, clearOfflineData } from '../src/lib/pwa/offline-cache.ts';
import { offlineDataPlugin, pluginSourceMatches, runtimeCaching } from './service-worker.ts';

describe('runtime caching', () => {
  const [route] = runtimeCaching('https://api.enlista.cl/');
  const pattern = route?.urlPattern as RegExp;

  it('routes GET reads of the worker area on the users API, network first', () => {
    expect(route).toMatchObject({ method: 'GET', handler: 'NetworkFirst' });
    expect(pattern.test('https://api.enlista.cl/api/users/contracts/all')).toBe(true);
    expect(pattern.test('https://api.enlista.cl/api/users/files/default/obtain-all-documents-user?x=1')).toBe(true);
  });

  it('leaves sign-in calls, other APIs and other origins alone', () => {
    expect(pattern.test('https://api.enlista.cl/auth/success-login')).toBe(false);
    expect(pattern.test('https://api.enlista.cl/api/business/postings')).toBe(false);
    expect(pattern.test('https://evil.example/https://api.enlista.cl/api/users/contracts/all')).toBe(false);
    expect(pattern.test('https://api.enlista.cl.evil.example/api/users/contracts/all')).toBe(false);
  });
});

describe('the offline data plugin', () => {
  it('uses the header and channel names the pages read', () => {
    expect(pluginSourceMatches(offlineDataPlugin)).toBe(true);
  });

  it('stores only complete JSON answers, with the time they arrived', async () => {
    const call = async (response: Response) => {
      vi.stubGlobal('caches', new MemoryCaches());
      await announceSession('token');
      const request = new Request('https://x/api/users/a', { headers: { 'auth-user': 'token' } });
      const stored = await offlineDataPlugin.cacheWillUpdate({ request, response });
      vi.unstubAllGlobals();
      return stored;
    };
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(await call(new Response('{}', { status: 500, headers: json }))).toBeNull();
    expect(
      await call(new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } })),
    ).toBeNull();
    const stored = await call(new Response('{"data":[]}', { status: 200, headers: json }));
    expect(await stored?.text()).toBe('{"data":[]}');
    expect(Number.isNaN(Date.parse(stored?.headers.get('x-enlista-guardado') ?? ''))).toBe(false);
  });

  it('tells the pages when an answer came from the store', async () => {
    const heard = new Promise<unknown>((resolve) => {
      const channel = new BroadcastChannel(OFFLINE_CHANNEL);
      channel.onmessage = (event: MessageEvent) => {
        channel.close();
        resolve(event.data);
      };
    });
    const cachedResponse = new Response('{}', { headers: { 'x-enlista-guardado': '2026-11-24T17:05:00.000Z' } });
    await offlineDataPlugin.cachedResponseWillBeUsed({ request: new Request('https://x/api/users/a'), cachedResponse });
    expect(await heard).toEqual({ type: 'cached', url: 'https://x/api/users/a', savedAt: '2026-11-24T17:05:00.000Z' });
  });
});

describe('answers of a session that has ended', () => {
  const url = 'https://api.enlista.cl/api/users/contracts/all';
  const json = { 'content-type': 'application/json' };
  const read = (token: string) => new Request(url, { headers: { 'auth-user': token } });
  let memory: MemoryCaches;
  beforeEach(() => {
    memory = new MemoryCaches();
    vi.stubGlobal('caches', memory);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores no auth header in the key of a stored answer', async () => {
    const key = await offlineDataPlugin.cacheKeyWillBeUsed({ request: read('token-de-camila'), mode: 'write' });
    const request = typeof key === 'string' ? new Request(key) : key;
    expect(request.url).toBe(url);
    expect(request.headers.get('auth-user')).toBeNull();
    expect([...request.headers.keys()]).toEqual([]);
  });

  it('stores the answer of the session in force, and none once the page says it ended', async () => {
    const answer = () => new Response('{"data":[]}', { status: 200, headers: json });
    await announceSession('token-de-camila');
    expect(
      await offlineDataPlugin.cacheWillUpdate({ request: read('token-de-camila'), response: answer() }),
    ).not.toBeNull();
    // Another account's token, or none, is not the session in force.
    expect(await offlineDataPlugin.cacheWillUpdate({ request: read('token-de-otra'), response: answer() })).toBeNull();
    expect(await offlineDataPlugin.cacheWillUpdate({ request: new Request(url), response: answer() })).toBeNull();
    // Signing out clears the stored answers and says the session ended: a late answer is dropped.
    await clearOfflineData();
    expect(
      await offlineDataPlugin.cacheWillUpdate({ request: read('token-de-camila'), response: answer() }),
    ).toBeNull();
    expect(memory.stores.has(SESSION_CACHE)).toBe(true);
  });

  it('stores nothing before the page has said which session is in force', async () => {
    const answer = new Response('{"data":[]}', { status: 200, headers: json });
    expect(await offlineDataPlugin.cacheWillUpdate({ request: read('token-de-camila'), response: answer })).toBeNull();
  });
});

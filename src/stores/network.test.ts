// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $requestsFailing } from '@/lib/http/index.ts';
import { $browserOnline, $network, $offline, PROBE_INTERVAL_MS } from './network.ts';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  cleanStores($network, $offline, $browserOnline);
  $requestsFailing.set(false);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('network state', () => {
  it('follows the browser going offline and coming back', () => {
    const unbind = $offline.listen(() => undefined);
    goOnline(false);
    expect($network.get()).toBe('offline');
    expect($offline.get()).toBe(true);
    goOnline(true);
    expect($network.get()).toBe('online');
    unbind();
  });

  it('counts a request that got no answer as cut off, until the connection is back', () => {
    const unbind = $network.listen(() => undefined);
    $requestsFailing.set(true);
    expect($network.get()).toBe('unreachable');
    goOnline(false);
    goOnline(true);
    expect($network.get()).toBe('online');
    unbind();
  });

  it('checks now and then whether the server answers again', async () => {
    vi.useFakeTimers();
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    const unbind = $network.listen(() => undefined);
    $requestsFailing.set(true);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledWith('/favicon.svg', { method: 'HEAD', cache: 'no-store' });
    expect($network.get()).toBe('online');
    unbind();
  });
});

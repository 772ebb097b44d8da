// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createSectionRouter } from './section-router.ts';

const router = createSectionRouter({ home: '/area/home', settings: '/area/settings' });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('section router place', () => {
  it('keeps the same place while only the query or the hash changes', () => {
    router.open('/area/home');
    const place = router.$place.get();
    expect(place).toEqual({ route: 'home', path: '/area/home' });
    const seen: unknown[] = [];
    const stop = router.$place.listen((value) => seen.push(value));
    router.open('/area/home?profile=2#contratos', { replace: true });
    stop();
    expect(router.$page.get()?.search).toEqual({ profile: '2' });
    expect(router.$place.get()).toBe(place);
    expect(seen).toEqual([]);
  });

  it('gives a new place for another page, and none for an address that matches no route', () => {
    router.open('/area/home');
    router.open('/area/settings');
    expect(router.$place.get()).toEqual({ route: 'settings', path: '/area/settings' });
    router.open('/area/perdida');
    expect(router.$place.get()).toBeUndefined();
  });

  it('counts every page opened, the one already shown included', () => {
    router.open('/area/home');
    const before = router.$opened.get();
    router.open('/area/home');
    expect(router.$place.get()).toEqual({ route: 'home', path: '/area/home' });
    expect(router.$opened.get()).toBe(before + 1);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { $carriedSearch, $dashboardPlace, dashboardHref, replaceSearch } from './router.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the carried query of the worker area', () => {
  it('follows a rewritten query at once, while the place stays the same', () => {
    window.history.replaceState(null, '', '/user/dashboard/home');
    replaceSearch('?business=transportes-andes&rgs=andes-2025');
    const place = $dashboardPlace.get();
    const seen: string[] = [];
    const stop = $carriedSearch.listen((search) => seen.push(search));
    replaceSearch('?business=transportes-andes&rgs=andes-2025&profile=1');
    stop();
    expect(seen).toEqual(['?business=transportes-andes&rgs=andes-2025&profile=1']);
    expect($dashboardPlace.get()).toBe(place);
    expect(dashboardHref('bankDetails', '', $carriedSearch.get())).toBe(
      '/user/dashboard/settings/banco-detalles?business=transportes-andes&rgs=andes-2025&profile=1',
    );
  });
});

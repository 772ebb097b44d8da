import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY,
  applyProfileQuery,
  filterWorkers,
  matchesSearch,
  parseProfileQuery,
  placeOptions,
  profileQueryString,
  searchKey,
  sortWorkers,
  type ProfileQuery,
} from './profile-query.ts';
import type { RegisteredWorker } from './profiles-api.ts';

interface Facts {
  readonly id: number;
  readonly first: string | null;
  readonly last: string | null;
  readonly rut?: string | null;
  readonly phone?: string | null;
  readonly region?: string | null;
  readonly commune?: string | null;
  readonly at: string;
  readonly profiles?: [number, string][];
}

const worker = (facts: Facts): RegisteredWorker => ({
  id_user: facts.id,
  firstname: facts.first,
  lastname: facts.last,
  email: `persona${facts.id}@demo.cl`,
  phone: facts.phone ?? null,
  rut: facts.rut ?? null,
  img_profile: null,
  name_region: facts.region ?? null,
  name_commune: facts.commune ?? null,
  registered_at: facts.at,
  profiles: (facts.profiles ?? []).map(([id_profile, profile_name], index) => ({
    id_profile_user: facts.id * 10 + index,
    id_profile,
    profile_name,
  })),
});

const camila = worker({
  id: 1,
  first: 'Camila',
  last: 'Rojas',
  rut: '12.345.678-5',
  phone: '56912345678',
  region: 'Metropolitana de Santiago',
  commune: 'Ñuñoa',
  at: '2026-11-20T15:00:00.000Z',
  profiles: [[1, 'Conductor']],
});
const valentina = worker({
  id: 2,
  first: 'Valentina',
  last: 'Muñoz',
  rut: '9.876.543-2',
  region: 'Valparaíso',
  commune: 'Viña del Mar',
  at: '2026-11-02T02:30:00.000Z', // 1 November, 23:30 in Santiago
  profiles: [[2, 'Peoneta']],
});
const nameless = worker({ id: 3, first: null, last: null, at: '2026-10-01T12:00:00.000Z' });
const workers = [camila, valentina, nameless];

const query = (changes: Partial<ProfileQuery>): ProfileQuery => ({ ...DEFAULT_QUERY, ...changes });
const ids = (list: readonly RegisteredWorker[]) => list.map((item) => item.id_user);

describe('searching registered profiles', () => {
  it('ignores case, accents, dots, dashes and spaces', () => {
    expect(searchKey('Muñoz Álvarez')).toBe('munozalvarez');
    expect(searchKey('12.345.678-5')).toBe('123456785');
    expect(searchKey('+56 9 1234 5678')).toBe('56912345678');
  });

  it('finds people by name, RUT, e-mail or phone', () => {
    expect(matchesSearch(valentina, 'munoz')).toBe(true);
    expect(matchesSearch(valentina, 'MUÑOZ valentina')).toBe(true);
    expect(matchesSearch(camila, '12345678')).toBe(true);
    expect(matchesSearch(camila, '12.345.678-5')).toBe(true);
    expect(matchesSearch(camila, 'persona1@demo.cl')).toBe(true);
    expect(matchesSearch(camila, '9 1234 5678')).toBe(true);
    expect(matchesSearch(camila, 'munoz')).toBe(false);
    expect(matchesSearch(nameless, '   ')).toBe(true);
  });
});

describe('filtering registered profiles', () => {
  it('keeps a profile, a region and a commune', () => {
    expect(ids(filterWorkers(workers, query({ profile: 2 })))).toEqual([2]);
    expect(ids(filterWorkers(workers, query({ region: 'Valparaíso' })))).toEqual([2]);
    expect(ids(filterWorkers(workers, query({ commune: 'Ñuñoa' })))).toEqual([1]);
    expect(ids(filterWorkers(workers, query({ region: 'Valparaíso', commune: 'Ñuñoa' })))).toEqual([]);
  });

  it('keeps registrations between two days in Chile, both included', () => {
    expect(ids(filterWorkers(workers, query({ from: '2026-11-01', to: '2026-11-01' })))).toEqual([2]);
    expect(ids(filterWorkers(workers, query({ from: '2026-11-02' })))).toEqual([1]);
    expect(ids(filterWorkers(workers, query({ to: '2026-10-31' })))).toEqual([3]);
  });
});

describe('sorting registered profiles', () => {
  it('sorts by name in Spanish order, people without a name by e-mail', () => {
    expect(ids(sortWorkers(workers, 'name', 'asc'))).toEqual([1, 3, 2]);
    expect(ids(sortWorkers(workers, 'name', 'desc'))).toEqual([2, 3, 1]);
  });

  it('sorts RUTs by number and puts empty values last either way', () => {
    expect(ids(sortWorkers(workers, 'rut', 'asc'))).toEqual([2, 1, 3]);
    expect(ids(sortWorkers(workers, 'rut', 'desc'))).toEqual([1, 2, 3]);
    expect(ids(sortWorkers(workers, 'commune', 'asc'))).toEqual([1, 2, 3]);
  });

  it('shows the newest registration first by default', () => {
    expect(ids(applyProfileQuery(workers, DEFAULT_QUERY))).toEqual([1, 2, 3]);
    expect(ids(applyProfileQuery(workers, query({ sort: 'registered', dir: 'asc' })))).toEqual([3, 2, 1]);
  });
});

describe('the view in the address', () => {
  it('writes nothing for the default view', () => {
    expect(profileQueryString(DEFAULT_QUERY)).toBe('');
    expect(parseProfileQuery('')).toEqual(DEFAULT_QUERY);
  });

  it('reads back what it writes', () => {
    const shared = query({
      q: 'muñoz',
      profile: 2,
      region: 'Valparaíso',
      commune: 'Viña del Mar',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'name',
      dir: 'asc',
      size: 25,
      page: 2,
    });
    expect(parseProfileQuery(profileQueryString(shared))).toEqual(shared);
  });

  it('falls back to the default for anything malformed', () => {
    expect(parseProfileQuery('?profile=abc&from=ayer&sort=edad&dir=up&size=7&page=-2')).toEqual(DEFAULT_QUERY);
  });
});

describe('place options', () => {
  it('lists regions, and the communes of the chosen region', () => {
    expect(placeOptions(workers, null)).toEqual({
      regions: ['Metropolitana de Santiago', 'Valparaíso'],
      communes: ['Ñuñoa', 'Viña del Mar'],
    });
    expect(placeOptions(workers, 'Valparaíso').communes).toEqual(['Viña del Mar']);
  });
});

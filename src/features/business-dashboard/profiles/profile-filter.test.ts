import { describe, expect, it } from 'vitest';
import { countProfiles, workerName, workersWithProfile } from './profile-filter.ts';
import type { RegisteredWorker } from './profiles-api.ts';

const worker = (id: number, profiles: [number, string][], name: [string | null, string | null] = ['Ana', 'Pérez']) =>
  ({
    id_user: id,
    firstname: name[0],
    lastname: name[1],
    email: `w${id}@demo.cl`,
    phone: null,
    rut: null,
    img_profile: null,
    name_region: null,
    name_commune: null,
    registered_at: '2025-11-01T00:00:00.000Z',
    profiles: profiles.map(([id_profile, profile_name], index) => ({
      id_profile_user: id * 10 + index,
      id_profile,
      profile_name,
    })),
  }) satisfies RegisteredWorker;

const workers = [
  worker(1, [
    [1, 'Conductor'],
    [2, 'Peoneta'],
  ]),
  worker(2, [[2, 'Peoneta']]),
  worker(3, [], [null, null]),
];

describe('registered profiles', () => {
  it('counts workers per profile, most common first', () => {
    expect(countProfiles(workers)).toEqual([
      { id_profile: 2, profile_name: 'Peoneta', count: 2 },
      { id_profile: 1, profile_name: 'Conductor', count: 1 },
    ]);
  });

  it('filters by profile, or keeps everyone without a filter', () => {
    expect(workersWithProfile(workers, 1).map((w) => w.id_user)).toEqual([1]);
    expect(workersWithProfile(workers, null)).toHaveLength(3);
  });

  it('names a worker by full name, else by e-mail', () => {
    expect(workerName(workers[0]!)).toBe('Ana Pérez');
    expect(workerName(workers[2]!)).toBe('w3@demo.cl');
  });
});

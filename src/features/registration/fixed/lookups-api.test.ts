// The lookups request that leaves with the fixed flow's code: taken once by the flow, then fresh.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/http/index.ts';
import { lookupsPath, prefetchLookups, takeLookups, type Lookups } from './lookups-api.ts';

const LINK = { name_business: 'transportes-andes', rgs: 'andes-2025' };
const LOOKUPS: Lookups = {
  business: { name_business: 'transportes-andes', display_name: 'Transportes Andes', task_product: false },
  regions: [{ id_region: 13, name_region: 'Metropolitana' }],
  vehicles: [],
  schedules: [],
  profiles: [{ id_profile: 1, profile_name: 'Conductor' }],
};

function clientAnswering(...answers: (() => Promise<unknown>)[]) {
  const get = vi.fn<(path: string) => Promise<unknown>>(() =>
    (answers.shift() ?? (() => Promise.reject(new Error('no answer'))))(),
  );
  return { get, client: { get } as unknown as ApiClient };
}

describe('prefetched lookups', () => {
  it('asks once ahead of the flow, and the flow takes that answer instead of asking again', async () => {
    const { get, client } = clientAnswering(() => Promise.resolve({ data: LOOKUPS }));
    prefetchLookups(LINK, client);
    expect(get).toHaveBeenCalledWith(lookupsPath(LINK));
    await expect(takeLookups(LINK, client)).resolves.toEqual(LOOKUPS);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('is taken only once: a retry asks the server anew', async () => {
    const { get, client } = clientAnswering(
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve({ data: LOOKUPS }),
    );
    prefetchLookups(LINK, client);
    await expect(takeLookups(LINK, client)).rejects.toThrow('offline');
    await expect(takeLookups(LINK, client)).resolves.toEqual(LOOKUPS);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks the server when nothing was prefetched', async () => {
    const { get, client } = clientAnswering(() => Promise.resolve({ data: LOOKUPS }));
    await expect(takeLookups({ name_business: 'otra', rgs: 'x' }, client)).resolves.toEqual(LOOKUPS);
    expect(get).toHaveBeenCalledWith('/api/users/register/lookups/otra/x');
  });
});

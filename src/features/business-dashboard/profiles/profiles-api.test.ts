// The registered workers are read through the shared answer shape: what fits is returned as it
// came, and a malformed answer is a failed load instead of a half-drawn list.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/http/index.ts';
import { fetchRegisteredProfiles } from './profiles-api.ts';

const WORKER = {
  id_user: 7,
  firstname: 'Camila',
  lastname: 'Rojas',
  email: 'trabajador@demo.cl',
  phone: '56987654321',
  rut: '12.345.678-5',
  img_profile: null,
  name_region: 'Metropolitana de Santiago',
  name_commune: 'Ñuñoa',
  registered_at: '2025-05-01T12:00:00.000Z',
  profiles: [{ id_profile_user: 3, id_profile: 1, profile_name: 'Conductor' }],
};

const clientAnswering = (answer: unknown) => ({ get: vi.fn(() => Promise.resolve(answer)) }) as unknown as ApiClient;

describe('fetchRegisteredProfiles', () => {
  it('returns the workers of a well-formed answer', async () => {
    const client = clientAnswering({ data: [WORKER], count: 1 });
    await expect(fetchRegisteredProfiles(client)).resolves.toEqual([WORKER]);
    expect(client.get).toHaveBeenCalledWith('/business/get-registered-profiles');
  });

  it('refuses an answer whose worker has no e-mail or a profile without its name', async () => {
    const withoutEmail: Record<string, unknown> = { ...WORKER };
    delete withoutEmail['email'];
    await expect(fetchRegisteredProfiles(clientAnswering({ data: [withoutEmail], count: 1 }))).rejects.toThrow();
    const unnamed = { ...WORKER, profiles: [{ id_profile_user: 3, id_profile: 1 }] };
    await expect(fetchRegisteredProfiles(clientAnswering({ data: [unnamed], count: 1 }))).rejects.toThrow();
  });
});

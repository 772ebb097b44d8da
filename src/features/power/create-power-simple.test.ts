// The create-power-simple call: multipart names and the power token header.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/http/index.ts';
import { CREATE_POWER_SIMPLE_PATH, createPowerSimple, powerFormData } from './create-power-simple.ts';
import { DRIVER_VEHICLE_SAMPLE, OWNER_SAMPLE } from '@/lib/contract/power.sample.ts';

const driverVehicle = DRIVER_VEHICLE_SAMPLE;
const owner = OWNER_SAMPLE;
const images = {
  front: new File(['a'], 'frente.png', { type: 'image/png' }),
  back: new File(['b'], 'reverso.jpg', { type: 'image/jpeg' }),
};

describe('create-power-simple', () => {
  it('sends every field and both images under the names the API expects', () => {
    const body = powerFormData({ token: 't', driverVehicle, owner, images });
    expect([...body.keys()]).toEqual([
      ...Object.keys(driverVehicle),
      ...Object.keys(owner),
      'files[cedula_identidad_frontal_owner]',
      'files[cedula_identidad_posterior_owner]',
    ]);
    expect(body.get('vehicleLicensePlate')).toBe('BBBB12');
    expect((body.get('files[cedula_identidad_posterior_owner]') as File).name).toBe('reverso.jpg');
  });

  it('posts to /api/users/create-power-simple with the power token as auth-user', async () => {
    const post = vi.fn(() => Promise.resolve({ message: 'ok' }));
    const client = { post } as unknown as ApiClient;
    await expect(
      createPowerSimple({ token: 'token-del-poder', driverVehicle, owner, images }, client),
    ).resolves.toEqual({
      message: 'ok',
    });
    expect(post).toHaveBeenCalledWith(CREATE_POWER_SIMPLE_PATH, expect.any(FormData), {
      headers: { 'auth-user': 'token-del-poder' },
    });
  });
});

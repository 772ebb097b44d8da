// The calls of the fixed registration as the API receives them: the duplicate checks with the
// company's rgs, and POST /api/users/register as multipart with one part `data` holding the JSON.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/http/index.ts';
import { NO_VEHICLE, type RegistrationPayloadInput } from '@/lib/validation/registration.ts';
import {
  REGISTER_PATH,
  isEmailRegistered,
  isPhoneRegistered,
  isRutRegistered,
  registerWorker,
  registrationFormData,
} from './registration-api.ts';

function clientAnswering(answer: unknown) {
  const post = vi.fn<(path: string, body: unknown) => Promise<unknown>>(() => Promise.resolve(answer));
  return { post, client: { post } as unknown as ApiClient };
}

const PAYLOAD: RegistrationPayloadInput = {
  email: 'nueva@correo.cl',
  password: 'Clave12345',
  firstname: 'Josefa',
  lastname: 'Araya',
  rut: '11.111.111-1',
  phone: '56976543210',
  region_id: 13000,
  commune_id: 2600,
  address: 'Avenida Providencia 2124, Providencia',
  schedule_id: 1,
  profile_id: 1,
  businessRegister: { name_business: 'transportes-andes', rgs: 'andes-2025' },
  ...NO_VEHICLE,
};

describe('fixed registration calls', () => {
  it('asks each duplicate check with the company’s rgs and reads data.exists', async () => {
    const taken = clientAnswering({ data: { exists: true } });
    await expect(isEmailRegistered('trabajador@demo.cl', 'andes-2025', taken.client)).resolves.toBe(true);
    expect(taken.post).toHaveBeenCalledWith('/api/users/validate-email-user', {
      email: 'trabajador@demo.cl',
      rgs: 'andes-2025',
    });
    const free = clientAnswering({ data: { exists: false } });
    await expect(isRutRegistered('11.111.111-1', 'andes-2025', free.client)).resolves.toBe(false);
    await expect(isPhoneRegistered('56976543210', 'andes-2025', free.client)).resolves.toBe(false);
    expect(free.post.mock.calls.map(([path, body]) => [path, body])).toEqual([
      ['/api/users/validate-rut-user', { rut: '11.111.111-1', rgs: 'andes-2025' }],
      ['/api/users/validate-phone-user', { phone: '56976543210', rgs: 'andes-2025' }],
    ]);
  });

  it('refuses an answer without data.exists instead of letting the step pass', async () => {
    const { client } = clientAnswering({ data: null });
    await expect(isEmailRegistered('nueva@correo.cl', 'andes-2025', client)).rejects.toThrow();
  });

  it('sends the registration as multipart with one part `data` holding the JSON', async () => {
    const body = registrationFormData(PAYLOAD);
    expect([...body.keys()]).toEqual(['data']);
    const data = body.get('data');
    expect(typeof data === 'string' ? JSON.parse(data) : null).toEqual(PAYLOAD);

    const { post, client } = clientAnswering({ message: 'Registro exitoso.' });
    await expect(registerWorker(PAYLOAD, client)).resolves.toBe('Registro exitoso.');
    const [path, sent] = post.mock.calls[0] ?? [];
    expect(path).toBe(REGISTER_PATH);
    expect(sent).toBeInstanceOf(FormData);
    expect(sent instanceof FormData ? sent.get('data') : null).toBe(JSON.stringify(PAYLOAD));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, jsonRequest, type TestContext } from '../../test-support.ts';
import { computeRutCheckDigit } from '../../../src/lib/validation/rut.ts';
import { ANDES, SUR, WORKER } from './test-helpers.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.cleanup());

const check = (path: string, body: unknown) => context.app.request(`/api/users/${path}`, jsonRequest(body));

describe('duplicate checks per company', () => {
  it('finds the demo worker’s e-mail in its own company only, ignoring case', async () => {
    const own = await check('validate-email-user', { email: 'TRABAJADOR@demo.cl', rgs: ANDES.rgs });
    expect(await own.json()).toEqual({ data: { exists: true } });
    const other = await check('validate-email-user', { email: WORKER.email, rgs: SUR.rgs });
    expect(await other.json()).toEqual({ data: { exists: false } });
  });

  it('counts company accounts of the same company as taken e-mails', async () => {
    const response = await check('validate-email-user', { email: 'empresa@demo.cl', rgs: ANDES.rgs });
    expect(await response.json()).toEqual({ data: { exists: true } });
  });

  it('finds the demo worker’s RUT however it is typed', async () => {
    for (const rut of ['12.345.678-5', '12345678-5']) {
      const response = await check('validate-rut-user', { rut, rgs: ANDES.rgs });
      expect(await response.json()).toEqual({ data: { exists: true } });
    }
    const free = await check('validate-rut-user', { rut: '11.111.111-1', rgs: ANDES.rgs });
    expect(await free.json()).toEqual({ data: { exists: false } });
  });

  it('finds the demo worker’s phone sent with its dial code', async () => {
    const taken = await check('validate-phone-user', { phone: WORKER.phone, rgs: ANDES.rgs });
    expect(await taken.json()).toEqual({ data: { exists: true } });
    const elsewhere = await check('validate-phone-user', { phone: WORKER.phone, rgs: SUR.rgs });
    expect(await elsewhere.json()).toEqual({ data: { exists: false } });
  });

  it('answers 400 with the rule messages for malformed values', async () => {
    const email = await check('validate-email-user', { email: 'no-es-correo', rgs: ANDES.rgs });
    expect(email.status).toBe(400);
    expect(await email.json()).toEqual({ message: ['Correo electrónico inválido'] });
    const rut = await check('validate-rut-user', { rut: '12.345.678-9', rgs: ANDES.rgs });
    expect(await rut.json()).toEqual({ message: ['Dígito verificador inválido'] });
    const phone = await check('validate-phone-user', { phone: '56123', rgs: ANDES.rgs });
    expect(await phone.json()).toEqual({ message: ['Teléfono debe tener al menos 9 caracteres'] });
  });

  it('refuses an unknown rgs with the invalid-link text', async () => {
    const response = await check('validate-email-user', { email: 'a@b.cl', rgs: 'otro-2025' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'La URL de registro ha cambiado. Contacta con tu empresa para obtener el enlace correcto.',
    });
  });
});

describe('the checks cannot be used to look people up in bulk', () => {
  const from = (address: string, path: string, body: unknown) =>
    context.app.request(`/api/users/${path}`, jsonRequest(body), { incoming: { socket: { remoteAddress: address } } });

  it('refuses more than 20 checks a minute from one client address, whatever is checked', async () => {
    context.db.exec('DELETE FROM rate_events');
    const answers: number[] = [];
    for (let number = 0; number < 21; number++) {
      const rut = `${10_000_000 + number}`;
      const response = await from('203.0.113.5', 'validate-rut-user', {
        rut: `${rut}-${computeRutCheckDigit(rut)}`,
        rgs: ANDES.rgs,
      });
      answers.push(response.status);
    }
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await from('203.0.113.5', 'validate-email-user', { email: 'otra@demo.cl', rgs: ANDES.rgs });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: 'Demasiadas solicitudes. Por seguridad, espera 1 minuto antes de volver a intentarlo.',
    });
    // Another client is not held back.
    expect((await from('203.0.113.6', 'validate-email-user', { email: 'otra@demo.cl', rgs: ANDES.rgs })).status).toBe(
      200,
    );
  });

  it('refuses more than 10 checks of one value in 10 minutes, from any address', async () => {
    context.db.exec('DELETE FROM rate_events');
    for (let request = 0; request < 10; request++) {
      const rut = request % 2 === 0 ? '12.345.678-5' : '12345678-5';
      expect((await from(`203.0.113.${request + 20}`, 'validate-rut-user', { rut, rgs: ANDES.rgs })).status).toBe(200);
    }
    const refused = await from('203.0.113.40', 'validate-rut-user', { rut: '12345678-5', rgs: ANDES.rgs });
    expect(refused.status).toBe(429);
    context.db.exec('DELETE FROM rate_events');
  });
});

describe('GET /api/users/register/lookups/:name_business/:rgs', () => {
  it('gives the regions, vehicles, schedules and the profiles the company offers', async () => {
    const response = await context.app.request(`/api/users/register/lookups/${ANDES.name_business}/${ANDES.rgs}`);
    const { data } = (await response.json()) as {
      data: {
        business: unknown;
        regions: unknown[];
        vehicles: { id_vehicle: number }[];
        schedules: unknown[];
        profiles: { profile_name: string }[];
      };
    };
    expect(data.business).toEqual({
      name_business: ANDES.name_business,
      display_name: 'Transportes Andes',
      task_product: false,
    });
    expect(data.regions).toHaveLength(16);
    // North to south: Arica y Parinacota first, Magallanes last.
    expect(data.regions[0]).toEqual({ id_region: 15000, name_region: 'Arica y Parinacota' });
    expect(data.regions.at(-1)).toEqual({ id_region: 12000, name_region: 'Magallanes y la Antártica Chilena' });
    expect(data.vehicles.map((vehicle) => vehicle.id_vehicle)).not.toContain(4);
    expect(data.schedules).toHaveLength(4);
    expect(data.profiles.map((profile) => profile.profile_name)).toEqual([
      'Conductor',
      'Peoneta',
      'Vendedor',
      'Picker',
    ]);
  });

  it('adds profile 7 and sets the flag when the company has the task product', async () => {
    context.db.prepare('UPDATE businesses SET task_product = 1 WHERE name_business = ?').run(SUR.name_business);
    try {
      const response = await context.app.request(`/api/users/register/lookups/${SUR.name_business}/${SUR.rgs}`);
      const { data } = (await response.json()) as {
        data: { business: { task_product: boolean }; profiles: { id_profile: number }[] };
      };
      expect(data.business.task_product).toBe(true);
      expect(data.profiles.map((profile) => profile.id_profile)).toContain(7);
    } finally {
      context.db.prepare('UPDATE businesses SET task_product = 0 WHERE name_business = ?').run(SUR.name_business);
    }
  });

  it('answers 404 for a link that names no company', async () => {
    const response = await context.app.request(`/api/users/register/lookups/${ANDES.name_business}/${SUR.rgs}`);
    expect(response.status).toBe(404);
  });
});

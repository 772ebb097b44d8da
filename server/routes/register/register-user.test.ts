import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYearInChile } from '../../../src/lib/validation/index.ts';
import { createTestContext, type TestContext } from '../../test-support.ts';
import { ANDES, SUR, WORKER, login, multipart, register, validPayload } from './test-helpers.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ now: () => new Date('2025-11-05T10:00:00Z') });
});
afterAll(() => context.cleanup());

function userRow(email: string) {
  return context.db.prepare('SELECT * FROM users WHERE email = ?').get(email);
}

describe('POST /api/users/register', () => {
  it('creates the worker, who can then sign in with the company’s login', async () => {
    const response = await register(context, validPayload());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: 'Registro exitoso. Ya puedes iniciar sesión con tu correo y contraseña.',
      data: { email: 'nueva.conductora@correo.cl' },
    });
    const row = userRow('nueva.conductora@correo.cl');
    expect(row).toMatchObject({
      role: 'User',
      rut: '11.111.111-1',
      phone: '56976543210',
      firstname: 'Josefa',
      has_vehicle: 1,
      patent_vehicle: 'BBBB12',
      vehicle_make: 'TOYOTA',
      vehicle_model: 'HIACE',
      vehicle_year: 2019,
      region_id: 13000,
      commune_id: 2580,
      schedule_id: 1,
    });
    expect(String(row?.['password_hash'])).toMatch(/^scrypt\$/);
    const profiles = context.db
      .prepare('SELECT id_profile FROM user_profiles WHERE id_user = ?')
      .all(row?.['id_user'] ?? 0);
    expect(profiles).toEqual([{ id_profile: 1 }]);

    const signedIn = await login(context, 'nueva.conductora@correo.cl', 'Clave12345', ANDES.rgs);
    expect(signedIn.status).toBe(200);
    const body = (await signedIn.json()) as { data: { role: string; email: string; token_jwt: string } };
    expect(body.data).toMatchObject({ role: 'User', email: 'nueva.conductora@correo.cl' });
    expect(body.data.token_jwt).toBeTruthy();
  });

  it('sends a welcome e-mail with the company login link', () => {
    const mail = context.db.prepare("SELECT * FROM outbox WHERE recipient = 'nueva.conductora@correo.cl'").get();
    expect(mail?.['subject']).toBe('Bienvenido a Transportes Andes');
    expect(String(mail?.['text'])).toContain('http://localhost:4321/login/transportes-andes?rgs=andes-2025');
  });

  it('stores null vehicle fields when the worker has no vehicle', async () => {
    const response = await register(
      context,
      validPayload({ email: 'sin.auto@correo.cl', rut: '22.222.222-2', phone: '56976543211', hasVehicle: false }),
    );
    expect(response.status).toBe(201);
    expect(userRow('sin.auto@correo.cl')).toMatchObject({
      has_vehicle: 0,
      vehicle_id: null,
      patent_vehicle: null,
      vehicle_year: null,
    });
  });

  it('refuses the demo worker’s e-mail, RUT and phone with the exact messages (409)', async () => {
    const response = await register(
      context,
      validPayload({ email: WORKER.email, rut: WORKER.rut, phone: WORKER.phone }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: [
        'Este correo electrónico ya está registrado con esta empresa',
        'Este RUT ya está registrado con esta empresa',
        'Este teléfono ya está registrado con esta empresa',
      ],
    });
  });

  it('refuses the demo worker’s e-mail with a trailing dot or in capitals: it is the same mailbox', async () => {
    const trailingDot = await register(
      context,
      validPayload({ email: `${WORKER.email}.`, rut: '14.141.414-3', phone: 56975800396 }),
    );
    expect(trailingDot.status).toBe(400);
    expect(await trailingDot.json()).toEqual({ message: ['Correo electrónico inválido'] });
    const capitals = await register(
      context,
      validPayload({ email: WORKER.email.toUpperCase(), rut: '14.141.414-3', phone: 56975800396 }),
    );
    expect(capitals.status).toBe(409);
    expect(await capitals.json()).toEqual({ message: ['Este correo electrónico ya está registrado con esta empresa'] });
    expect(
      context.db.prepare('SELECT COUNT(*) AS count FROM users WHERE email LIKE ?').get(`${WORKER.email}%`),
    ).toEqual({
      count: 1,
    });
  });

  it('lets the same person register with another company', async () => {
    const response = await register(
      context,
      validPayload({
        email: WORKER.email,
        rut: WORKER.rut,
        phone: WORKER.phone,
        profile_id: 2,
        businessRegister: { name_business: SUR.name_business, rgs: SUR.rgs },
      }),
    );
    expect(response.status).toBe(201);
  });

  it('checks every field again and answers 400 with the rule messages', async () => {
    const response = await register(
      context,
      validPayload({ email: 'x@enlista.cl', password: '123', rut: '12.345.678-9', patent_vehicle: 'ABC', year: 1990 }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: [
        'Correo electrónico inválido',
        'Debe tener al menos 8 caracteres',
        'Dígito verificador inválido',
        'Formato de patente inválido',
        `El año debe estar entre 1995 y ${currentYearInChile()}`,
      ],
    });
  });

  it('refuses vehicle type 4 and a profile the company does not offer', async () => {
    const vehicle = await register(context, validPayload({ email: 'v4@correo.cl', vehicle_id: 4 }));
    expect(await vehicle.json()).toEqual({ message: ['Este tipo de vehículo no está disponible'] });
    const profile = await register(
      context,
      validPayload({ email: 'p6@correo.cl', rut: '33.333.333-3', phone: '56976543212', profile_id: 6 }),
    );
    expect(profile.status).toBe(400);
    expect(await profile.json()).toEqual({ message: ['El perfil seleccionado no está disponible en esta empresa'] });
  });

  it('refuses a link that names no company', async () => {
    const response = await register(
      context,
      validPayload({ email: 'x@correo.cl', businessRegister: { name_business: ANDES.name_business, rgs: SUR.rgs } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: ['La URL de registro ha cambiado. Contacta con tu empresa para obtener el enlace correcto.'],
    });
  });

  it('answers 400 without crashing on a body that is not the expected multipart', async () => {
    const notJson = await context.app.request('/api/users/register', multipart({ data: '{roto' }));
    expect(notJson.status).toBe(400);
    const json = await context.app.request('/api/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: validPayload() }),
    });
    expect(json.status).toBe(400);
    const empty = await context.app.request('/api/users/register', multipart({ otro: 'x' }));
    expect(await empty.json()).toEqual({ message: ['El cuerpo de la solicitud no tiene un formato válido.'] });
  });

  it('refuses a registration without the required consent, and creates no account', async () => {
    for (const consents of [undefined, { data_processing: false }, { data_processing: 'true' }, null]) {
      const payload = validPayload({ email: 'sin.consentimiento@correo.cl', rut: '44.444.444-4', phone: 56976543213 });
      const response = await register(context, { ...payload, consents });
      expect(response.status, JSON.stringify(consents)).toBe(400);
      expect(await response.json()).toEqual({
        message: ['Debes aceptar el tratamiento de tus datos personales para registrarte'],
      });
    }
    expect(userRow('sin.consentimiento@correo.cl')).toBeUndefined();
  });

  it('records the required consent, and the job offers only when ticked, with version, time and flow', async () => {
    const consentsOf = (email: string) =>
      context.db
        .prepare(
          `SELECT c.purpose, c.channel, c.policy_version, c.granted_at, c.id_business_target = u.id_business AS employer
           FROM consents c JOIN users u USING (id_user) WHERE u.email = ? ORDER BY c.purpose`,
        )
        .all(email);
    expect(consentsOf('nueva.conductora@correo.cl')).toEqual([
      {
        purpose: 'tratamiento',
        channel: 'registro-fijo',
        policy_version: '2026-11-27',
        granted_at: '2025-11-05T10:00:00.000Z',
        employer: 1,
      },
    ]);
    const response = await register(
      context,
      validPayload({
        email: 'con.ofertas@correo.cl',
        rut: '55.555.555-5',
        phone: 56976543214,
        consents: { data_processing: true, job_offers: true },
      }),
    );
    expect(response.status).toBe(201);
    expect(consentsOf('con.ofertas@correo.cl').map((row) => row['purpose'])).toEqual(['ofertas', 'tratamiento']);
  });

  it('writes no file for a fixed registration', () => {
    expect(readdirSync(context.filesDir)).not.toContain('registrations');
  });
});

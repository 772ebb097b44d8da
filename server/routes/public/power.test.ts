// POST /api/users/create-power-simple in-process: the token, every refusal with its message, and
// what a created power leaves behind (row, files with server-chosen names, chat message).
import { TINY_JPEG } from '../../lib/test-images.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentYearInChile } from '../../../src/lib/validation/index.ts';
import { listOutbox } from '../../db/outbox.ts';
import { DEV_JWT_SECRET, DEV_POWER_JWT_SECRET } from '../../deps.ts';
import { signJwt } from '../../lib/jwt.ts';
import { createPng } from '../../lib/png.ts';
import { createTestContext } from '../../test-support.ts';
import type { TestContext } from '../../test-support.ts';
import { POWER_MESSAGES } from './power-input.ts';
import { POWER_FIELDS_SAMPLE } from '../../../src/lib/contract/power.sample.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
const PATH = '/api/users/create-power-simple';
const FRONT = 'files[cedula_identidad_frontal_owner]';
const BACK = 'files[cedula_identidad_posterior_owner]';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ now: () => NOW });
});
afterAll(() => context.cleanup());
beforeEach(() => {
  context.db.exec('DELETE FROM simple_power_files; DELETE FROM simple_powers; DELETE FROM outbox');
});

let subjectCounter = 0;
function powerToken(options: { secret?: string; expiresInSeconds?: number; purpose?: string } = {}): Promise<string> {
  subjectCounter += 1;
  return signJwt(
    { sub: `poder-${subjectCounter}`, purpose: options.purpose ?? 'simple-power' },
    options.secret ?? DEV_POWER_JWT_SECRET,
    { expiresInSeconds: options.expiresInSeconds ?? 600, now: NOW },
  );
}

const PNG_BYTES = new Uint8Array(createPng({ width: 4, height: 3, pixel: () => [10, 120, 200] }));
const JPEG_BYTES = TINY_JPEG;

/** Valid fields, the plate as typed (the rule upper-cases it). */
const FIELDS: Record<string, string> = { ...POWER_FIELDS_SAMPLE, vehicleLicensePlate: 'bbbb12' };

interface SendOptions {
  token?: string | null;
  fields?: Record<string, string>;
  front?: File | null;
  back?: File | null;
}

async function send(options: SendOptions = {}): Promise<Response> {
  const body = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? FIELDS)) body.append(key, value);
  const front =
    options.front === undefined ? new File([PNG_BYTES], 'frente.png', { type: 'image/png' }) : options.front;
  const back =
    options.back === undefined ? new File([JPEG_BYTES], 'reverso.jpg', { type: 'image/jpeg' }) : options.back;
  if (front) body.append(FRONT, front);
  if (back) body.append(BACK, back);
  const token = options.token === undefined ? await powerToken() : options.token;
  const headers: Record<string, string> = token === null ? {} : { 'auth-user': token };
  return context.app.request(PATH, { method: 'POST', body, headers });
}

async function refusal(response: Response): Promise<{ status: number; message: unknown }> {
  const { message } = (await response.json()) as { message: unknown };
  return { status: response.status, message };
}

function storedFileCount(): number {
  const folder = join(context.filesDir, 'powers');
  return existsSync(folder) ? readdirSync(folder, { recursive: true }).length : 0;
}

function powerCount(): number {
  return context.db.prepare('SELECT id_power FROM simple_powers').all().length;
}

describe('POST /api/users/create-power-simple', () => {
  it('refuses a NUL that would cut the driver’s name after validation, and stores nothing', async () => {
    const response = await send({ fields: { ...FIELDS, fullNameDriver: 'Ju\u0000an Pérez González' } });
    expect(await refusal(response)).toEqual({
      status: 400,
      message: ['Nombre del conductor: Contiene caracteres no permitidos'],
    });
    expect(powerCount()).toBe(0);
  });

  it('stores the power awaiting the owner signature, its images and the owner chat message', async () => {
    const response = await send({
      front: new File([PNG_BYTES], '../../etc/passwd.png', { type: 'image/png' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: POWER_MESSAGES.created });

    const power = context.db.prepare('SELECT * FROM simple_powers').get();
    expect(power).toMatchObject({
      rut_driver: '12345678-5',
      vehicle_year: 2019,
      vehicle_license_plate: 'BBBB12',
      phone_owner: '56987654321',
      status: 'AWAITING_OWNER_SIGNATURE',
    });

    const files = context.db.prepare('SELECT * FROM simple_power_files ORDER BY id_power_file').all();
    expect(files.map((file) => [file['field'], file['mime_type'], file['original_name']])).toEqual([
      [FRONT, 'image/png', 'passwd.png'],
      [BACK, 'image/jpeg', 'reverso.jpg'],
    ]);
    for (const file of files) {
      const storagePath = String(file['storage_path']);
      expect(storagePath).toMatch(/^powers\/[0-9a-f-]{36}\/cedula-(frontal\.png|posterior\.jpg)$/);
      expect(readFileSync(join(context.filesDir, storagePath)).length).toBe(file['size']);
    }

    const [message] = listOutbox(context.db);
    expect(message).toMatchObject({ channel: 'chat', to: '56987654321', subject: 'Firma de poder simple' });
    expect(message?.text).toContain('Hola María González:');
    expect(message?.text).toContain('patente BBBB12');
  });

  it('refuses a request without the power token', async () => {
    expect(await refusal(await send({ token: null }))).toEqual({ status: 401, message: POWER_MESSAGES.invalidToken });
  });

  it('refuses a token with a forged signature', async () => {
    const forged = await powerToken({ secret: 'otro-secreto' });
    expect(await refusal(await send({ token: forged }))).toEqual({ status: 401, message: POWER_MESSAGES.invalidToken });
    const tampered = `${(await powerToken()).slice(0, -3)}abc`;
    expect(await refusal(await send({ token: tampered }))).toEqual({
      status: 401,
      message: POWER_MESSAGES.invalidToken,
    });
    expect(powerCount()).toBe(0);
  });

  it('refuses a session token and a token made for another purpose', async () => {
    const session = await powerToken({ secret: DEV_JWT_SECRET });
    expect((await send({ token: session })).status).toBe(401);
    const other = await powerToken({ purpose: 'reset-password' });
    expect(await refusal(await send({ token: other }))).toEqual({ status: 401, message: POWER_MESSAGES.invalidToken });
  });

  it('refuses an expired token', async () => {
    const expired = await powerToken({ expiresInSeconds: -1 });
    expect(await refusal(await send({ token: expired }))).toEqual({
      status: 401,
      message: POWER_MESSAGES.expiredToken,
    });
    expect(powerCount()).toBe(0);
  });

  it('refuses a second power with the same token', async () => {
    const token = await powerToken();
    expect((await send({ token })).status).toBe(201);
    expect(await refusal(await send({ token }))).toEqual({ status: 409, message: POWER_MESSAGES.tokenUsed });
    expect(powerCount()).toBe(1);
  });

  it('refuses a renamed non-image by its content', async () => {
    const filesBefore = storedFileCount();
    const renamed = new File(['no soy una imagen'], 'cedula.png', { type: 'image/png' });
    expect(await refusal(await send({ front: renamed }))).toEqual({
      status: 400,
      message: [
        'El archivo cedula.png tiene un tipo no válido. Por favor, sube un archivo con uno de los siguientes tipos: PNG, JPG, JPEG.',
      ],
    });
    const gifInside = new File(['GIF89a\u0001\u0000'], 'reverso.jpg', { type: 'image/jpeg' });
    expect((await refusal(await send({ back: gifInside }))).status).toBe(400);
    expect(powerCount()).toBe(0);
    expect(storedFileCount()).toBe(filesBefore);
  });

  it('refuses a GIF by its name and type', async () => {
    const gif = new File(['GIF89a'], 'cedula.gif', { type: 'image/gif' });
    expect(await refusal(await send({ back: gif }))).toEqual({
      status: 400,
      message: [
        'El archivo cedula.gif tiene un tipo no válido. Por favor, sube un archivo con uno de los siguientes tipos: PNG, JPG, JPEG.',
      ],
    });
  });

  it('refuses a file of 3 MB (3145728 bytes) or more', async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(PNG_BYTES.subarray(0, 8));
    const oversized = new File([big], 'grande.png', { type: 'image/png' });
    expect(await refusal(await send({ front: oversized }))).toEqual({
      status: 400,
      message: ['El archivo grande.png es demasiado grande. Por favor, sube un archivo de menos de 3MB.'],
    });
    expect(powerCount()).toBe(0);
  });

  it('refuses a missing image with a message naming it', async () => {
    expect(await refusal(await send({ back: null }))).toEqual({
      status: 400,
      message: ['Falta la imagen del reverso de la cédula de identidad del dueño.'],
    });
  });

  it('validates every field with the shared rules, naming the field', async () => {
    const fields: Record<string, string> = {
      ...FIELDS,
      rutDriver: '12345678-4',
      phoneOwner: '887654321',
      vehicleYear: '2004',
    };
    delete fields['fullNameOwner'];
    expect(await refusal(await send({ fields }))).toEqual({
      status: 400,
      message: [
        'RUT del conductor: Dígito verificador inválido',
        `Año: El año debe estar entre 2005 y ${currentYearInChile()}`,
        'Nombre del dueño: Campo requerido',
        'Teléfono del dueño: El teléfono debe comenzar con 9',
      ],
    });
    expect(powerCount()).toBe(0);
  });

  it('holds each text field to its length: 100 for names and addresses, 30 for nationalities', async () => {
    const fields = { ...FIELDS, fullNameDriver: 'a'.repeat(101), nationalityOwner: 'a'.repeat(31) };
    expect(await refusal(await send({ fields }))).toEqual({
      status: 400,
      message: ['Nombre del conductor: Maximo 100 caracteres', 'Nacionalidad del dueño: Maximo 30 caracteres'],
    });
    const longest = { ...FIELDS, fullNameDriver: 'a'.repeat(100), nationalityOwner: 'a'.repeat(30) };
    expect((await send({ fields: longest })).status).toBe(201);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await context.app.request(PATH, {
      method: 'POST',
      body: JSON.stringify(FIELDS),
      headers: { 'content-type': 'application/json', 'auth-user': await powerToken() },
    });
    expect(await refusal(response)).toEqual({
      status: 400,
      message: 'El cuerpo de la solicitud no tiene un formato válido.',
    });
  });
});

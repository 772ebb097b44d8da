// The worker profile routes: extra personal data and the profile photo, each for the caller only.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBadgePng } from '../../lib/png.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { PROFILE_MESSAGES } from './profile.ts';
import { answer, createWorkerApiContext, type WorkerApiContext } from './profile-test-helpers.ts';

let api: WorkerApiContext;
beforeEach(async () => {
  api = await createWorkerApiContext();
});
afterEach(() => api.cleanup());

const EXTRA = '/api/users/get-extra-data-user';
const UPDATE = '/api/users/update-data-user';
const IMAGE = '/api/users/update-profile-image';

const personal = {
  firstname: 'Camila',
  lastname: 'Rojas Pérez',
  address: 'Av. Grecia 1234, Ñuñoa',
  about_me: 'Conductora con licencia A2.',
};

function imageForm(file: File | string | null): FormData {
  const form = new FormData();
  if (file !== null) form.append('newProfileImage', file);
  return form;
}

describe('extra user data', () => {
  it('answers the caller’s names, address and about me', async () => {
    const own = await answer<{ data: Record<string, string> }>(await api.call('GET', EXTRA, api.worker.token));
    expect(own.data.address).toBe('Av. Vicuña Mackenna 4860, Macul');
    const sur = await answer<{ data: Record<string, string> }>(await api.call('GET', EXTRA, api.workerSur.token));
    expect(sur.data.address).toBe('Calle Picarte 1530, Valdivia');
  });

  it('saves the four fields with "Datos añadidos correctamente" and the refreshed user shows them', async () => {
    const saved = await answer<{ message: string; data: unknown }>(
      await api.call('POST', UPDATE, api.worker.token, personal),
    );
    expect(saved).toEqual({ message: 'Datos añadidos correctamente', data: { ...personal, version: 2 } });
    const user = await answer<{ data: Record<string, unknown> }>(
      await api.call('POST', '/auth/success-login', api.worker.token),
    );
    expect(user.data).toMatchObject(personal);
    const sur = await answer<{ data: Record<string, string> }>(await api.call('GET', EXTRA, api.workerSur.token));
    expect(sur.data.firstname).not.toBe('Camila');
  });

  it('refuses a name with a hidden right-to-left override or zero-width characters', async () => {
    for (const firstname of ['Rojas\u202eevil', 'Ro\u200bjas']) {
      const response = await api.call('POST', UPDATE, api.worker.token, { ...personal, firstname });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: ['Contiene caracteres invisibles no permitidos'] });
    }
    const own = await answer<{ data: Record<string, string> }>(await api.call('GET', EXTRA, api.worker.token));
    expect(own.data.firstname).not.toContain('Rojas');
  });

  it('answers 400 with the rules’ messages for bad data', async () => {
    const response = await api.call('POST', UPDATE, api.worker.token, {
      ...personal,
      firstname: '',
      about_me: 'x'.repeat(501),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: ['Nombre es requerido', 'Sobre mi no puede exceder más de 500 caracteres'],
    });
    const malformed = await api.app.request(UPDATE, {
      method: 'POST',
      headers: { 'auth-user': api.worker.token, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(malformed.status).toBe(400);
  });
});

describe('profile image', () => {
  it('stores a PNG, serves it publicly and removes the previous upload', async () => {
    const png = new File([new Uint8Array(createBadgePng(32, [10, 20, 30], [200, 100, 50]))], 'foto.png', {
      type: 'image/png',
    });
    const first = await answer<{ message: string; data: { img_profile: string } }>(
      await api.post(IMAGE, imageForm(png), api.worker.token),
    );
    expect(first.message).toBe(PROFILE_MESSAGES.imageUpdated);
    expect(first.data.img_profile).toMatch(/^\/public-files\/avatars\/user-\d+-[\w-]+\.png$/);
    const served = await api.app.request(first.data.img_profile);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const second = await answer<{ data: { img_profile: string } }>(
      await api.post(IMAGE, imageForm(png), api.worker.token),
    );
    const firstName = first.data.img_profile.split('/').pop() ?? '';
    expect(existsSync(join(api.filesDir, 'public', 'avatars', firstName))).toBe(false);
    const user = await answer<{ data: { img_profile: string } }>(
      await api.call('POST', '/auth/success-login', api.worker.token),
    );
    expect(user.data.img_profile).toBe(second.data.img_profile);
  });

  it("refuses an image over 3 MB ('El tamaño de la imagen no puede ser mayor a 3MB')", async () => {
    const bytes = new Uint8Array(4 * 1024 * 1024);
    bytes.set(createBadgePng(8, [0, 0, 0], [255, 255, 255]));
    const response = await api.post(
      IMAGE,
      imageForm(new File([bytes], 'grande.png', { type: 'image/png' })),
      api.worker.token,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['El tamaño de la imagen no puede ser mayor a 3MB'] });
  });

  it("refuses a missing image ('Imagen requerida') and a file that is not a JPG or PNG", async () => {
    const missing = await api.post(IMAGE, imageForm(null), api.worker.token);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: ['Imagen requerida'] });
    const fake = new File(['%PDF-1.4 no soy una imagen'], 'foto.png', { type: 'image/png' });
    const wrong = await api.post(IMAGE, imageForm(fake), api.worker.token);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: ['Solo se permiten imágenes JPG, JPEG o PNG'] });
    const pdfName = await api.post(
      IMAGE,
      imageForm(new File(['x'], 'foto.pdf', { type: 'application/pdf' })),
      api.worker.token,
    );
    expect(pdfName.status).toBe(400);
  });
});

describe('sessions', () => {
  it.each([
    ['GET', EXTRA],
    ['POST', UPDATE],
    ['POST', IMAGE],
  ])('%s %s needs a worker session (401)', async (method, path) => {
    const anonymous = await api.call(method, path, null, method === 'POST' ? personal : undefined);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    expect((await api.call(method, path, api.companyToken, method === 'POST' ? personal : undefined)).status).toBe(401);
  });
});

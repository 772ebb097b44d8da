// The experience routes: list, create (with its duration), read for update, update, delete; each
// for the caller only, id 0 refused, another worker's entry answered as missing.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { EXPERIENCE_API_MESSAGES as M } from './profile-experience.ts';
import { answer, createWorkerApiContext, type WorkerApiContext } from './profile-test-helpers.ts';

interface Experience {
  id_ew: number;
  job_title: string;
  company_name: string;
  type_employment: string;
  duration: string;
}

const BASE = '/api/users/experience-work';
const entry = {
  job_title: 'Conductora de grúa horquilla',
  nameBusiness: 'Bodegas Central Ltda.',
  typeEmployment: 'Jornada parcial',
  location: 'Quilicura',
  start_date: '2024-08-01',
  end_date: '2025-02-20',
  job_description: 'Carga y descarga de camiones en bodega.',
};

let api: WorkerApiContext;
let list: (token: string) => Promise<Experience[]>;
beforeAll(() => {
  list = async (token) =>
    (await answer<{ data: Experience[] }>(await api.call('GET', `${BASE}/get-experience-work`, token))).data;
});
beforeEach(async () => {
  api = await createWorkerApiContext();
});
afterEach(() => api.cleanup());

describe('experience', () => {
  it('lists the caller’s two entries, latest job first, and none to another worker', async () => {
    const own = await list(api.worker.token);
    expect(own.map((item) => item.company_name)).toEqual(['Despachos Express SpA', 'Mudanzas del Valle Ltda.']);
    expect(own[0]?.duration).toBe('3 años y 4 meses');
    expect(await list(api.workerSur.token)).toEqual([]);
  });

  it('creates an entry with the create payload’s names and its duration', async () => {
    const created = await answer<{ message: string; data: Experience }>(
      await api.call('POST', `${BASE}/add-experience-work`, api.worker.token, entry),
      201,
    );
    expect(created.message).toBe(M.created);
    expect(created.data).toMatchObject({
      job_title: entry.job_title,
      company_name: entry.nameBusiness,
      type_employment: entry.typeEmployment,
      duration: '7 meses',
    });
    expect((await list(api.worker.token))[0]?.id_ew).toBe(created.data.id_ew);
  });

  it('reads and updates an own entry', async () => {
    const [first] = await list(api.worker.token);
    const id = first?.id_ew ?? 0;
    const read = await answer<{ data: Experience }>(
      await api.call('GET', `${BASE}/get-experience-work-for-update/${id}`, api.worker.token),
    );
    expect(read.data.id_ew).toBe(id);
    const updated = await answer<{ message: string; data: Experience }>(
      await api.call('PUT', `${BASE}/update-experience-work/${id}`, api.worker.token, {
        ...entry,
        job_title: 'Jefa de ruta',
      }),
    );
    expect(updated).toMatchObject({ message: M.updated, data: { id_ew: id, job_title: 'Jefa de ruta' } });
  });

  it('deletes an own entry', async () => {
    const [first] = await list(api.worker.token);
    const deleted = await answer<{ message: string }>(
      await api.call('DELETE', `${BASE}/delete-experience-work/${first?.id_ew ?? 0}`, api.worker.token),
    );
    expect(deleted.message).toBe(M.deleted);
    expect(await list(api.worker.token)).toHaveLength(1);
  });

  it("answers 404 for another worker's entry and leaves it alone", async () => {
    const [first] = await list(api.worker.token);
    const id = first?.id_ew ?? 0;
    for (const [method, path, body] of [
      ['GET', `${BASE}/get-experience-work-for-update/${id}`, undefined],
      ['PUT', `${BASE}/update-experience-work/${id}`, entry],
      ['DELETE', `${BASE}/delete-experience-work/${id}`, undefined],
    ] as const) {
      const response = await api.call(method, path, api.workerSur.token, body);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: M.notFound });
    }
    expect(await list(api.worker.token)).toHaveLength(2);
  });

  it.each([
    ['GET', `${BASE}/get-experience-work-for-update/0`, undefined],
    ['PUT', `${BASE}/update-experience-work/0`, entry],
    ['DELETE', `${BASE}/delete-experience-work/0`, undefined],
  ] as const)('refuses id 0 on %s %s with 400', async (method, path, body) => {
    const response = await api.call(method, path, api.worker.token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['Parámetro inválido'] });
    expect(await list(api.worker.token)).toHaveLength(2);
  });

  it.each(['0', '-1', 'abc', '01'])('refuses the id %s with 400', async (id) => {
    const response = await api.call('DELETE', `${BASE}/delete-experience-work/${id}`, api.worker.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['Parámetro inválido'] });
  });

  it('answers 400 with the rules’ messages for a bad entry', async () => {
    const response = await api.call('POST', `${BASE}/add-experience-work`, api.worker.token, {
      ...entry,
      job_title: 'ab',
      typeEmployment: 'Otro',
      end_date: '2024-01-01',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: ['Debe tener al menos 3 caracteres', 'Selecciona un tipo de empleo de la lista'],
    });
    const empty = await api.call('POST', `${BASE}/add-experience-work`, api.worker.token, {});
    expect(((await empty.json()) as { message: string[] }).message).toEqual(['Campo requerido']);
  });

  it.each([
    ['GET', `${BASE}/get-experience-work`],
    ['POST', `${BASE}/add-experience-work`],
    ['GET', `${BASE}/get-experience-work-for-update/1`],
    ['PUT', `${BASE}/update-experience-work/1`],
    ['DELETE', `${BASE}/delete-experience-work/1`],
  ])('%s %s needs a worker session (401)', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : entry;
    const anonymous = await api.call(method, path, null, body);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    expect((await api.call(method, path, api.companyToken, body)).status).toBe(401);
  });
});

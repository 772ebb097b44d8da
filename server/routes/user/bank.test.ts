// The bank routes: at most one account per worker, partial updates, the selected flag, delete;
// each for the caller only, id 0 refused, another worker's account answered as missing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { BANK_API_MESSAGES } from './bank.ts';
import { answer, createWorkerApiContext, type WorkerApiContext } from './profile-test-helpers.ts';

interface Bank {
  id_bank_detail: number;
  bank_name: string;
  phone: string;
  rut_account: string;
  selected: string | null;
}

const BASE = '/api/users/bank-details';
const bank = {
  account_holder_name: 'Camila Rojas',
  bank_name: 'Banco Estado',
  account_type: 'Cuenta Rut',
  account_number: '12345678',
  rut_account: '12345678-5',
  email: 'camila@correo.cl',
  phone: '56987654321',
  invoice_type: 'Boleta',
};

let api: WorkerApiContext;
beforeEach(async () => {
  api = await createWorkerApiContext();
});
afterEach(() => api.cleanup());

const list = async (token: string) =>
  (await answer<{ data: Bank[] }>(await api.call('GET', `${BASE}/get-banks-details`, token))).data;

async function create(token = api.worker.token): Promise<Bank> {
  const created = await answer<{ message: string; data: Bank }>(
    await api.call('POST', `${BASE}/add-bank-details`, token, bank),
    201,
  );
  expect(created.message).toBe('Datos bancarios añadidos correctamente');
  return created.data;
}

describe('bank details', () => {
  it('starts empty, adds one selected account with the RUT formatted, and refuses a second', async () => {
    expect(await list(api.worker.token)).toEqual([]);
    const created = await create();
    expect(created).toMatchObject({ bank_name: 'Banco Estado', rut_account: '12.345.678-5', selected: 'Seleccionado' });
    const second = await api.call('POST', `${BASE}/add-bank-details`, api.worker.token, bank);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: 'Solo puede tener una cuenta bancaria' });
    expect(await list(api.worker.token)).toHaveLength(1);
    expect(await list(api.workerSur.token)).toEqual([]);
  });

  it('updates only the fields sent', async () => {
    const created = await create();
    const updated = await answer<{ message: string; data: Bank }>(
      await api.call('PUT', `${BASE}/update-bank-details/${created.id_bank_detail}`, api.worker.token, {
        phone: '56911112222',
      }),
    );
    expect(updated.message).toBe('Datos bancarios actualizados correctamente');
    expect(updated.data).toMatchObject({ phone: '56911112222', bank_name: 'Banco Estado' });
    const read = await answer<{ data: Bank }>(
      await api.call('GET', `${BASE}/get-bank-details-for-update/${created.id_bank_detail}`, api.worker.token),
    );
    expect(read.data.phone).toBe('56911112222');
  });

  it('refuses an update without fields or with a bad one', async () => {
    const created = await create();
    const path = `${BASE}/update-bank-details/${created.id_bank_detail}`;
    const empty = await api.call('PUT', path, api.worker.token, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: ['No hay cambios para actualizar'] });
    const bad = await api.call('PUT', path, api.worker.token, { phone: '56287654321', rut_account: '12.345.678-9' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: ['Dígito verificador inválido', 'El teléfono debe comenzar con 569'] });
  });

  it('changes the selected flag', async () => {
    const created = await create();
    const path = `${BASE}/change-select-bank/${created.id_bank_detail}`;
    const off = await answer<{ data: Bank }>(await api.call('PUT', path, api.worker.token, { selected: false }));
    expect(off.data.selected).toBeNull();
    const on = await answer<{ message: string; data: Bank }>(
      await api.call('PUT', path, api.worker.token, { selected: 'Seleccionado' }),
    );
    expect(on).toMatchObject({ message: BANK_API_MESSAGES.selected, data: { selected: 'Seleccionado' } });
    expect((await api.call('PUT', path, api.worker.token, { selected: 'quizás' })).status).toBe(400);
  });

  it('deletes the account, after which a new one may be added', async () => {
    const created = await create();
    const deleted = await answer<{ message: string }>(
      await api.call('DELETE', `${BASE}/delete-bank-details/${created.id_bank_detail}`, api.worker.token),
    );
    expect(deleted.message).toBe('Datos bancarios eliminados correctamente');
    expect(await list(api.worker.token)).toEqual([]);
    await create();
  });

  it("answers 404 for another worker's account and leaves it alone", async () => {
    const created = await create();
    const id = created.id_bank_detail;
    for (const [method, path, body] of [
      ['GET', `${BASE}/get-bank-details-for-update/${id}`, undefined],
      ['PUT', `${BASE}/update-bank-details/${id}`, { phone: '56911112222' }],
      ['PUT', `${BASE}/change-select-bank/${id}`, { selected: false }],
      ['DELETE', `${BASE}/delete-bank-details/${id}`, undefined],
    ] as const) {
      const response = await api.call(method, path, api.workerSur.token, body);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: BANK_API_MESSAGES.notFound });
    }
    expect(await list(api.worker.token)).toEqual([created]);
  });

  it.each([
    ['GET', `${BASE}/get-bank-details-for-update/0`, undefined],
    ['PUT', `${BASE}/update-bank-details/0`, { phone: '56911112222' }],
    ['PUT', `${BASE}/change-select-bank/0`, { selected: false }],
    ['DELETE', `${BASE}/delete-bank-details/0`, undefined],
  ] as const)('refuses id 0 on %s %s with 400', async (method, path, body) => {
    await create();
    const response = await api.call(method, path, api.worker.token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['Parámetro inválido'] });
    expect(await list(api.worker.token)).toHaveLength(1);
  });

  it.each(['0', '00', 'x'])('refuses the id %s with 400', async (id) => {
    const response = await api.call('DELETE', `${BASE}/delete-bank-details/${id}`, api.worker.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['Parámetro inválido'] });
  });

  it('answers 400 with the rules’ messages for bad details', async () => {
    const response = await api.call('POST', `${BASE}/add-bank-details`, api.worker.token, {
      ...bank,
      account_number: '12a',
      email: 'pago@enlista.cl',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['Solo números permitidos', 'Correo electrónico inválido'] });
  });

  it.each([
    ['GET', `${BASE}/get-banks-details`],
    ['POST', `${BASE}/add-bank-details`],
    ['GET', `${BASE}/get-bank-details-for-update/1`],
    ['PUT', `${BASE}/update-bank-details/1`],
    ['PUT', `${BASE}/change-select-bank/1`],
    ['DELETE', `${BASE}/delete-bank-details/1`],
  ])('%s %s needs a worker session (401)', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : bank;
    const anonymous = await api.call(method, path, null, body);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    expect((await api.call(method, path, api.companyToken, body)).status).toBe(401);
  });
});

// The worker record routes: contracts (list and SIGNED download), attendance, penalties and the
// company's profiles, each answering only the caller's own data.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { createRecordsContext, type RecordsTestContext } from './documents-test-helpers.ts';
import { daysFrom } from '../../seed/time.ts';
import { RECORD_MESSAGES } from './records.ts';

interface Contract {
  status: string;
  id_history: number;
  original_document_id: number;
  url_file: string | null;
  document_name: string;
}

let api: RecordsTestContext;
beforeEach(async () => {
  api = await createRecordsContext();
});
afterEach(() => api.cleanup());

async function data<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('contracts', () => {
  it('lists the caller’s contracts with every status and none of another worker', async () => {
    const own = await data<Contract[]>(await api.get('/api/users/contracts/all', api.worker.token));
    expect(own.map((contract) => contract.status).sort()).toEqual(['PENDING', 'REJECTED', 'SIGNED']);
    expect(await data<Contract[]>(await api.get('/api/users/contracts/all', api.workerSur.token))).toEqual([]);
  });

  it('downloads a SIGNED contract as a multi-page PDF named contract_{id_history}.pdf', async () => {
    const own = await data<Contract[]>(await api.get('/api/users/contracts/all', api.worker.token));
    const signed = own.find((contract) => contract.status === 'SIGNED');
    const response = await api.get(signed?.url_file ?? '', api.worker.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`contract_${signed?.id_history}.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBe(3);
  });

  it("answers 404 for a contract not signed yet and for another worker's contract", async () => {
    const own = await data<Contract[]>(await api.get('/api/users/contracts/all', api.worker.token));
    const pending = own.find((contract) => contract.status === 'PENDING');
    const signed = own.find((contract) => contract.status === 'SIGNED');
    const notSigned = await api.get(pending?.url_file ?? '', api.worker.token);
    expect(notSigned.status).toBe(404);
    expect(await notSigned.json()).toEqual({ message: RECORD_MESSAGES.contractNotFound });
    expect((await api.get(signed?.url_file ?? '', api.workerSur.token)).status).toBe(404);
    const mismatched = `/api/users/contracts/download-file/999/${signed?.id_history}`;
    expect((await api.get(mismatched, api.worker.token)).status).toBe(404);
  });
});

describe('attendance and penalties', () => {
  it('lists the attendance history newest first, only for its owner', async () => {
    const own = await data<{ nameBusiness: string; dateConfirm: string; confirm: string }[]>(
      await api.get('/api/users/assistance/user-assistance', api.worker.token),
    );
    expect(own).toHaveLength(8);
    // The demo's attendance falls on the days before the day it was seeded.
    expect(own[0]).toEqual({ nameBusiness: 'Transportes Andes', dateConfirm: daysFrom(new Date(), -1), confirm: 'SI' });
    expect(own.map((entry) => entry.dateConfirm)).toEqual([...own.map((entry) => entry.dateConfirm)].sort().reverse());
    expect(await data(await api.get('/api/users/assistance/user-assistance', api.workerSur.token))).toEqual([]);
  });

  it('lists penalties with operation, date, amount and description', async () => {
    const own = await data<{ operation: string; amount: number }[]>(
      await api.get('/api/users/penaltys/user-penalty', api.worker.token),
    );
    expect(own.map((entry) => entry.amount)).toEqual([15000, 8000, 5000]);
    expect(await data(await api.get('/api/users/penaltys/user-penalty', api.workerSur.token))).toEqual([]);
  });
});

describe('get-all-profiles-business', () => {
  it('lists the profiles the worker’s company offers, by name or by id', async () => {
    const byName = await data<{ profile_name: string }[]>(
      await api.get('/api/users/get-all-profiles-business/transportes-andes', api.worker.token),
    );
    expect(byName.map((profile) => profile.profile_name)).toEqual(['Conductor', 'Peoneta', 'Vendedor', 'Picker']);
    const row = api.db.prepare("SELECT id_business FROM businesses WHERE name_business = 'transportes-andes'").get();
    const byId = await api.get(
      `/api/users/get-all-profiles-business/${String(row?.['id_business'])}`,
      api.worker.token,
    );
    expect(await data(byId)).toEqual(byName);
  });

  it('answers 403 for another company', async () => {
    const response = await api.get('/api/users/get-all-profiles-business/transportes-andes', api.workerSur.token);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: RECORD_MESSAGES.otherBusiness });
  });
});

describe('sessions', () => {
  it.each([
    '/api/users/contracts/all',
    '/api/users/contracts/download-file/501/1',
    '/api/users/assistance/user-assistance',
    '/api/users/penaltys/user-penalty',
    '/api/users/get-all-profiles-business/transportes-andes',
  ])('%s needs a worker session (401)', async (path) => {
    const anonymous = await api.app.request(path);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    expect((await api.get(path, api.companyToken)).status).toBe(401);
    expect((await api.get(path, api.companyToken, 'auth-business')).status).toBe(401);
  });
});

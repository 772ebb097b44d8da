// /business postings in-process: the company sees and changes only its own postings, worker and
// missing tokens are refused, bad input is a 400 with Spanish messages, and what a company
// publishes reaches the home list (same table as the worker side).
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POSTING_MESSAGES } from '../../../src/lib/validation/job-posting.ts';
import { OwnPostingSchema, type OwnPosting as Posting } from '../../../src/lib/posting.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { BUSINESS_MESSAGES } from './messages.ts';
import {
  COMPANY,
  COMPANY_SUR,
  WORKER,
  createBusinessContext,
  json,
  postingPayload,
  type BusinessTestContext,
} from './test-helpers.ts';

let api: BusinessTestContext;
let token: string;
beforeEach(async () => {
  api = await createBusinessContext();
  token = await api.tokenOf(COMPANY);
});
afterEach(() => api.cleanup());

const ownerIdOf = (email: string) =>
  Number(api.db.prepare('SELECT id_user FROM users WHERE email = ? AND role <> ?').get(email, 'User')?.['id_user']);

function postingsOwnedBy(email: string): number[] {
  return api.db
    .prepare('SELECT id_publication FROM job_postings WHERE id_owner = ?')
    .all(ownerIdOf(email))
    .map((row) => Number(row['id_publication']));
}

describe('GET /business/job-postings', () => {
  it('lists only the company’s own postings, newest first, with their count', async () => {
    const response = await api.call('GET', '/business/job-postings', token);
    expect(response.status).toBe(200);
    const { data, count } = await json<{ data: Posting[]; count: number }>(response);
    expect(count).toBe(data.length);
    expect(data.length).toBeGreaterThan(20);
    // Exactly the shared company posting shape, no field more or less.
    expect(v.safeParse(v.array(v.strictObject(OwnPostingSchema.entries)), data).issues).toBeUndefined();
    expect(new Set(data.map((posting) => posting.id_publication))).toEqual(new Set(postingsOwnedBy(COMPANY)));
    expect(data.every((posting) => posting.name_business === 'Transportes Andes')).toBe(true);
    const created = data.map((posting) => posting.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('refuses a missing token, a worker token and a forged token with 401', async () => {
    const worker = await api.tokenOf(WORKER, 'andes-2025');
    for (const candidate of [null, worker, `${token.slice(0, -4)}AAAA`]) {
      const response = await api.call('GET', '/business/job-postings', candidate);
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    }
  });

  it('refuses a worker token even when sent as auth-user', async () => {
    const worker = await api.tokenOf(WORKER, 'andes-2025');
    const response = await api.app.request('/business/job-postings', { headers: { 'auth-user': worker } });
    expect(response.status).toBe(401);
  });

  it('refuses a company token after logout', async () => {
    await api.call('POST', '/auth/logout/business', token);
    expect((await api.call('GET', '/business/job-postings', token)).status).toBe(401);
  });
});

describe('POST /business/create-job-posting', () => {
  it('refuses a title that a NUL would cut below the 5-character minimum once stored', async () => {
    const before = (await json<{ data: unknown[] }>(await api.call('GET', '/business/job-postings', token))).data;
    const response = await api.call(
      'POST',
      '/business/create-job-posting',
      token,
      postingPayload({ title: 'ab\u0000cdefghij' }),
    );
    expect(response.status).toBe(400);
    expect((await json<{ message: string[] }>(response)).message).toEqual(['Contiene caracteres no permitidos']);
    const after = (await json<{ data: unknown[] }>(await api.call('GET', '/business/job-postings', token))).data;
    expect(after).toHaveLength(before.length);
  });

  it('creates a posting that the company lists and the home page shows first', async () => {
    const response = await api.call('POST', '/business/create-job-posting', token, postingPayload());
    expect(response.status).toBe(201);
    const { message, data } = await json<{ message: string; data: Posting }>(response);
    expect(message).toBe(BUSINESS_MESSAGES.postingCreated);
    expect(data).toMatchObject({
      title: 'Conductor de furgón para ruta Ñuñoa',
      name_vehicle: 'Furgón',
      capacity_kg: 1000,
      name_zone: 'Zona Centro',
      name_region: 'Metropolitana de Santiago',
      name_commune: 'Santiago',
      name_schedule: 'AM',
      start_time: '2099-03-01',
      pawn: 1300,
      is_active: true,
      name_business: 'Transportes Andes',
    });
    const home = await json<{ data: Posting[] }>(await api.app.request('/general-data/get-jobpostings-home'));
    expect(home.data[0]?.id_publication).toBe(data.id_publication);
    expect(postingsOwnedBy(COMPANY)).toContain(data.id_publication);
  });

  it('answers 400 with every field message for an empty posting and stores nothing', async () => {
    const before = postingsOwnedBy(COMPANY).length;
    const response = await api.call('POST', '/business/create-job-posting', token, {});
    expect(response.status).toBe(400);
    const { message } = await json<{ message: string[] }>(response);
    expect(message).toEqual(
      expect.arrayContaining([POSTING_MESSAGES.titleRequired, POSTING_MESSAGES.vehicle, POSTING_MESSAGES.pawnRequired]),
    );
    expect(postingsOwnedBy(COMPANY).length).toBe(before);
  });

  it('answers 400 for cross-field mistakes, a past start date and a malformed body', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [postingPayload({ id_capacity: null }), POSTING_MESSAGES.capacity],
      [postingPayload({ id_zone: 3 }), POSTING_MESSAGES.regionMismatch],
      [postingPayload({ id_commune: 3100 }), POSTING_MESSAGES.communeMismatch],
      [postingPayload({ pawn: -5 }), POSTING_MESSAGES.pawnDigits],
      [postingPayload({ start_time: '2020-01-01' }), POSTING_MESSAGES.startPast],
    ];
    for (const [body, expected] of cases) {
      const response = await api.call('POST', '/business/create-job-posting', token, body);
      expect(response.status).toBe(400);
      expect((await json<{ message: string[] }>(response)).message).toEqual([expected]);
    }
    const broken = await api.call('POST', '/business/create-job-posting', token, '{"title": ');
    expect(broken.status).toBe(400);
  });
});

describe('update, read for update and delete', () => {
  it('loads an own posting for update, updates it and deletes it', async () => {
    const [id] = postingsOwnedBy(COMPANY);
    const read = await api.call('GET', `/business/get-data-job-posting-to-update/${id}`, token);
    expect(read.status).toBe(200);
    const { data } = await json<{ data: Posting }>(read);
    expect(data.id_publication).toBe(id);

    const changes = postingPayload({ title: 'Conductor de furgón (editado)', id_vehicle: 3, id_capacity: null });
    const updated = await api.call('PUT', `/business/update-job-posting/${id}`, token, changes);
    expect(updated.status).toBe(200);
    expect(await json(updated)).toMatchObject({
      message: BUSINESS_MESSAGES.postingUpdated,
      data: { id_publication: id, title: 'Conductor de furgón (editado)', name_vehicle: 'Moto', id_capacity: null },
    });

    const deleted = await api.call('DELETE', `/business/delete-job-posting/${id}`, token);
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ message: BUSINESS_MESSAGES.postingDeleted });
    expect(postingsOwnedBy(COMPANY)).not.toContain(id);
    expect((await api.call('GET', `/business/get-data-job-posting-to-update/${id}`, token)).status).toBe(404);
  });

  it('answers 400 with the field messages for a bad update and leaves the posting as it was', async () => {
    const [id] = postingsOwnedBy(COMPANY);
    const before = await json<{ data: Posting }>(
      await api.call('GET', `/business/get-data-job-posting-to-update/${id}`, token),
    );
    const cases: [Record<string, unknown>, string][] = [
      [postingPayload({ title: '' }), POSTING_MESSAGES.titleRequired],
      [postingPayload({ id_vehicle: 1, id_capacity: 7 }), POSTING_MESSAGES.capacityMismatch],
      [postingPayload({ id_schedule: 4 }), POSTING_MESSAGES.schedule],
      [postingPayload({ start_time: '2030-02-30' }), POSTING_MESSAGES.startInvalid],
      [postingPayload({ pawn: 10_000_001 }), POSTING_MESSAGES.pawnRange],
    ];
    for (const [body, expected] of cases) {
      const response = await api.call('PUT', `/business/update-job-posting/${id}`, token, body);
      expect(response.status).toBe(400);
      expect((await json<{ message: string[] }>(response)).message).toEqual([expected]);
    }
    const after = await json<{ data: Posting }>(
      await api.call('GET', `/business/get-data-job-posting-to-update/${id}`, token),
    );
    expect(after.data).toEqual(before.data);
  });

  it('lets an update keep a start date that is already past', async () => {
    const [id] = postingsOwnedBy(COMPANY);
    const response = await api.call(
      'PUT',
      `/business/update-job-posting/${id}`,
      token,
      postingPayload({ start_time: '2020-01-01' }),
    );
    expect(response.status).toBe(200);
  });

  it('does not let a company read, change or delete another company’s posting', async () => {
    const [foreign] = postingsOwnedBy(COMPANY_SUR);
    const sur = await api.tokenOf(COMPANY_SUR);
    expect(foreign).toBeDefined();
    const attempts = [
      api.call('GET', `/business/get-data-job-posting-to-update/${foreign}`, token),
      api.call('PUT', `/business/update-job-posting/${foreign}`, token, postingPayload({ title: 'Secuestrada' })),
      api.call('DELETE', `/business/delete-job-posting/${foreign}`, token),
      api.call('GET', `/business/get-postulates-job-posting/${foreign}`, token),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message: BUSINESS_MESSAGES.postingNotFound });
    }
    const stillThere = await json<{ data: Posting }>(
      await api.call('GET', `/business/get-data-job-posting-to-update/${foreign}`, sur),
    );
    expect(stillThere.data.title).not.toBe('Secuestrada');
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    const bad = await api.call('DELETE', '/business/delete-job-posting/abc', token);
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ message: ['Parámetro inválido'] });
    expect((await api.call('DELETE', '/business/delete-job-posting/999999', token)).status).toBe(404);
  });
});

describe('POST /business/search-my-job-postings', () => {
  it('finds own postings by any word, ignoring case and accents', async () => {
    await api.call('POST', '/business/create-job-posting', token, postingPayload({ title: 'Operador grúa horquilla' }));
    const response = await api.call('POST', '/business/search-my-job-postings', token, { search: 'GRUA horquilla' });
    expect(response.status).toBe(200);
    const { postings, count } = await json<{ postings: Posting[]; count: number }>(response);
    expect(count).toBe(1);
    expect(postings[0]?.title).toBe('Operador grúa horquilla');
  });

  it('searches only the company’s own postings', async () => {
    const sur = await api.tokenOf(COMPANY_SUR);
    await api.call('POST', '/business/create-job-posting', sur, postingPayload({ title: 'Operador grúa horquilla' }));
    const { count } = await json<{ count: number }>(
      await api.call('POST', '/business/search-my-job-postings', token, { search: 'horquilla' }),
    );
    expect(count).toBe(0);
  });

  it('returns every own posting for an empty search and refuses an overly long one', async () => {
    const all = await json<{ count: number }>(
      await api.call('POST', '/business/search-my-job-postings', token, { search: '' }),
    );
    expect(all.count).toBe(postingsOwnedBy(COMPANY).length);
    const long = await api.call('POST', '/business/search-my-job-postings', token, { search: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(await json(long)).toEqual({ message: [BUSINESS_MESSAGES.searchMax] });
  });
});

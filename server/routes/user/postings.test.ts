// The worker job posting routes: the active list, filters (with count), search, one posting by
// id, save and apply with the caller's saved and applied lists; each for the caller only.
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WorkerPostingSchema, startHasPassed, type WorkerPosting } from '../../../src/lib/posting.ts';
import { REGION_ID } from '../../../src/lib/reference/index.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { POSTINGS_API_MESSAGES as M } from './postings.ts';
import { answer, createWorkerApiContext, type WorkerApiContext } from './profile-test-helpers.ts';

type Posting = WorkerPosting;
interface ListAnswer {
  jobPostings: Posting[];
  count: number;
}

const U = '/api/users';
let api: WorkerApiContext;
beforeEach(async () => {
  api = await createWorkerApiContext();
});
afterEach(() => api.cleanup());

const all = async (token = api.worker.token) =>
  answer<{ data: Posting[]; count: number }>(await api.call('GET', `${U}/job-postings`, token));
const filter = async (body: unknown) =>
  answer<ListAnswer>(await api.call('POST', `${U}/filter-job-postings`, api.worker.token, body));
const search = async (body: unknown) =>
  answer<ListAnswer>(await api.call('POST', `${U}/search-job-postings`, api.worker.token, body));
const savedList = async (token = api.worker.token) =>
  (await answer<{ data: Posting[] }>(await api.call('GET', `${U}/get-all-save-posting`, token))).data;
const appliedList = async (token = api.worker.token) =>
  (await answer<{ data: Posting[] }>(await api.call('GET', `${U}/get-all-postulate-job-posting`, token))).data;

describe('posting list, filters and search', () => {
  it('lists every active posting with its count, flagged for the caller', async () => {
    const { data, count } = await all();
    expect(count).toBe(33);
    expect(data).toHaveLength(33);
    // Exactly the shared worker posting shape, no field more or less.
    expect(v.safeParse(v.array(v.strictObject(WorkerPostingSchema.entries)), data).issues).toBeUndefined();
    expect(data.every((posting) => posting.is_active)).toBe(true);
    expect(data.filter((posting) => posting.saved)).toHaveLength(3);
    expect(data.filter((posting) => posting.applied)).toHaveLength(3);
    const sur = await all(api.workerSur.token);
    expect(sur.data.filter((posting) => posting.saved)).toHaveLength(0);
  });

  it('filters by region, vehicle, start date and minimum pay, ignoring empty values', async () => {
    const metropolitana = await filter({ id_region: String(REGION_ID.metropolitana), id_zone: '' });
    expect(metropolitana.count).toBe(metropolitana.jobPostings.length);
    expect(metropolitana.count).toBeGreaterThanOrEqual(10);
    expect(metropolitana.jobPostings.every((posting) => posting.id_region === REGION_ID.metropolitana)).toBe(true);
    const { data } = await all();
    const pay = 20000;
    const rich = await filter({ pawn: pay, id_vehicle: null });
    expect(rich.count).toBe(data.filter((posting) => posting.pawn >= pay).length);
    const start = [...data].sort((a, b) => a.start_time.localeCompare(b.start_time))[20]?.start_time ?? '';
    const later = await filter({ start_time: start });
    expect(later.jobPostings.every((posting) => posting.start_time >= start)).toBe(true);
    expect(later.count).toBeLessThan(33);
  });

  it('answers 400 for malformed filters', async () => {
    for (const body of [{ id_region: 'trece' }, { id_region: 0 }, { start_time: '2025-13-01' }, { pawn: '-5' }]) {
      const response = await api.call('POST', `${U}/filter-job-postings`, api.worker.token, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: [M.invalidFilter] });
    }
  });

  it('searches every word in titles, companies and places, without minding accents', async () => {
    const nunoa = await search({ search_jps: 'nunoa' });
    expect(nunoa.count).toBeGreaterThan(0);
    expect(
      nunoa.jobPostings.every((posting) => posting.name_commune === 'Ñuñoa' || /ñuñoa/i.test(JSON.stringify(posting))),
    ).toBe(true);
    const words = await search({ search_jps: 'conductor FURGÓN' });
    expect(words.count).toBe(words.jobPostings.length);
    expect(words.jobPostings.every((posting) => /conductor/i.test(JSON.stringify(posting)))).toBe(true);
    expect((await search({ search_jps: '' })).count).toBe(33);
    expect((await search({ search_jps: 'zzzz-no-existe' })).count).toBe(0);
    const combined = await search({ search_jps: 'conductor', id_region: REGION_ID.metropolitana });
    expect(combined.jobPostings.every((posting) => posting.id_region === REGION_ID.metropolitana)).toBe(true);
    const long = await api.call('POST', `${U}/search-job-postings`, api.worker.token, { search_jps: 'x'.repeat(101) });
    expect(await long.json()).toEqual({ message: [M.searchMax] });
  });
});

describe('one posting, save and apply', () => {
  it('reads one active posting by id; a closed or missing one is 404, id 0 is 400', async () => {
    const [first] = (await all()).data;
    const one = await answer<{ data: Posting }>(
      await api.call('GET', `${U}/filter-job-postings-by-id/${first?.id_publication ?? 0}`, api.worker.token),
    );
    expect(one.data.title).toBe(first?.title);
    const closed = api.db.prepare('SELECT id_publication FROM job_postings WHERE is_active = 0 LIMIT 1').get();
    const closedId = Number(closed?.['id_publication']);
    expect((await api.call('GET', `${U}/filter-job-postings-by-id/${closedId}`, api.worker.token)).status).toBe(404);
    expect((await api.call('GET', `${U}/filter-job-postings-by-id/99999`, api.worker.token)).status).toBe(404);
    expect((await api.call('GET', `${U}/filter-job-postings-by-id/0`, api.worker.token)).status).toBe(400);
  });

  it('saves and applies; the posting then shows in the caller’s lists only', async () => {
    const target = (await all()).data.find((posting) => !posting.saved && !posting.applied);
    const id = target?.id_publication ?? 0;
    const saved = await api.call('POST', `${U}/save-posting`, api.worker.token, { id_publication: id });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toEqual({ message: M.saved });
    const applied = await api.call('POST', `${U}/postulate-job-posting`, api.worker.token, {
      id_publication: String(id),
    });
    expect(applied.status).toBe(201);
    expect(await applied.json()).toEqual({ message: M.applied });

    expect((await savedList())[0]).toMatchObject({ id_publication: id, saved: true, applied: true });
    expect((await appliedList())[0]?.id_publication).toBe(id);
    expect(await savedList()).toHaveLength(4);
    expect((await savedList(api.workerSur.token)).map((posting) => posting.id_publication)).not.toContain(id);
    expect((await appliedList(api.workerSur.token)).map((posting) => posting.id_publication)).not.toContain(id);

    const again = await api.call('POST', `${U}/save-posting`, api.worker.token, { id_publication: id });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: M.alreadySaved });
    const reapplied = await api.call('POST', `${U}/postulate-job-posting`, api.worker.token, { id_publication: id });
    expect(await reapplied.json()).toEqual({ message: M.alreadyApplied });
  });

  it('refuses bad, missing and closed postings', async () => {
    for (const id of [0, -3, 'abc', null]) {
      const response = await api.call('POST', `${U}/save-posting`, api.worker.token, { id_publication: id });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: [M.invalidPosting] });
    }
    const missing = await api.call('POST', `${U}/postulate-job-posting`, api.worker.token, { id_publication: 99999 });
    expect(missing.status).toBe(404);
    const closed = api.db.prepare('SELECT id_publication FROM job_postings WHERE is_active = 0 LIMIT 1').get();
    const response = await api.call('POST', `${U}/postulate-job-posting`, api.worker.token, {
      id_publication: Number(closed?.['id_publication']),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: M.notFound });
  });

  it('refuses an application once the start day has passed; saving it still works', async () => {
    const started = (await all()).data.filter((posting) => startHasPassed(posting.start_time));
    expect(started.length).toBeGreaterThan(0);
    const id = started.find((posting) => !posting.applied && !posting.saved)?.id_publication ?? 0;
    const response = await api.call('POST', `${U}/postulate-job-posting`, api.worker.token, { id_publication: id });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: M.startPassed });
    expect((await appliedList()).map((posting) => posting.id_publication)).not.toContain(id);
    const saved = await api.call('POST', `${U}/save-posting`, api.worker.token, { id_publication: id });
    expect(saved.status).toBe(201);
  });

  it('seeds most postings to start in the coming weeks and a few already started', async () => {
    const starts = (await all()).data.map((posting) => posting.start_time);
    const passed = starts.filter((start) => startHasPassed(start));
    expect(passed.length).toBeGreaterThan(0);
    expect(passed.length).toBeLessThan(starts.length / 4);
    const inFiveWeeks = new Date(Date.now() + 35 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(starts.every((start) => start < inFiveWeeks)).toBe(true);
  });

  it('lists the seeded saved and applied postings newest first', async () => {
    expect(await savedList()).toHaveLength(3);
    expect(await appliedList()).toHaveLength(3);
    expect(await appliedList(api.workerSur.token)).toHaveLength(1);
  });
});

describe('sessions', () => {
  it.each([
    ['GET', `${U}/job-postings`],
    ['POST', `${U}/filter-job-postings`],
    ['POST', `${U}/search-job-postings`],
    ['GET', `${U}/filter-job-postings-by-id/1`],
    ['POST', `${U}/save-posting`],
    ['POST', `${U}/postulate-job-posting`],
    ['GET', `${U}/get-all-save-posting`],
    ['GET', `${U}/get-all-postulate-job-posting`],
  ])('%s %s needs a worker session (401)', async (method, path) => {
    const body = method === 'GET' ? undefined : { id_publication: 1 };
    const anonymous = await api.call(method, path, null, body);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    expect((await api.call(method, path, api.companyToken, body)).status).toBe(401);
  });
});

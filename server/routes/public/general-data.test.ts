import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGIONS, SCHEDULES, VEHICLES, VEHICLE_CAPACITIES, ZONES } from '../../../src/lib/reference/index.ts';
import { COMMUNES } from '../../../src/lib/reference/communes.ts';
import { PostingSchema, type Posting } from '../../../src/lib/posting.ts';
import { createTestContext } from '../../test-support.ts';
import type { TestContext } from '../../test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.cleanup());

async function getJson(path: string): Promise<{ status: number; body: unknown }> {
  const response = await context.app.request(path);
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, body: await response.json() };
}

describe('GET /general-data/get-filtered-regions/:param', () => {
  it('lists the regions of a zone', async () => {
    const { status, body } = await getJson('/general-data/get-filtered-regions/3');
    expect(status).toBe(200);
    expect(body).toEqual({ data: REGIONS.filter((region) => region.zone_id === 3) });
    expect((body as { data: unknown[] }).data).toHaveLength(5);
  });

  it('answers an empty list for an unknown zone', async () => {
    expect((await getJson('/general-data/get-filtered-regions/9')).body).toEqual({ data: [] });
  });

  it('rejects a parameter that is not digits with "Parámetro inválido"', async () => {
    for (const param of ['abc', '1a', '-1', '1.5']) {
      const { status, body } = await getJson(`/general-data/get-filtered-regions/${param}`);
      expect(status, param).toBe(400);
      expect(body).toEqual({ message: ['Parámetro inválido'] });
    }
  });
});

describe('GET /general-data/get-filtered-communes/:param', () => {
  it('lists the communes of a region', async () => {
    const { status, body } = await getJson('/general-data/get-filtered-communes/13000');
    expect(status).toBe(200);
    const communes = (body as { data: { name_commune: string; id_region: number }[] }).data;
    expect(communes.map((commune) => commune.name_commune)).toEqual(expect.arrayContaining(['Santiago', 'Las Condes']));
    expect(communes.every((commune) => commune.id_region === 13000)).toBe(true);
  });

  it('rejects a bad region id', async () => {
    const { status, body } = await getJson('/general-data/get-filtered-communes/santiago');
    expect(status).toBe(400);
    expect(body).toEqual({ message: ['Parámetro inválido'] });
  });
});

describe('GET /general-data/get-all-datas-filters', () => {
  it('answers every filter list from the reference data', async () => {
    const { status, body } = await getJson('/general-data/get-all-datas-filters');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        zones: ZONES,
        regions: REGIONS,
        communes: COMMUNES,
        vehicles: VEHICLES,
        capacities: VEHICLE_CAPACITIES,
        schedules: SCHEDULES,
      },
    });
  });
});

describe('GET /general-data/get-jobpostings-home', () => {
  it('lists the 8 newest active postings with display names resolved', async () => {
    const { status, body } = await getJson('/general-data/get-jobpostings-home');
    expect(status).toBe(200);
    const postings = (body as { data: Posting[] }).data;
    expect(postings).toHaveLength(8);
    // Exactly the shared posting shape, no field more or less.
    expect(v.safeParse(v.array(v.strictObject(PostingSchema.entries)), postings).issues).toBeUndefined();
    const created = postings.map((posting) => posting.created_at);
    expect(created).toEqual([...created].sort().reverse());
    for (const posting of postings) {
      expect(posting.is_active).toBe(true);
      expect(posting.name_vehicle).toBeTruthy();
      expect(posting.name_region).toBeTruthy();
      expect(posting.name_commune).toBeTruthy();
      expect(posting.name_schedule).toBeTruthy();
      expect(['Transportes Andes', 'Logística Sur']).toContain(posting.name_business);
      expect(Number.isInteger(posting.pawn)).toBe(true);
    }
  });

  it('never lists inactive postings', async () => {
    context.db.exec(
      'UPDATE job_postings SET is_active = 0 WHERE id_publication IN (SELECT id_publication FROM job_postings ORDER BY created_at DESC LIMIT 3)',
    );
    const postings = ((await getJson('/general-data/get-jobpostings-home')).body as { data: Posting[] }).data;
    expect(postings).toHaveLength(8);
    const inactive = context.db.prepare('SELECT id_publication FROM job_postings WHERE is_active = 0').all();
    const ids = new Set(postings.map((posting) => posting.id_publication));
    expect(inactive.some((row) => ids.has(Number(row['id_publication'])))).toBe(false);
  });
});

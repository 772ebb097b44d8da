import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedPostingAnswerSchema, type SharedPosting } from '../../../src/lib/contract/public-posting.ts';
import { createTestContext } from '../../test-support.ts';
import type { TestContext } from '../../test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.cleanup());

async function read(path: string): Promise<{ status: number; body: unknown }> {
  const response = await context.app.request(path);
  return { status: response.status, body: await response.json() };
}

async function shared(path: string): Promise<SharedPosting> {
  const { status, body } = await read(path);
  expect(status).toBe(200);
  return v.parse(sharedPostingAnswerSchema, body).data;
}

function openPostingId(): number {
  const row = context.db
    .prepare("SELECT id_publication FROM job_postings WHERE is_active = 1 AND start_time >= date('now') LIMIT 1")
    .get() as { id_publication: number };
  return row.id_publication;
}

describe('GET /api/public/job-postings/:id', () => {
  it('answers an open posting with what the home list shows, its company link and the others', async () => {
    const id = openPostingId();
    const data = await shared(`/api/public/job-postings/${id}`);
    expect(data.open).toBe(true);
    expect(data.posting?.id_publication).toBe(id);
    expect(Object.keys(data.posting ?? {})).not.toContain('description');
    expect(data.posting?.facts.map((fact) => fact.label)).toContain('Pago referencial');
    expect(data.company).toEqual({
      name_business: 'transportes-andes',
      display_name: 'Transportes Andes',
      rgs: 'andes-2025',
    });
    expect(data.others.length).toBeGreaterThan(0);
    expect(data.others.length).toBeLessThanOrEqual(5);
    expect(data.others.map((posting) => posting.id_publication)).not.toContain(id);
  });

  it('says a switched-off posting is closed, still offering the company’s open ones', async () => {
    const id = openPostingId();
    context.db.prepare('UPDATE job_postings SET is_active = 0 WHERE id_publication = ?').run(id);
    const data = await shared(`/api/public/job-postings/${id}`);
    expect(data.open).toBe(false);
    expect(data.posting?.id_publication).toBe(id);
    expect(data.others.length).toBeGreaterThan(0);
    context.db.prepare('UPDATE job_postings SET is_active = 1 WHERE id_publication = ?').run(id);
  });

  it('names the company the link was shared under when the posting was removed', async () => {
    const data = await shared('/api/public/job-postings/999999?business=transportes-andes');
    expect(data).toMatchObject({ posting: null, open: false, company: { display_name: 'Transportes Andes' } });
    expect(data.others.length).toBeGreaterThan(0);
  });

  it('offers the posting under the company link it was shared from', async () => {
    const id = openPostingId();
    const data = await shared(`/api/public/job-postings/${id}?business=logistica-sur`);
    expect(data.company?.name_business).toBe('logistica-sur');
    expect(data.posting?.id_publication).toBe(id);
  });

  it('answers 404 when neither the posting nor the company exists', async () => {
    expect(await read('/api/public/job-postings/999999')).toEqual({
      status: 404,
      body: { message: 'No encontramos esta oferta.' },
    });
    expect((await read('/api/public/job-postings/999999?business=nadie')).status).toBe(404);
  });

  it('refuses an id that is not digits with "Parámetro inválido"', async () => {
    expect(await read('/api/public/job-postings/abc')).toEqual({
      status: 400,
      body: { message: ['Parámetro inválido'] },
    });
  });
});

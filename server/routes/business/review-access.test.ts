// Access to every document review route: no token and a worker's token on a company route (and a
// company's on the worker's) are refused with 401; another company reaches none of Transportes
// Andes' workers or documents; one worker never sees another's news.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpanishError } from '../../security-test-support.ts';
import {
  COMPANY,
  COMPANY_SUR,
  WORKER,
  WORKER_SUR,
  createReviewContext,
  json,
  type ReviewTestContext,
} from './review-test-helpers.ts';

let api: ReviewTestContext;
beforeAll(async () => {
  api = await createReviewContext();
});
afterAll(() => api.cleanup());

/** The company routes, with a document and a worker of Transportes Andes. */
function companyRoutes(): [string, string, unknown?][] {
  const document = api.awaitingOf(WORKER, 'certificado_antecedentes');
  const worker = api.idOf(WORKER);
  return [
    ['GET', '/business/review/queue'],
    ['GET', `/business/review/documents/${document}`],
    ['GET', `/business/review/documents/${document}/file`],
    ['POST', `/business/review/documents/${document}/approve`, {}],
    ['POST', `/business/review/documents/${document}/reject`, { reason: 'imagen_ilegible' }],
    ['POST', '/business/review/approve-many', { documents: [{ id_file: document }] }],
    ['GET', `/business/workers/${worker}`],
    ['POST', `/business/workers/${worker}/request-documents`],
    ['GET', '/business/required-documents'],
    ['PUT', '/business/required-documents/1', { documents: [] }],
  ];
}

describe('document review routes', () => {
  it('refuse a request without a token, or with a worker’s token, with 401 in Spanish', async () => {
    for (const [method, path, body] of companyRoutes()) {
      for (const who of [null, WORKER]) {
        const response = await api.call(who, method, path, body);
        expect(response.status, `${method} ${path} as ${who}`).toBe(401);
        await expectSpanishError(response, `${method} ${path}`);
      }
    }
    for (const [method, path, body] of [
      ['GET', '/api/users/news'],
      ['POST', '/api/users/news/dismiss', { until: 1 }],
    ] as const) {
      expect((await api.call(null, method, path, body)).status).toBe(401);
      expect((await api.call(COMPANY, method, path, body)).status).toBe(401);
    }
  });

  it('give another company nothing of Transportes Andes’ workers, and change nothing', async () => {
    const before = api.db.prepare('SELECT COUNT(*) AS n FROM document_events').get()?.['n'];
    for (const [method, path, body] of companyRoutes()) {
      const response = await api.call(COMPANY_SUR, method, path, body);
      const text = await response.clone().text();
      expect(text, `${method} ${path}`).not.toContain('Camila');
      expect(text, `${method} ${path}`).not.toContain('12.345.678-5');
      if (path.includes('/documents/') || path.includes('/workers/')) expect(response.status, path).toBe(404);
    }
    const bulk = await json<{ data: { results: { ok: boolean; status?: number }[] } }>(
      await api.call(COMPANY_SUR, 'POST', '/business/review/approve-many', {
        documents: [{ id_file: api.awaitingOf(WORKER, 'certificado_antecedentes') }],
      }),
    );
    expect(bulk.data.results).toEqual([expect.objectContaining({ ok: false, status: 404 })]);
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM document_events').get()?.['n']).toBe(before);
    expect(api.outbox()).toHaveLength(0);
  });

  it('give each worker only their own news', async () => {
    const mine = await json<{ data: { id_file: number }[] }>(await api.call(WORKER, 'GET', '/api/users/news'));
    const theirs = await json<{ data: { id_file: number }[] }>(await api.call(WORKER_SUR, 'GET', '/api/users/news'));
    const mineIds = new Set(mine.data.map((item) => item.id_file));
    expect(mine.data.length).toBeGreaterThan(0);
    expect(theirs.data.some((item) => mineIds.has(item.id_file))).toBe(false);
  });
});

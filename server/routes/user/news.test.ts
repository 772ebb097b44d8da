// The worker's 'Novedades' in process: the company's decisions not dismissed yet, newest first,
// with their line; dismissing up to what was seen; each worker their own.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewsItem } from '../../../src/lib/contract/news.ts';
import {
  COMPANY,
  WORKER,
  WORKER_SUR,
  createReviewContext,
  json,
  type ReviewTestContext,
} from '../business/review-test-helpers.ts';

let api: ReviewTestContext;
beforeEach(async () => {
  api = await createReviewContext();
});
afterEach(() => api.cleanup());

const newsOf = async (email: string) =>
  json<{ data: NewsItem[]; count: number }>(await api.call(email, 'GET', '/api/users/news'));

describe('GET /api/users/news', () => {
  it('lists the decisions since the worker last dismissed them, newest first, each with its line', async () => {
    // The demo worker last looked a month ago: the decisions of that month are news.
    const { data, count } = await newsOf(WORKER);
    expect(count).toBe(3);
    expect(data.map((item) => item.title)).toEqual([
      'Licencia de conducir rechazada: Imagen ilegible',
      'Certificado de antecedentes rechazado: Documento vencido',
      'Cédula de identidad (frontal) aprobada',
    ]);
    const times = data.map((item) => item.decided_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(data.find((item) => item.document_name === 'Licencia de conducir')).toMatchObject({
      decision: 'rejected',
      profile_name: 'Conductor',
      reason: 'Imagen ilegible: La imagen de la licencia está borrosa. Sube una copia legible por ambos lados.',
    });
  });

  it('brings a new decision to the top', async () => {
    const id = api.awaitingOf(WORKER, 'certificado_antecedentes');
    await api.call(COMPANY, 'POST', `/business/review/documents/${id}/reject`, { reason: 'falta_una_cara' });
    const [newest] = (await newsOf(WORKER)).data;
    expect(newest).toMatchObject({
      id_file: id,
      title: 'Certificado de antecedentes rechazado: Falta una cara del documento',
    });
  });
});

describe('POST /api/users/news/dismiss', () => {
  it('dismisses up to the newest item seen, and keeps a decision taken afterwards', async () => {
    const before = await newsOf(WORKER);
    const newestSeen = before.data[0]?.id_event ?? 0;
    const id = api.awaitingOf(WORKER, 'certificado_antecedentes');
    await api.call(COMPANY, 'POST', `/business/review/documents/${id}/approve`, {});
    const response = await api.call(WORKER, 'POST', '/api/users/news/dismiss', { until: newestSeen });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Novedades descartadas', data: { dismissed: before.count } });
    const after = await newsOf(WORKER);
    expect(after.data.map((item) => item.title)).toEqual(['Certificado de antecedentes aprobado']);
  });

  it('never dismisses what does not exist yet, and touches only the caller’s news', async () => {
    const sur = await newsOf(WORKER_SUR);
    await api.call(WORKER, 'POST', '/api/users/news/dismiss', { until: 999999 });
    expect((await newsOf(WORKER)).count).toBe(0);
    expect((await newsOf(WORKER_SUR)).count).toBe(sur.count);
    const id = api.awaitingOf(WORKER, 'certificado_antecedentes');
    await api.call(COMPANY, 'POST', `/business/review/documents/${id}/approve`, {});
    expect((await newsOf(WORKER)).count).toBe(1);
  });
});

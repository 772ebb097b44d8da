// 'Por revisar' in process: the queue (oldest first, both statuses, paged by cursor, each company
// its own workers only), one document with its history, and its file for the viewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueuePage, ReviewDocument } from '../../../src/lib/contract/review.ts';
import { decodeCursor, queuePage, type QueueKey } from '../../db/documents/queue.ts';
import {
  COMPANY,
  COMPANY_SUR,
  WORKER,
  createReviewContext,
  json,
  type ReviewTestContext,
} from './review-test-helpers.ts';

let api: ReviewTestContext;
beforeAll(async () => {
  api = await createReviewContext();
});
afterAll(() => api.cleanup());

const queue = async (email: string, query = '') =>
  json<QueuePage>(await api.call(email, 'GET', `/business/review/queue${query}`));

describe('GET /business/review/queue', () => {
  it('lists the documents awaiting review of the company’s workers, oldest upload first', async () => {
    const page = await queue(COMPANY);
    expect(page.count).toBe(14);
    expect(page.data).toHaveLength(14);
    expect(page.next_cursor).toBeNull();
    const uploads = page.data.map((item) => item.date_upload ?? '');
    expect(uploads).toEqual([...uploads].sort());
    expect(new Set(page.data.map((item) => item.file_status))).toEqual(new Set(['PENDING', 'SOLICIT_REJECTED']));
    expect(new Set(page.data.map((item) => item.worker_name)).size).toBeGreaterThanOrEqual(5);
    expect(page.data.filter((item) => item.email === WORKER).length).toBeGreaterThanOrEqual(2);
    expect(page.data[0]).toMatchObject({
      worker_name: 'Camila Rojas',
      rut: '12.345.678-5',
      profile_name: 'Conductor',
      document_name: 'Hoja de vida del conductor',
      status_label: 'Solicitud de rechazo',
      awaiting_review: true,
      expires: false,
      file_url: `/business/review/documents/${page.data[0]?.id_file}/file`,
    });
  });

  it('gives another company only its own workers', async () => {
    const andes = await queue(COMPANY);
    const sur = await queue(COMPANY_SUR);
    expect(sur.count).toBe(5);
    expect(sur.data.map((item) => item.worker_name)).toEqual(
      expect.arrayContaining(['Matías Soto', 'Carolina Navarrete', 'Pablo Saavedra']),
    );
    const andesFiles = new Set(andes.data.map((item) => item.id_file));
    expect(sur.data.some((item) => andesFiles.has(item.id_file))).toBe(false);
  });

  it('pages by cursor without losing or repeating a document', async () => {
    const all = await queue(COMPANY);
    const idBusiness = Number(
      api.db.prepare('SELECT id_business FROM users WHERE email = ?').get(COMPANY)?.['id_business'],
    );
    // The route's pages hold 50; walk this small queue in pages of 4, following each cursor.
    const seen: number[] = [];
    let after: QueueKey | null = null;
    for (;;) {
      const page = queuePage(api.db, idBusiness, after, '2026-01-01', 4);
      seen.push(...page.items.map((item) => item.id_file));
      if (page.nextCursor === null) break;
      after = decodeCursor(page.nextCursor);
    }
    expect(seen).toEqual(all.data.map((item) => item.id_file));
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of [
      '%24%24',
      'bm8tZXMtdW4tY3Vyc29y',
      Buffer.from('["2026-01-01T00:00:00.000Z",-3]').toString('base64url'),
    ]) {
      const response = await api.call(COMPANY, 'GET', `/business/review/queue?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: ['La página pedida no es válida. Vuelve a abrir la lista desde el comienzo.'],
      });
    }
  });
});

describe('GET /business/review/documents/:id_file', () => {
  it('answers the document, its worker and its history', async () => {
    const id = api.documentOf(WORKER, 'licencia_conducir');
    const { data } = await json<{ data: ReviewDocument }>(
      await api.call(COMPANY, 'GET', `/business/review/documents/${id}`),
    );
    expect(data).toMatchObject({
      id_file: id,
      worker_name: 'Camila Rojas',
      file_status: 'REJECTED',
      status_label: 'Rechazado',
      rejection_code: 'imagen_ilegible',
      can_review: true,
      expires: true,
    });
    expect(data.history.map((event) => [event.kind, event.actor_role, event.actor_name])).toEqual([
      ['uploaded', 'worker', 'Camila Rojas'],
      ['rejected', 'company', 'Transportes Andes'],
    ]);
    expect(data.history[1]?.reason).toContain('Imagen ilegible');
  });

  it('reads an approved document past its expiry as Vencido, and one within 30 days as Por vencer', async () => {
    const expired = api.documentOf(WORKER, 'certificado_manipulacion_cargas');
    const expiring = api.documentOf(WORKER, 'cedula_identidad_frontal');
    const read = async (id: number) =>
      (await json<{ data: ReviewDocument }>(await api.call(COMPANY, 'GET', `/business/review/documents/${id}`))).data;
    expect(await read(expired)).toMatchObject({
      file_status: 'ACCEPTED',
      status_label: 'Vencido',
      standing: 'expired',
    });
    expect(await read(expiring)).toMatchObject({
      file_status: 'ACCEPTED',
      status_label: 'Por vencer',
      standing: 'expiring',
    });
  });

  it('is not found for another company', async () => {
    const id = api.documentOf(WORKER, 'licencia_conducir');
    const response = await api.call(COMPANY_SUR, 'GET', `/business/review/documents/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No encontramos ese documento entre los de tus trabajadores.' });
  });
});

describe('GET /business/review/documents/:id_file/file', () => {
  it('sends the file for the viewer: a real PDF or PNG, never cached', async () => {
    const pdf = await api.call(
      COMPANY,
      'GET',
      `/business/review/documents/${api.documentOf(WORKER, 'licencia_conducir')}/file`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const png = await api.call(
      COMPANY,
      'GET',
      `/business/review/documents/${api.documentOf(WORKER, 'cedula_identidad_frontal')}/file`,
    );
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it('is not found for another company, and before any upload', async () => {
    const id = api.documentOf(WORKER, 'licencia_conducir');
    expect((await api.call(COMPANY_SUR, 'GET', `/business/review/documents/${id}/file`)).status).toBe(404);
    const missing = await api.call(
      COMPANY,
      'GET',
      `/business/review/documents/${api.documentOf(WORKER, 'padron_vehiculo')}/file`,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'El trabajador todavía no sube este documento.' });
  });
});

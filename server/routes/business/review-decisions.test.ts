// Deciding on documents in process: approving (dates where the type expires, checked), rejecting
// with a reason, the history and the worker's messages each decision leaves, the next document,
// stale and repeated decisions, a company that is not the worker's, and bulk approval.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BulkApprovalAnswer, DecisionAnswer, QueuePage } from '../../../src/lib/contract/review.ts';
import { daysFrom } from '../../seed/time.ts';
import { sessionToken } from '../../security-test-support.ts';
import {
  COMPANY,
  COMPANY_SUR,
  WORKER,
  createReviewContext,
  json,
  type ReviewTestContext,
} from './review-test-helpers.ts';

let api: ReviewTestContext;
beforeEach(async () => {
  api = await createReviewContext();
});
afterEach(() => api.cleanup());

const decide = (
  email: string,
  id: number,
  action: 'approve' | 'reject',
  body: unknown,
  headers?: Record<string, string>,
) =>
  headers
    ? api.app.request(`/business/review/documents/${id}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    : api.call(email, 'POST', `/business/review/documents/${id}/${action}`, body);

const inYears = (years: number) => daysFrom(new Date(), years * 365);

describe('POST /business/review/documents/:id_file/approve', () => {
  it('approves a document whose type does not expire, without dates, and opens the next one', async () => {
    const queue = await json<QueuePage>(await api.call(COMPANY, 'GET', '/business/review/queue'));
    const id = api.documentOf(WORKER, 'certificado_antecedentes');
    const position = queue.data.findIndex((item) => item.id_file === id);
    const response = await decide(COMPANY, id, 'approve', {});
    expect(response.status).toBe(200);
    const answer = await json<DecisionAnswer>(response);
    expect(answer.message).toBe('Documento aprobado');
    expect(answer.data.document).toMatchObject({
      file_status: 'ACCEPTED',
      status_label: 'Aprobado',
      awaiting_review: false,
    });
    expect(answer.data.next?.id_file).toBe(queue.data[position + 1]?.id_file);
    expect(answer.data.count).toBe(queue.count - 1);
    expect(answer.data.document.history.at(-1)).toMatchObject({
      kind: 'approved',
      previous_status: 'PENDING',
      new_status: 'ACCEPTED',
      actor_role: 'company',
      actor_name: 'Transportes Andes',
      actor_email: COMPANY,
    });
  });

  it('requires issue and expiry dates where the type expires, with the rules’ messages', async () => {
    const id = api.documentOf('maximiliano.orellana@demo.cl', 'licencia_conducir');
    const refused = await decide(COMPANY, id, 'approve', {});
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: ['Ingresa la fecha de emisión', 'Ingresa la fecha de vencimiento'],
    });
    const backwards = await decide(COMPANY, id, 'approve', { issue_date: '2024-05-10', expiration_date: '2024-05-10' });
    expect(await backwards.json()).toEqual({
      message: ['El documento ya está vencido: recházalo con el motivo «Documento vencido»'],
    });
    const future = await decide(COMPANY, id, 'approve', {
      issue_date: daysFrom(new Date(), 2),
      expiration_date: inYears(5),
    });
    expect(await future.json()).toEqual({ message: ['La fecha de emisión no puede ser posterior a hoy'] });
    const approved = await decide(COMPANY, id, 'approve', { issue_date: '2023-03-01', expiration_date: inYears(4) });
    expect(approved.status).toBe(200);
    expect((await json<DecisionAnswer>(approved)).data.document).toMatchObject({
      issue_date: '2023-03-01',
      expiration_date: inYears(4),
      standing: 'approved',
    });
  });

  it('tells the worker by e-mail and by chat, with the link to the portal', async () => {
    await decide(COMPANY, api.documentOf(WORKER, 'certificado_antecedentes'), 'approve', {});
    const [chat, mail] = api.outbox();
    expect(mail).toMatchObject({ channel: 'email', to: WORKER, subject: 'Certificado de antecedentes aprobado' });
    expect(mail?.text).toContain('Transportes Andes revisó tus documentos:');
    expect(mail?.links[0]).toMatch(/\/user\/dashboard\/home\?business=transportes-andes&rgs=andes-2025&profile=\d+$/);
    expect(chat).toMatchObject({ channel: 'chat', to: '56987654321', subject: 'Certificado de antecedentes aprobado' });
  });
});

describe('POST /business/review/documents/:id_file/reject', () => {
  it('rejects with a listed reason, which the worker reads on the document and in the message', async () => {
    const pending = api.awaitingOf(WORKER, 'cedula_identidad_posterior');
    const response = await decide(COMPANY, pending, 'reject', { reason: 'imagen_ilegible' });
    expect(response.status).toBe(200);
    const answer = await json<DecisionAnswer>(response);
    expect(answer.message).toBe('Documento rechazado');
    expect(answer.data.document).toMatchObject({
      file_status: 'REJECTED',
      rejection_reason: 'Imagen ilegible',
      rejection_code: 'imagen_ilegible',
    });
    const mail = api.outbox().find((message) => message.channel === 'email');
    expect(mail?.subject).toBe('Cédula de identidad (posterior) rechazada');
    expect(mail?.text).toContain('Motivo: Imagen ilegible');
    expect(mail?.text).toContain('Revisa el motivo y sube una nueva versión desde tu portal:');
  });

  it('takes the text of Otro as the reason, and refuses Otro without one', async () => {
    const id = api.documentOf('renata.lagos@demo.cl', 'cedula_identidad_frontal');
    const refused = await decide(COMPANY, id, 'reject', { reason: 'otro' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: ['Describe el motivo del rechazo'] });
    const none = await decide(COMPANY, id, 'reject', {});
    expect(await none.json()).toEqual({ message: ['Elige el motivo del rechazo'] });
    const long = await decide(COMPANY, id, 'reject', { reason: 'otro', detail: 'x'.repeat(301) });
    expect(await long.json()).toEqual({ message: ['La descripción del motivo no puede tener más de 300 caracteres'] });
    const done = await decide(COMPANY, id, 'reject', { reason: 'otro', detail: 'El RUT de la cédula no es el tuyo.' });
    expect((await json<DecisionAnswer>(done)).data.document.rejection_reason).toBe(
      'El RUT de la cédula no es el tuyo.',
    );
  });
});

describe('decisions that cannot be taken', () => {
  it('answers 409 to a decision on a document no longer in review', async () => {
    const id = api.documentOf(WORKER, 'certificado_antecedentes');
    expect((await decide(COMPANY, id, 'approve', {})).status).toBe(200);
    const again = await decide(COMPANY, id, 'reject', { reason: 'imagen_ilegible' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: ['Este documento ya no está en revisión.'] });
  });

  it('answers 409 when If-Match names a version the document no longer has', async () => {
    const id = api.documentOf(WORKER, 'certificado_antecedentes');
    const token = await sessionToken(api.db, COMPANY);
    const stale = await decide(COMPANY, id, 'approve', {}, { 'auth-business': token, 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string[] }).message[0]).toMatch(
      /^Este documento cambió mientras lo revisabas/,
    );
    const version = Number(api.db.prepare('SELECT version FROM user_files WHERE id_file = ?').get(id)?.['version']);
    const fresh = await decide(COMPANY, id, 'approve', {}, { 'auth-business': token, 'if-match': `"${version}"` });
    expect(fresh.status).toBe(200);
  });

  it('does not let another company decide, nor find the document', async () => {
    const id = api.documentOf(WORKER, 'certificado_antecedentes');
    for (const action of ['approve', 'reject'] as const) {
      const response = await decide(COMPANY_SUR, id, action, { reason: 'imagen_ilegible' });
      expect(response.status).toBe(404);
    }
    expect(api.db.prepare('SELECT file_status FROM user_files WHERE id_file = ?').get(id)?.['file_status']).toBe(
      'PENDING',
    );
    expect(api.outbox()).toHaveLength(0);
  });

  it('lets a company read but not decide on the documents of a worker who only applied to it', async () => {
    // The demo worker of Logística Sur applies to a posting of Transportes Andes.
    api.applyTo('trabajador.sur@demo.cl', COMPANY);
    const id = api.documentOf('trabajador.sur@demo.cl', 'licencia_conducir');
    const read = await api.call(COMPANY, 'GET', `/business/review/documents/${id}`);
    expect(read.status).toBe(200);
    expect((await json<{ data: { can_review: boolean } }>(read)).data.can_review).toBe(false);
    const refused = await decide(COMPANY, id, 'approve', { issue_date: '2022-01-01', expiration_date: inYears(3) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: ['Solo la empresa con la que se registró el trabajador puede revisar sus documentos.'],
    });
    const queue = await json<QueuePage>(await api.call(COMPANY, 'GET', '/business/review/queue'));
    expect(queue.data.some((item) => item.id_file === id)).toBe(false);
  });
});

describe('POST /business/review/approve-many', () => {
  it('approves each document on its own and reports each result, one message per worker', async () => {
    const valid = { issue_date: '2023-06-01', expiration_date: inYears(6) };
    const front = api.documentOf('maximiliano.orellana@demo.cl', 'cedula_identidad_frontal');
    const back = api.documentOf('maximiliano.orellana@demo.cl', 'cedula_identidad_posterior');
    const licence = api.documentOf('maximiliano.orellana@demo.cl', 'licencia_conducir');
    const decided = api.documentOf(WORKER, 'licencia_conducir');
    const response = await api.call(COMPANY, 'POST', '/business/review/approve-many', {
      documents: [
        { id_file: front, ...valid },
        { id_file: back, ...valid },
        { id_file: licence },
        { id_file: decided },
      ],
    });
    expect(response.status).toBe(200);
    const answer = await json<BulkApprovalAnswer>(response);
    expect(answer.message).toBe('2 documentos aprobados; 2 no se pudieron aprobar');
    expect(answer.data).toMatchObject({ approved: 2, failed: 2, count: 12 });
    expect(answer.data.results.map((result) => (result.ok ? 'ok' : result.messages[0]))).toEqual([
      'ok',
      'ok',
      'Ingresa la fecha de emisión',
      'Este documento ya no está en revisión.',
    ]);
    const mails = api.outbox().filter((message) => message.channel === 'email');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'maximiliano.orellana@demo.cl',
      subject: 'Transportes Andes revisó 2 de tus documentos',
    });
  });

  it('refuses an empty selection, more than 50 and a document twice', async () => {
    const send = (documents: unknown) => api.call(COMPANY, 'POST', '/business/review/approve-many', { documents });
    expect(await (await send([])).json()).toEqual({ message: ['Elige al menos un documento para aprobar'] });
    const many = Array.from({ length: 51 }, (_, index) => ({ id_file: index + 1 }));
    expect(await (await send(many)).json()).toEqual({ message: ['Puedes aprobar hasta 50 documentos a la vez'] });
    expect(await (await send([{ id_file: 3 }, { id_file: 3 }])).json()).toEqual({
      message: ['Un documento aparece dos veces en la selección'],
    });
  });
});

// 'Ficha del trabajador' and 'Solicitar documentos' in process: what the company reads about a
// worker, which workers it may read, and the one message listing what is missing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkerFile } from '../../../src/lib/contract/worker-file.ts';
import { sendMail } from '../../db/outbox.ts';
import { markFailed } from '../../lib/delivery/queue.ts';
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
beforeEach(async () => {
  api = await createReviewContext();
});
afterEach(() => api.cleanup());

const fileOf = async (email: string, company = COMPANY) =>
  (await json<{ data: WorkerFile }>(await api.call(company, 'GET', `/business/workers/${api.idOf(email)}`))).data;

describe('GET /business/workers/:id_user', () => {
  it('answers the worker’s data, profiles, documents with history, counts and what is missing', async () => {
    const file = await fileOf(WORKER);
    expect(file.worker).toMatchObject({
      worker_name: 'Camila Rojas',
      rut: '12.345.678-5',
      phone: '56987654321',
      name_commune: 'Macul',
    });
    expect(file.relation).toEqual({ registered: true, applied: true });
    expect(file.can_review).toBe(true);
    expect(file.profiles.map((profile) => profile.profile_name)).toEqual(['Conductor', 'Peoneta']);
    const driver = file.profiles[0];
    // The same documents as the worker's progress: 10 counted on the driver profile.
    expect(driver?.documentation).toMatchObject({ required: 10, approved: 3, expiring: 2, rejected: 1, in_review: 3 });
    expect(file.documentation).toMatchObject({ state: 'vencida', required: 17, approved: 4, expired: 1 });
    expect(file.missing.map((entry) => `${entry.document_name}: ${entry.status_label}`)).toEqual([
      'Licencia de conducir: Rechazado',
      'Padrón del vehículo: Pendiente',
      'Revisión técnica: Pendiente',
      'Examen psicotécnico: Pendiente',
      'Certificado de antecedentes: Rechazado',
      'Certificado de domicilio: Pendiente',
      'Certificado de manipulación de cargas: Vencido',
      'Curso de primeros auxilios: Pendiente',
    ]);
    const licence = driver?.documents.find((document) => document.purpose_name === 'licencia_conducir');
    expect(licence?.history.map((event) => event.label)).toEqual(['Subido', 'Rechazado']);
    expect(file.registration?.kind).toBe('fixed');
    expect(file.registration?.answers).toEqual(
      expect.arrayContaining([
        { label: 'Comuna', value: 'Macul' },
        { label: 'Vehículo', value: 'Furgón · KXTR45 · TOYOTA HIACE 2019' },
      ]),
    );
  });

  it('lists the codes and links sent to the worker with their delivery state, not another company’s', async () => {
    const idUser = api.idOf(WORKER);
    const idSur = api.db.prepare('SELECT id_business FROM users WHERE email = ?').get(COMPANY_SUR)?.['id_business'];
    const code = sendMail(api.db, {
      channel: 'chat',
      to: '56987654321',
      subject: 'Código',
      text: '482913 es tu código',
      kind: 'contract-signing-code',
      idUser,
    });
    markFailed(api.db, code, 'WhatsApp 400 (131026)', '131026', new Date());
    sendMail(api.db, { to: WORKER, subject: 'Contrato', text: 'Firma aquí', kind: 'contract-to-sign', idUser });
    sendMail(api.db, { to: WORKER, subject: 'Clave', text: 'Restablece', kind: 'password-reset', idUser });
    sendMail(api.db, {
      channel: 'chat',
      to: '56987654321',
      subject: 'Sur',
      text: 'Hola desde Sur',
      kind: 'inbox-reply',
      idUser,
      idBusiness: Number(idSur),
    });
    const file = await fileOf(WORKER);
    expect(file.sent.map((entry) => [entry.label, entry.channel, entry.state, entry.failure])).toEqual([
      ['Enlace para revisar y firmar el contrato', 'email', 'pending', null],
      ['Código para firmar el contrato', 'chat', 'failed', 'Este número no puede recibir mensajes de WhatsApp.'],
    ]);
  });

  it('reads a worker who only applied, without letting the company decide or ask', async () => {
    api.applyTo(WORKER_SUR, COMPANY);
    const file = await fileOf(WORKER_SUR);
    expect(file.relation).toEqual({ registered: false, applied: true });
    expect(file.can_review).toBe(false);
    const ask = await api.call(COMPANY, 'POST', `/business/workers/${api.idOf(WORKER_SUR)}/request-documents`);
    expect(ask.status).toBe(403);
  });

  it('is not found for another company’s worker, an unknown id or a company account', async () => {
    for (const id of [api.idOf(WORKER), 999999, api.idOf(COMPANY)]) {
      const response = await api.call(COMPANY_SUR, 'GET', `/business/workers/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: 'No encontramos a esa persona entre los trabajadores de tu empresa.',
      });
    }
  });
});

describe('POST /business/workers/:id_user/request-documents', () => {
  it('sends one message listing what is missing, rejected or expired, with the link to the portal', async () => {
    const response = await api.call(COMPANY, 'POST', `/business/workers/${api.idOf(WORKER)}/request-documents`);
    expect(response.status).toBe(200);
    const answer = await json<{ message: string; data: { to: string; channels: string[]; documents: string[] } }>(
      response,
    );
    expect(answer.message).toBe('Enviamos a Camila Rojas la lista de 8 documentos por subir.');
    expect(answer.data).toMatchObject({ to: WORKER, channels: ['email', 'chat'] });
    const mails = api.outbox().filter((message) => message.channel === 'email');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Documentos pendientes en Transportes Andes');
    expect(mails[0]?.text).toContain('- Padrón del vehículo (perfil Conductor): Pendiente');
    expect(mails[0]?.text).toContain('- Licencia de conducir (perfil Conductor): Rechazado. Motivo: Imagen ilegible');
    expect(mails[0]?.text).toMatch(
      /- Certificado de manipulación de cargas \(perfil Peoneta\): Vencido\. Venció el \d{2}\/\d{2}\/\d{4}/,
    );
    expect(mails[0]?.links).toHaveLength(1);
  });

  it('asks a worker at most three times a day', async () => {
    const ask = () => api.call(COMPANY, 'POST', `/business/workers/${api.idOf(WORKER)}/request-documents`);
    for (let time = 0; time < 3; time += 1) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: 'Ya enviaste 3 solicitudes de documentos a esta persona en las últimas 24 horas. Intenta más tarde.',
    });
    expect(api.outbox().filter((message) => message.channel === 'email')).toHaveLength(3);
  });

  it('answers 409 when nothing is missing', async () => {
    const response = await api.call(
      COMPANY,
      'POST',
      `/business/workers/${api.idOf('lucas.valenzuela@demo.cl')}/request-documents`,
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'Esta persona no tiene documentos pendientes, rechazados ni vencidos.',
    });
    expect(api.outbox()).toHaveLength(0);
  });

  it('sends nothing for another company’s worker', async () => {
    const response = await api.call(COMPANY_SUR, 'POST', `/business/workers/${api.idOf(WORKER)}/request-documents`);
    expect(response.status).toBe(404);
    expect(api.outbox()).toHaveLength(0);
  });
});

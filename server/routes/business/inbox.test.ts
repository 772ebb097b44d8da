// 'Mensajes' in process: which conversations a company reads, unread counts and read state, the
// reply as free text inside the 24-hour window and as the follow-up template outside it, each sent
// message's delivery state, and who may not read or write (another company, a worker, no token).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Conversation, ConversationSummary, InboxMessage } from '../../../src/lib/contract/inbox.ts';
import { recordInbound } from '../../lib/delivery/inbound.ts';
import { markFailed, queueFallback } from '../../lib/delivery/queue.ts';
import { applyStatus } from '../../lib/delivery/statuses.ts';
import { int, text } from '../../db/rows.ts';
import { REGISTRANTS } from '../../seed/registrants-data.ts';
import {
  COMPANY,
  COMPANY_SUR,
  WORKER,
  WORKER_SUR,
  createReviewContext,
  json,
  type ReviewTestContext,
} from './review-test-helpers.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');
let clock = NOW;
let api: ReviewTestContext;
beforeEach(async () => {
  clock = NOW;
  api = await createReviewContext(() => clock);
});
afterEach(() => api.cleanup());

const CAMILA = '56987654321';
const MATIAS = '56976543218';
let wamid = 0;

function writes(phone: string, body: string, minutesAgo = 1) {
  const sentAt = new Date(clock.getTime() - minutesAgo * 60_000);
  recordInbound(api.db, { wamid: `wamid.in.${++wamid}`, from: phone, type: 'text', text: body, sentAt }, clock);
}

/** The company's conversations, without the two the demo data seeds for Transportes Andes. */
const list = async (company = COMPANY) =>
  (await json<{ data: ConversationSummary[] }>(await api.call(company, 'GET', '/business/conversations'))).data.filter(
    (entry) => !SEEDED.includes(entry.phone),
  );
const SEEDED = REGISTRANTS.andes.slice(0, 2).map((person) => `569${person.mobile}`);
const open = async (id: number, company = COMPANY) =>
  (await json<{ data: Conversation }>(await api.call(company, 'GET', `/business/conversations/${id}`))).data;
const reply = (id: number, body: unknown, company = COMPANY) =>
  api.call(company, 'POST', `/business/conversations/${id}/messages`, body);

function outboxRow(id: string) {
  const row = api.db.prepare('SELECT * FROM outbox WHERE id = ?').get(Number(id.replace('out-', '')));
  if (!row) throw new Error(`No outbox row ${id}`);
  return row;
}

describe('GET /business/conversations', () => {
  it('holds the demo conversations of Transportes Andes, the newest first', async () => {
    const all = await json<{ data: ConversationSummary[] }>(await api.call(COMPANY, 'GET', '/business/conversations'));
    expect(all.data.map((entry) => [entry.phone, entry.kind, entry.unread, entry.window_closes_at !== null])).toEqual([
      [SEEDED[0], 'worker', 2, true],
      [SEEDED[1], 'worker', 1, false],
    ]);
  });

  it('lists the people who wrote, newest first, with their unread count, until the company reads them', async () => {
    expect(await list()).toEqual([]);
    writes(CAMILA, 'Hola, ¿mañana a qué hora entro?', 30);
    writes(CAMILA, '¿Me confirman?', 5);
    const [camila, ...others] = await list();
    expect(others).toEqual([]);
    expect(camila).toMatchObject({
      name: 'Camila Rojas',
      kind: 'worker',
      id_user: api.idOf(WORKER),
      phone: CAMILA,
      unread: 2,
      last_message: { direction: 'in', text: '¿Me confirman?' },
      window_closes_at: new Date(NOW.getTime() - 5 * 60_000 + 24 * 3_600_000).toISOString(),
    });
    const id = camila?.id_conversation ?? 0;
    const read = await api.call(COMPANY, 'POST', `/business/conversations/${id}/read`);
    expect(await json(read)).toEqual({ data: { unread: 0 } });
    expect((await list())[0]?.unread).toBe(0);
    clock = new Date(NOW.getTime() + 60_000);
    writes(CAMILA, 'Ya llegué', 0);
    expect((await list())[0]).toMatchObject({ unread: 1, last_message: { text: 'Ya llegué' } });
  });

  it('names an applicant and the owner of a vehicle a worker drives, and not strangers', async () => {
    api.applyTo(WORKER_SUR, COMPANY);
    api.db
      .prepare(
        `INSERT INTO simple_powers (token_subject, full_name_driver, rut_driver, address_driver, nationality_driver,
           vehicle_brand, vehicle_model, vehicle_year, vehicle_license_plate, full_name_owner, rut_owner, address_owner,
           nationality_owner, phone_owner, email_owner, status, created_at)
         VALUES ('s', 'Camila Rojas', '12345678-5', 'Calle 1', 'Chilena', 'Kia', 'Frontier', 2020, 'ABCD12',
                 'Luis Rojas', '7.654.321-6', 'Calle 2', 'Chilena', '56911122233', 'luis@correo.cl', 'SIGNED', ?)`,
      )
      .run(NOW.toISOString());
    writes(MATIAS, 'Postulé ayer', 20);
    writes('56911122233', 'Recibí el poder', 10);
    writes('56900000001', 'Número que la empresa no conoce', 2);
    expect((await list()).map((entry) => [entry.name, entry.kind])).toEqual([
      ['Luis Rojas', 'owner'],
      ['Matías Soto', 'applicant'],
    ]);
  });
});

describe('GET /business/conversations/:id_conversation', () => {
  it('shows what the person wrote and what the company sent, with each delivery state and failure', async () => {
    writes(CAMILA, 'Hola', 10);
    const id = (await list())[0]?.id_conversation ?? 0;
    const sent = await json<{ message: string; data: InboxMessage }>(
      await reply(id, { mode: 'text', text: '  Hola Camila, entras a las 8:00.  ' }),
    );
    expect(sent.message).toBe('Mensaje enviado');
    expect(sent.data).toMatchObject({ direction: 'out', text: 'Hola Camila, entras a las 8:00.', state: 'pending' });
    const row = outboxRow(sent.data.id);
    expect([text(row, 'channel'), text(row, 'recipient'), text(row, 'kind')]).toEqual(['chat', CAMILA, 'inbox-reply']);
    expect(row['fallback_to']).toBe(WORKER);
    expect(row['id_business']).toBe(
      int(api.db.prepare('SELECT id_business FROM users WHERE email = ?').get(COMPANY) ?? {}, 'id_business'),
    );

    api.db.prepare("UPDATE outbox SET provider_id = 'wamid.out.1', state = 'sent' WHERE id = ?").run(int(row, 'id'));
    applyStatus(api.db, { wamid: 'wamid.out.1', status: 'read', at: clock }, clock);
    let conversation = await open(id);
    expect(conversation.messages.map((message) => [message.direction, message.text, message.state])).toEqual([
      ['in', 'Hola', null],
      ['out', 'Hola Camila, entras a las 8:00.', 'read'],
    ]);

    const second = await json<{ data: InboxMessage }>(await reply(id, { mode: 'text', text: '¿Me confirmas?' }));
    const secondId = Number(second.data.id.replace('out-', ''));
    markFailed(api.db, secondId, 'WhatsApp 400 (131026): undeliverable', '131026', clock);
    queueFallback(api.db, secondId, clock);
    conversation = await open(id);
    expect(conversation.messages.at(-1)).toMatchObject({
      state: 'failed',
      failure: 'Este número no puede recibir mensajes de WhatsApp.',
      by_email: true,
    });
    // The e-mail that replaces it goes to the worker and says which company wrote.
    const fallback = api.db.prepare('SELECT * FROM outbox WHERE fallback_of = ?').get(secondId);
    expect(fallback).toMatchObject({ channel: 'email', recipient: WORKER, subject: 'Mensaje de Transportes Andes' });
  });
});

describe('POST /business/conversations/:id_conversation/messages', () => {
  it('refuses free text outside the 24-hour window and sends the approved template instead', async () => {
    writes(CAMILA, 'Hola', 25 * 60);
    const [summary] = await list();
    expect(summary?.window_closes_at).toBeNull();
    const id = summary?.id_conversation ?? 0;
    const refused = await reply(id, { mode: 'text', text: 'Hola de nuevo' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message:
        'Pasaron más de 24 horas desde el último mensaje de esta persona: WhatsApp solo permite escribirle con la plantilla aprobada.',
    });
    const conversation = await open(id);
    expect(conversation.template_text).toBe(
      'Transportes Andes quiere retomar la conversación contigo por este chat. Respóndenos aquí cuando puedas.',
    );
    const sent = await json<{ message: string; data: InboxMessage }>(await reply(id, { mode: 'template' }));
    expect(sent).toMatchObject({ message: 'Enviamos la plantilla de seguimiento', data: { template: true } });
    const row = outboxRow(sent.data.id);
    expect([text(row, 'kind'), text(row, 'params')]).toEqual([
      'inbox-follow-up',
      JSON.stringify({ body: ['Transportes Andes'] }),
    ]);
  });

  it('refuses an empty or too long text with its Spanish message, storing nothing', async () => {
    writes(CAMILA, 'Hola', 1);
    const id = (await list())[0]?.id_conversation ?? 0;
    const before = api.outbox().length;
    for (const [body, message] of [
      [{ mode: 'text', text: '   ' }, 'Escribe el mensaje'],
      [{ mode: 'text', text: 'a'.repeat(4097) }, 'El mensaje no puede tener más de 4096 caracteres'],
      [{ mode: 'text', text: 'Hola\u202eodnum' }, 'Contiene caracteres invisibles no permitidos'],
    ] as const) {
      const response = await reply(id, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: [message] });
    }
    expect(api.outbox()).toHaveLength(before);
  });
});

describe('who reads the inbox', () => {
  it('keeps each company to its own people and its own messages', async () => {
    api.applyTo(WORKER, COMPANY_SUR);
    writes(CAMILA, 'Hola a las dos empresas', 5);
    const andes = (await list())[0]?.id_conversation ?? 0;
    await reply(andes, { mode: 'text', text: 'Respuesta de Andes' });
    const sur = await list(COMPANY_SUR);
    expect(sur.map((entry) => [entry.kind, entry.last_message.text])).toEqual([
      ['applicant', 'Hola a las dos empresas'],
    ]);
    expect((await open(andes, COMPANY_SUR)).messages.map((message) => message.text)).toEqual([
      'Hola a las dos empresas',
    ]);
  });

  it('is not found for another company’s person or an unknown id, and closed without a company token', async () => {
    writes(CAMILA, 'Hola', 5);
    const id = (await list())[0]?.id_conversation ?? 0;
    for (const [method, path, body] of [
      ['GET', `/business/conversations/${id}`, undefined],
      ['POST', `/business/conversations/${id}/messages`, { mode: 'text', text: 'Hola' }],
      ['POST', `/business/conversations/${id}/read`, undefined],
      ['GET', '/business/conversations/999999', undefined],
    ] as const) {
      const response = await api.call(COMPANY_SUR, method, path, body);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'No encontramos esa conversación entre las de tu empresa.' });
    }
    expect(await list(COMPANY_SUR)).toEqual([]);
    for (const who of [WORKER, null]) {
      expect((await api.call(who, 'GET', '/business/conversations')).status).toBe(401);
      expect((await api.call(who, 'POST', `/business/conversations/${id}/messages`, { mode: 'template' })).status).toBe(
        401,
      );
    }
    expect(api.outbox().filter((message) => message.kind?.startsWith('inbox'))).toEqual([]);
  });
});

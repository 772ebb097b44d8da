// Chat delivery against a local stand-in for the Graph API that checks every request against the
// Cloud API's documented shape; failures, a number that cannot receive, and the e-mail fallback.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { sendMail, type OutgoingMessage } from '../../db/outbox.ts';
import { createDispatcher, type Transports } from './dispatcher.ts';
import { smtpTransport } from './smtp.ts';
import { startGraphPeer, startSmtpPeer, type GraphPeer, type SmtpPeer } from './test-peers.ts';
import { whatsappTransport } from './whatsapp.ts';
import { diskBlobStore } from '../blobs/disk.ts';

let db: Database;
let graph: GraphPeer;
let smtp: SmtpPeer;
beforeEach(async () => {
  db = openDatabase(':memory:');
  migrate(db);
  graph = await startGraphPeer();
  smtp = await startSmtpPeer();
});
afterEach(async () => {
  db.close();
  await Promise.all([graph.stop(), smtp.stop()]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PHONE = '56987654321';
/** A signing code by chat, for a person whose e-mail is not known. */
const CODE_ONLY_CHAT: OutgoingMessage = {
  channel: 'chat',
  to: PHONE,
  subject: 'Código para firmar',
  text: 'Tu código para firmar es 482913. Vence en 10 minutos.',
  kind: 'contract-signing-code',
  params: { body: ['482913'], button: '482913' },
};
const CODE_MESSAGE: OutgoingMessage = { ...CODE_ONLY_CHAT, fallbackTo: 'trabajador@demo.cl' };

function transports(which: { chat?: boolean; email?: boolean } = { chat: true, email: true }): Transports {
  return {
    ...(which.chat
      ? { chat: whatsappTransport({ apiUrl: graph.apiUrl, token: graph.token, phoneNumberId: graph.phoneNumberId }) }
      : {}),
    ...(which.email ? { email: smtpTransport(smtp.url, 'Enlista <no-responder@enlista.cl>') } : {}),
  };
}

async function drain(runs: number, which?: Parameters<typeof transports>[0]) {
  const queue = createDispatcher({
    db,
    blobs: diskBlobStore('/nonexistent'),
    transports: transports(which),
    retryBaseMs: 1,
  });
  for (let run = 0; run < runs; run += 1) {
    await queue.runOnce();
    await sleep(10);
  }
}

const row = (id: number) => db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) ?? {};

describe('WhatsApp Cloud API', () => {
  it('sends a company-initiated code as its AUTHENTICATION template and stores the wamid', async () => {
    const id = sendMail(db, CODE_MESSAGE);
    await drain(1);
    expect(graph.violations).toEqual([]);
    expect(graph.accepted).toHaveLength(1);
    const { biz_opaque_callback_data: key, ...body } = graph.accepted[0]?.body ?? {};
    expect(key).toMatch(new RegExp(`^outbox-${id}-[0-9a-f]{12}$`));
    expect(body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: PHONE,
      type: 'template',
      template: {
        name: 'enlista_codigo_firma',
        language: { code: 'es' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
        ],
      },
    });
    expect(row(id)).toMatchObject({ state: 'sent', provider_id: 'wamid.PRUEBA1' });
  });

  it('answers with free text inside the 24 hours after the person last wrote', async () => {
    db.prepare('INSERT INTO chat_contacts (phone, last_inbound_at) VALUES (?, ?)').run(
      PHONE,
      new Date(Date.now() - 3_600_000).toISOString(),
    );
    sendMail(db, CODE_MESSAGE);
    await drain(1);
    expect(graph.accepted[0]?.body).toMatchObject({
      type: 'text',
      text: { preview_url: false, body: CODE_MESSAGE.text },
    });
  });

  it('delivers exactly once when the Graph API fails twice and then accepts', async () => {
    graph.failNext(2, 503, 1);
    const id = sendMail(db, CODE_MESSAGE);
    await drain(5);
    expect(graph.accepted).toHaveLength(1);
    expect(row(id)).toMatchObject({ state: 'sent', attempts: 3, provider_id: 'wamid.PRUEBA1' });
    expect(smtp.received).toHaveLength(0);
  });

  it('sends the message by e-mail when the number cannot receive WhatsApp (131026), and records it', async () => {
    graph.failNext(1, 400, 131026);
    const id = sendMail(db, CODE_MESSAGE);
    await drain(3);
    expect(row(id)).toMatchObject({ state: 'failed', error_code: '131026', attempts: 1 });
    const fallback = db.prepare('SELECT * FROM outbox WHERE fallback_of = ?').get(id);
    expect(fallback).toMatchObject({ channel: 'email', recipient: 'trabajador@demo.cl', state: 'sent' });
    expect(smtp.received.map((mail) => [mail.subject, mail.text?.trim()])).toEqual([
      ['Código para firmar', CODE_MESSAGE.text],
    ]);
    // The chat row no longer keeps the code once its e-mail replacement is queued.
    expect(row(id)['text']).not.toContain('482913');
  });

  it('without a chat transport, a chat message with a known e-mail goes by e-mail at once', async () => {
    const id = sendMail(db, CODE_MESSAGE);
    await drain(2, { email: true });
    expect(row(id)).toMatchObject({ state: 'failed', error_code: 'no-chat' });
    expect(smtp.received).toHaveLength(1);
    const held = sendMail(db, CODE_ONLY_CHAT);
    await drain(1, { email: true });
    expect(row(held)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('a message with no approved template cannot open a conversation: it falls back to e-mail', async () => {
    const id = sendMail(db, { ...CODE_MESSAGE, kind: 'welcome' });
    await drain(2);
    expect(graph.accepted).toHaveLength(0);
    expect(row(id)).toMatchObject({ state: 'failed', error_code: 'no-template' });
    expect(smtp.received).toHaveLength(1);
  });
});

// The WhatsApp webhook in process: the subscription check, notifications signed exactly as Meta
// signs them (HMAC-SHA256 of the raw body with the app secret), forged and missing signatures,
// statuses out of order and repeated, inbound messages kept once.
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { sendMail } from '../../db/outbox.ts';
import { messageKey } from '../../lib/delivery/queue.ts';
import { WEBHOOK_MESSAGES } from './whatsapp.ts';

const SECRET = 'secreto-de-la-app-de-prueba';
const VERIFY = 'token-de-verificacion';
const PHONE = '56987654321';

let db: Database;
let app: ReturnType<typeof createApp>;
beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db);
  app = createApp({ db, filesDir: '/nonexistent', whatsappWebhook: { appSecret: SECRET, verifyToken: VERIFY } });
});
afterEach(() => db.close());

const sign = (raw: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

function post(raw: string, signature: string | null = sign(raw)) {
  return app.request('/webhooks/whatsapp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    body: raw,
  });
}

const notification = (value: Record<string, unknown>) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      { id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
    ],
  });

const status = (id: string, state: string, timestamp: number, extra: Record<string, unknown> = {}) => ({
  id,
  status: state,
  timestamp: String(timestamp),
  recipient_id: PHONE,
  ...extra,
});

function sentChat(wamid: string): number {
  const id = sendMail(db, {
    channel: 'chat',
    to: PHONE,
    subject: 'Contrato para firmar',
    text: 'Revísalo aquí: https://enlista.cl/login/x?rgs=y',
    fallbackTo: 'trabajador@demo.cl',
  });
  db.prepare(`UPDATE outbox SET state = 'sent', provider_id = ?, sent_at = ? WHERE id = ?`).run(
    wamid,
    new Date().toISOString(),
    id,
  );
  return id;
}

const row = (id: number) => db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) ?? {};
const count = (sql: string) => Number(db.prepare(sql).get()?.['n']);

describe('GET /webhooks/whatsapp (subscription)', () => {
  it('answers the challenge as text when the verify token matches', async () => {
    const response = await app.request(
      `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('1158201444');
  });

  it('answers 403 for another token, and 400 for another mode or a missing parameter', async () => {
    for (const token of ['otro', `${VERIFY}x`, VERIFY.slice(1), '']) {
      const response = await app.request(
        `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1`,
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: WEBHOOK_MESSAGES.forbidden });
    }
    const unsubscribe = await app.request(
      `/webhooks/whatsapp?hub.mode=unsubscribe&hub.verify_token=${VERIFY}&hub.challenge=1`,
    );
    expect(unsubscribe.status).toBe(400);
    expect(await unsubscribe.json()).toEqual({ message: ['hub.mode debe ser subscribe'] });
    expect((await app.request('/webhooks/whatsapp?hub.challenge=1')).status).toBe(400);
  });
});

describe('POST /webhooks/whatsapp (notifications)', () => {
  it('refuses a missing, forged, stale or garbage signature with 401 and changes nothing', async () => {
    const id = sentChat('wamid.A');
    const raw = notification({ statuses: [status('wamid.A', 'read', 1_700_000_100)] });
    const stale = notification({ statuses: [status('wamid.A', 'delivered', 1_700_000_000)] });
    for (const signature of [
      null,
      sign(raw, 'otro-secreto'),
      sign(stale),
      'sha256=zz',
      'sha1=abc',
      sign(raw).toUpperCase().replace('SHA256', 'md5'),
    ]) {
      const response = await post(raw, signature);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: WEBHOOK_MESSAGES.unsigned });
    }
    // The body changed after signing (one byte): refused too.
    expect((await post(raw.replace('read', 'sent'), sign(raw))).status).toBe(401);
    expect(row(id)).toMatchObject({ state: 'sent', read_at: null, delivered_at: null });
  });

  it('moves a state only forward, whatever the order and however often statuses arrive', async () => {
    const id = sentChat('wamid.B');
    for (const [state, at] of [
      ['read', 30],
      ['delivered', 20],
      ['sent', 10],
      ['delivered', 20],
      ['read', 30],
    ] as const) {
      const response = await post(notification({ statuses: [status('wamid.B', state, 1_700_000_000 + at)] }));
      expect(response.status).toBe(200);
    }
    expect(row(id)).toMatchObject({
      state: 'read',
      read_at: new Date((1_700_000_000 + 30) * 1000).toISOString(),
      delivered_at: new Date((1_700_000_000 + 20) * 1000).toISOString(),
    });
    // Delivered: the link is no longer kept in clear. A late failure does not undo the delivery.
    expect(row(id)['text']).toBe('Revísalo aquí: [enlace]');
    await post(
      notification({
        statuses: [
          status('wamid.B', 'failed', 1_700_000_040, { errors: [{ code: 131026, title: 'Message undeliverable' }] }),
        ],
      }),
    );
    expect(row(id)).toMatchObject({ state: 'read', failed_at: null });
    expect(count('SELECT COUNT(*) AS n FROM outbox WHERE fallback_of IS NOT NULL')).toBe(0);
  });

  it('keeps a failure with its code and title, and queues the e-mail fallback once', async () => {
    const id = sentChat('wamid.C');
    const failed = notification({
      statuses: [
        status('wamid.C', 'failed', 1_700_000_050, { errors: [{ code: 131026, title: 'Message undeliverable' }] }),
      ],
    });
    await post(failed);
    await post(failed);
    await post(notification({ statuses: [status('wamid.C', 'delivered', 1_700_000_060)] }));
    expect(row(id)).toMatchObject({
      state: 'failed',
      error_code: '131026',
      last_error: '131026 Message undeliverable',
    });
    const fallbacks = db.prepare('SELECT * FROM outbox WHERE fallback_of = ?').all(id);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatchObject({ channel: 'email', recipient: 'trabajador@demo.cl', state: 'pending' });
    expect(fallbacks[0]?.['text']).toBe('Revísalo aquí: https://enlista.cl/login/x?rgs=y');
  });

  it('finds a message by its tracking data when its wamid was never recorded (killed after the send)', async () => {
    const id = sendMail(db, { channel: 'chat', to: PHONE, subject: 'S', text: 'T' });
    const created = String(row(id)['created_at']);
    await post(
      notification({
        statuses: [
          status('wamid.D', 'delivered', 1_700_000_000, { biz_opaque_callback_data: messageKey(id, created) }),
        ],
      }),
    );
    expect(row(id)).toMatchObject({ state: 'delivered', provider_id: 'wamid.D' });
  });

  it('stores inbound messages once, by wamid, and opens the 24-hour window of the phone', async () => {
    const inbound = notification({
      contacts: [{ profile: { name: 'Ana' }, wa_id: PHONE }],
      messages: [
        {
          from: PHONE,
          id: 'wamid.IN1',
          timestamp: '1700000000',
          type: 'text',
          text: { body: 'Hola, ¿me reenvían el enlace?' },
        },
      ],
    });
    expect((await post(inbound)).status).toBe(200);
    expect((await post(inbound)).status).toBe(200);
    expect(db.prepare('SELECT sender, wamid, type, text, sent_at FROM inbound_messages').all()).toEqual([
      {
        sender: PHONE,
        wamid: 'wamid.IN1',
        type: 'text',
        text: 'Hola, ¿me reenvían el enlace?',
        sent_at: '2023-11-14T22:13:20.000Z',
      },
    ]);
    expect(db.prepare('SELECT last_inbound_at FROM chat_contacts WHERE phone = ?').get(PHONE)).toEqual({
      last_inbound_at: '2023-11-14T22:13:20.000Z',
    });
  });

  it('answers hostile bodies without a crash: 400 for signed non-JSON, 200 ignored for a signed unknown shape', async () => {
    for (const raw of ['{', '\u0000\u00ff', 'null{}']) {
      const response = await post(raw);
      expect(response.status).toBe(400);
    }
    for (const raw of [
      'null',
      '[]',
      '{"object":"page"}',
      notification({ statuses: [{ id: 5 }] }),
      notification({ messages: [{ from: 'x'.repeat(99) }] }),
    ]) {
      const response = await post(raw);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: WEBHOOK_MESSAGES.ignored });
    }
    expect(count('SELECT COUNT(*) AS n FROM inbound_messages')).toBe(0);
  });

  it('is not mounted without the WhatsApp settings', async () => {
    const plain = createApp({ db, filesDir: '/nonexistent' });
    expect((await plain.request('/webhooks/whatsapp?hub.mode=subscribe')).status).toBe(404);
  });
});

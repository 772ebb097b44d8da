// 'BAJA' by chat in process: a signed inbound notification withdraws the worker's offers consent
// (seen as withdrawn by chat in 'Privacidad'), queues the free-text confirmation once, and stops
// the next job offer while a signing code still reaches the phone.
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Consent } from '../../../src/lib/contract/privacy.ts';
import { announcePosting } from '../job-offer-notices.ts';
import {
  COMPANY,
  TEMPLATE,
  WORKER,
  createSigningContext,
  dataOf,
  type SigningContext,
} from '../../routes/signing-test-helpers.ts';
import { TEST_SITE_ORIGIN, TEST_WHATSAPP_WEBHOOK } from '../../test-support.ts';
import { withinChatWindow } from './inbound.ts';
import { OPT_OUT_CONFIRMATION, isStopRequest } from './opt-out.ts';

const PHONE = '56987654321';
let ctx: SigningContext;
beforeEach(async () => {
  ctx = await createSigningContext(new Date('2026-12-03T15:00:00.000Z'));
});
afterEach(() => ctx.cleanup());

let sequence = 0;
function inbound(body: string, from = PHONE) {
  sequence += 1;
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              messages: [
                {
                  from,
                  id: `wamid.BAJA${sequence}`,
                  timestamp: String(Math.floor(ctx.now().getTime() / 1000)),
                  type: 'text',
                  text: { body },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', TEST_WHATSAPP_WEBHOOK.appSecret).update(raw).digest('hex')}`;
  const request = { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
  return () => ctx.app.request('/webhooks/whatsapp', { ...request, body: raw });
}

async function offersConsent(): Promise<Consent | undefined> {
  const consents = await dataOf<Consent[]>(await ctx.call('GET', '/api/users/privacy/consents', ctx.as(WORKER)));
  return consents.find((consent) => consent.purpose === 'ofertas');
}

const confirmations = () => ctx.outbox().filter((message) => message.text === OPT_OUT_CONFIRMATION);

describe('a stop request by chat', () => {
  it('recognises BAJA and STOP trimmed, in any case and with accents, and nothing longer', () => {
    for (const text of ['BAJA', ' baja\n', 'Bajá', 'stop', 'StOp ']) expect(isStopRequest(text), text).toBe(true);
    for (const text of ['bajar', 'baja por favor', 'no', '', null])
      expect(isStopRequest(text), String(text)).toBe(false);
  });

  it('withdraws the offers consent, recorded as by chat, and queues the confirmation as free text once', async () => {
    expect((await offersConsent())?.active).toBe(true);
    const send = inbound('  Baja ');
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const consent = await offersConsent();
    expect(consent).toMatchObject({
      active: false,
      withdrawable: false,
      withdrawn_at: ctx.now().toISOString(),
      withdrawn_via: 'chat',
    });
    const row = ctx.db.prepare('SELECT withdrawn_via FROM consents WHERE id_consent = ?').get(consent?.id_consent ?? 0);
    expect(row).toEqual({ withdrawn_via: 'chat' });
    expect(confirmations()).toEqual([
      expect.objectContaining({ channel: 'chat', to: PHONE, kind: null, state: 'held' }),
    ]);
    // No template kind: it goes as free text, which the window just opened by 'Baja' allows.
    expect(withinChatWindow(ctx.db, PHONE, ctx.now())).toBe(true);
  });

  it('stops the next job offer, while a signing code still reaches the phone', async () => {
    await inbound('STOP')();
    const idCompany = ctx.idOf(COMPANY);
    const sent = announcePosting(
      ctx.db,
      idCompany,
      { id_publication: 1, title: 'Conductor clase A3' },
      TEST_SITE_ORIGIN,
      ctx.now(),
    );
    expect(sent).toBe(0);
    expect(ctx.outbox().filter((message) => message.kind === 'job-offer')).toEqual([]);
    const contract = await dataOf<{ id_history: number }>(
      await ctx.call('POST', '/business/contracts/template', ctx.as(COMPANY), {
        id_user: ctx.idOf(WORKER),
        ...TEMPLATE,
      }),
    );
    const response = await ctx.call(
      'POST',
      `/api/users/contracts/signing/${contract.id_history}/send-code`,
      ctx.as(WORKER),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const codes = ctx.outbox().filter((message) => message.kind === 'contract-signing-code');
    expect(codes.map((message) => message.channel).sort()).toEqual(['chat', 'email']);
    expect(codes.find((message) => message.channel === 'chat')?.to).toBe(PHONE);
  });

  it('changes nothing for a phone that is no worker', async () => {
    expect((await inbound('baja', '56900000000')()).status).toBe(200);
    expect((await offersConsent())?.active).toBe(true);
    expect(confirmations()).toEqual([]);
  });
});

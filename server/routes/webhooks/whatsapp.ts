// /webhooks/whatsapp — the WhatsApp Cloud API calls these (an extension: no person does):
//   GET  ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=… → 200 the challenge as text when the
//        token matches WHATSAPP_VERIFY_TOKEN, 403 when it does not, 400 when a parameter is missing
//   POST (X-Hub-Signature-256: sha256=<hex>) → 200 { message } once the notification is recorded;
//        401 and nothing changed when the signature is missing or is not the HMAC-SHA256 of the
//        raw body with WHATSAPP_APP_SECRET; 400 for a signed body that is not JSON
// A signed notification of a shape this API does not read answers 200 (the provider would
// otherwise send it again and again) and changes nothing. Statuses and inbound messages are
// applied in one transaction (lib/delivery/statuses.ts, lib/delivery/inbound.ts).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { WebhookNotificationSchema, WebhookVerifyQuerySchema } from '../../../src/lib/contract/whatsapp-webhook.ts';
import { transaction } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { queryParams } from '../../lib/validate.ts';
import { recordNotification } from './notification.ts';

export interface WhatsAppWebhookSettings {
  readonly appSecret: string;
  readonly verifyToken: string;
}

export const WEBHOOK_MESSAGES = {
  forbidden: 'El token de verificación no coincide.',
  unsigned: 'La firma de la notificación no es válida.',
  received: 'Notificación recibida.',
  ignored: 'Notificación ignorada: no trae mensajes ni estados que esta API lea.',
} as const;

/** Notifications are small; a larger body is refused before its signature is computed. */
const MAX_NOTIFICATION_BYTES = 1024 * 1024;

/** Equal strings in time that does not depend on where they differ (digests have one length). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}

export function signatureMatches(raw: Uint8Array, header: string | undefined, appSecret: string): boolean {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1];
  if (!hex) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}

export function whatsappWebhookRoutes(deps: AppDeps, settings: WhatsAppWebhookSettings) {
  return new Hono()
    .get('/whatsapp', queryParams(WebhookVerifyQuerySchema), (c) => {
      const query = c.req.valid('query');
      if (!sameSecret(query['hub.verify_token'], settings.verifyToken)) {
        return c.json({ message: WEBHOOK_MESSAGES.forbidden }, 403);
      }
      return c.text(query['hub.challenge']);
    })
    .post(
      '/whatsapp',
      bodyLimit({
        maxSize: MAX_NOTIFICATION_BYTES,
        onError: (c) => c.json({ message: API_MESSAGES.payloadTooLarge }, 413),
      }),
      async (c) => {
        // The signature covers the bytes as sent: read them before any parsing.
        const raw = new Uint8Array(await c.req.arrayBuffer());
        if (!signatureMatches(raw, c.req.header('x-hub-signature-256'), settings.appSecret)) {
          return c.json({ message: WEBHOOK_MESSAGES.unsigned }, 401);
        }
        let body: unknown;
        try {
          body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
        } catch {
          return c.json({ message: API_MESSAGES.invalidBody }, 400);
        }
        const notification = v.safeParse(WebhookNotificationSchema, body);
        if (!notification.success) return c.json({ message: WEBHOOK_MESSAGES.ignored });
        const now = deps.now();
        transaction(deps.db, () => recordNotification(deps.db, notification.output, now));
        return c.json({ message: WEBHOOK_MESSAGES.received });
      },
    );
}

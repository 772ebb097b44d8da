// The WhatsApp Cloud API's webhook notifications, as the local API reads them (an extension of the
// specified API: only the provider calls it):
//   GET  /webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=…&hub.challenge=… → the challenge (text)
//   POST /webhooks/whatsapp  (X-Hub-Signature-256: sha256=<hex HMAC of the raw body>) → { message }
// A notification names the messages people sent (`messages`) and the delivery statuses of the
// messages the company sent (`statuses`) under entry[].changes[].value. Objects are loose: the
// provider adds fields over time, and what is not read here is ignored, not refused.
import * as v from 'valibot';

const digits = (max: number) => v.pipe(v.string(), v.regex(/^\d+$/), v.maxLength(max));
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(256));

/** GET /webhooks/whatsapp: the subscription check the provider sends once. */
export const WebhookVerifyQuerySchema = v.object({
  'hub.mode': v.literal('subscribe', 'hub.mode debe ser subscribe'),
  'hub.verify_token': v.pipe(
    v.string('Falta hub.verify_token'),
    v.maxLength(512, 'hub.verify_token es demasiado largo'),
  ),
  'hub.challenge': v.pipe(
    v.string('Falta hub.challenge'),
    v.minLength(1, 'Falta hub.challenge'),
    v.maxLength(512, 'hub.challenge es demasiado largo'),
  ),
});

export const WebhookStatusSchema = v.looseObject({
  id,
  status: v.pipe(v.string(), v.maxLength(32)),
  timestamp: digits(12),
  recipient_id: v.optional(digits(20)),
  biz_opaque_callback_data: v.optional(v.pipe(v.string(), v.maxLength(512))),
  errors: v.optional(
    v.pipe(
      v.array(v.looseObject({ code: v.number(), title: v.optional(v.pipe(v.string(), v.maxLength(512))) })),
      v.maxLength(10),
    ),
  ),
});
export type WebhookStatus = v.InferOutput<typeof WebhookStatusSchema>;

export const WebhookMessageSchema = v.looseObject({
  from: v.pipe(digits(20), v.minLength(6)),
  id,
  timestamp: digits(12),
  type: v.pipe(v.string(), v.maxLength(32)),
  text: v.optional(v.looseObject({ body: v.pipe(v.string(), v.maxLength(4096)) })),
});
export type WebhookMessage = v.InferOutput<typeof WebhookMessageSchema>;

const ValueSchema = v.looseObject({
  messages: v.optional(v.pipe(v.array(WebhookMessageSchema), v.maxLength(100))),
  statuses: v.optional(v.pipe(v.array(WebhookStatusSchema), v.maxLength(100))),
});

export const WebhookNotificationSchema = v.looseObject({
  object: v.literal('whatsapp_business_account'),
  entry: v.pipe(
    v.array(
      v.looseObject({
        changes: v.pipe(
          v.array(v.looseObject({ field: v.optional(v.string()), value: ValueSchema })),
          v.maxLength(100),
        ),
      }),
    ),
    v.maxLength(100),
  ),
});
export type WebhookNotification = v.InferOutput<typeof WebhookNotificationSchema>;

export const webhookReceivedAnswerSchema = v.object({ message: v.string() });

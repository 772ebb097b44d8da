// /webhooks — notifications from message providers, mounted by app.ts only when the provider's
// settings are given (without them there is nothing to verify a notification against).
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { whatsappWebhookRoutes, type WhatsAppWebhookSettings } from './whatsapp.ts';

export type { WhatsAppWebhookSettings };

export function webhookRoutes(deps: AppDeps, whatsapp: WhatsAppWebhookSettings) {
  return new Hono().route('/', whatsappWebhookRoutes(deps, whatsapp));
}

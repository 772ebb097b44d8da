// One verified WhatsApp notification applied to the database: each delivery status to the outbox
// row it names, each inbound message to inbound_messages; a 'BAJA' also stops the job offers.
// Status values this API does not track (the provider adds some over time) are skipped.
import type { WebhookNotification, WebhookStatus } from '../../../src/lib/contract/whatsapp-webhook.ts';
import type { Database } from '../../db/database.ts';
import { recordInbound } from '../../lib/delivery/inbound.ts';
import { applyStopRequest, isStopRequest } from '../../lib/delivery/opt-out.ts';
import { applyStatus, type ChatStatus, type StatusUpdate } from '../../lib/delivery/statuses.ts';

const TRACKED: readonly ChatStatus[] = ['sent', 'delivered', 'read', 'failed'];

const fromUnixSeconds = (timestamp: string) => new Date(Number(timestamp) * 1000);

function statusUpdate(status: WebhookStatus): StatusUpdate | null {
  const tracked = TRACKED.find((known) => known === status.status);
  if (!tracked) return null;
  const [error] = status.errors ?? [];
  return {
    wamid: status.id,
    status: tracked,
    at: fromUnixSeconds(status.timestamp),
    ...(status.biz_opaque_callback_data ? { key: status.biz_opaque_callback_data } : {}),
    ...(error ? { error: { code: String(error.code), title: error.title ?? '' } } : {}),
  };
}

export function recordNotification(db: Database, notification: WebhookNotification, now: Date): void {
  for (const entry of notification.entry) {
    for (const change of entry.changes) {
      for (const status of change.value.statuses ?? []) {
        const update = statusUpdate(status);
        if (update) applyStatus(db, update, now);
      }
      for (const message of change.value.messages ?? []) {
        const text = message.text?.body ?? null;
        const inbound = { wamid: message.id, from: message.from, type: message.type, text };
        const isNew = recordInbound(db, { ...inbound, sentAt: fromUnixSeconds(message.timestamp) }, now);
        // A repeated notification must not withdraw again nor confirm twice.
        if (isNew && message.type === 'text' && isStopRequest(text)) applyStopRequest(db, message.from, now);
      }
    }
  }
}

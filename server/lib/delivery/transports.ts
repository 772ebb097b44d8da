// The transports the settings ask for, and the start-up line that says which channels are live
// (never a secret, a token or an address).
import type { DeliveryConfig } from './config.ts';
import type { Transports } from './dispatcher.ts';
import { smtpTransport } from './smtp.ts';
import { whatsappTransport } from './whatsapp.ts';

export function createTransports(delivery: DeliveryConfig): Transports {
  return {
    ...(delivery.smtp ? { email: smtpTransport(delivery.smtp.url, delivery.smtp.from) } : {}),
    ...(delivery.whatsapp ? { chat: whatsappTransport(delivery.whatsapp) } : {}),
  };
}

export function describeChannels(delivery: DeliveryConfig): string {
  const email = delivery.smtp ? `correo por SMTP (${new URL(delivery.smtp.url).hostname})` : null;
  const chat = delivery.whatsapp ? 'WhatsApp Cloud API' : null;
  const live = [email, chat].filter(Boolean);
  return live.length > 0
    ? `Envío de mensajes activo: ${live.join(' y ')}`
    : 'Envío de mensajes desactivado: los mensajes quedan en el outbox (GET /_dev/outbox)';
}

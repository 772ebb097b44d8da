// The delivery state of an outgoing message, as the local API reports it (GET /_dev/outbox, and
// the tables a person's message history is read from), with the Spanish word a person reads for
// each: one place, so every screen that shows a message's state says the same.

export const DELIVERY_STATES = ['pending', 'sent', 'delivered', 'read', 'failed', 'held'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE_LABELS: Readonly<Record<DeliveryState, string>> = {
  pending: 'Pendiente',
  sent: 'Enviado',
  delivered: 'Entregado',
  read: 'Leído',
  failed: 'Falló',
  held: 'Retenido',
};

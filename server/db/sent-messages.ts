// The codes and links a company's work sent to one of its registered workers (contracts to sign,
// signing codes, document requests and decisions, expiry notices, the inbox's replies), read from
// the outbox with how far each got, for the worker's file. Messages about the worker's own account
// (passwords, sign-in) are not the company's and are left out. A row is pruned 30 days after it
// reached its last state (docs/messages.md), so this is the last month's record.
import type { SentMessage } from '../../src/lib/contract/worker-file.ts';
import { DELIVERY_STATES } from '../../src/lib/contract/delivery.ts';
import { failureReason } from './inbox.ts';
import type { Database } from './database.ts';
import { int, text, textOrNull } from './rows.ts';

export const SENT_MESSAGE_LABELS: Readonly<Record<string, string>> = {
  'contract-to-sign': 'Enlace para revisar y firmar el contrato',
  'contract-signing-code': 'Código para firmar el contrato',
  'contract-signed-copy': 'Copia del contrato firmado',
  'document-request': 'Solicitud de documentos',
  'document-decision': 'Documentos revisados',
  'document-expiry': 'Aviso de documentos por vencer',
  'inbox-reply': 'Respuesta por WhatsApp',
  'inbox-follow-up': 'Plantilla de seguimiento por WhatsApp',
};

/** Newest first; another company's inbox replies (they name their company) are left out. */
export function sentMessages(db: Database, idUser: number, idBusiness: number): SentMessage[] {
  return db
    .prepare(
      `SELECT o.id, o.kind, o.channel, o.created_at, o.state, o.error_code,
              EXISTS (SELECT 1 FROM outbox f WHERE f.fallback_of = o.id) AS by_email
       FROM outbox o
       WHERE o.id_user = ? AND o.kind IN (SELECT value FROM json_each(?))
         AND (o.id_business IS NULL OR o.id_business = ?)
       ORDER BY o.created_at DESC, o.id DESC LIMIT 100`,
    )
    .all(idUser, JSON.stringify(Object.keys(SENT_MESSAGE_LABELS)), idBusiness)
    .map((row) => {
      const state = DELIVERY_STATES.find((known) => known === text(row, 'state')) ?? 'pending';
      const channel = text(row, 'channel') === 'chat' ? 'chat' : 'email';
      return {
        id: int(row, 'id'),
        label: SENT_MESSAGE_LABELS[textOrNull(row, 'kind') ?? ''] ?? 'Mensaje',
        channel,
        created_at: text(row, 'created_at'),
        state,
        failure:
          state !== 'failed'
            ? null
            : channel === 'chat'
              ? failureReason(textOrNull(row, 'error_code'))
              : 'El servidor de correo no lo aceptó.',
        by_email: int(row, 'by_email') === 1,
      };
    });
}

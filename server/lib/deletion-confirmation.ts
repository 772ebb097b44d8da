// The confirmation of a completed deletion, for the worker who asked: shown on screen by the 401
// that answers the session they still had (require-auth.ts), and sent once by e-mail to the address
// the account had, when the company completes the request. It says which request it answers, when,
// what went (the anonymisation's categories) and what the company keeps by law and why; it names
// no one: no name, RUT, phone or company data, only the counts of what is kept.
import {
  DELETED_DATA,
  PRIVACY_REQUEST_LABELS,
  type AccountDeleted,
  type KeptItem,
} from '../../src/lib/contract/privacy.ts';
import type { Database } from '../db/database.ts';
import { sendMail } from '../db/outbox.ts';
import { int, text } from '../db/rows.ts';
import { keptRecords } from './anonymise.ts';

/** The confirmation for the anonymised worker `idUser`; null when the account is not anonymised. */
export function deletionConfirmation(db: Database, idUser: number): AccountDeleted | null {
  const person = db
    .prepare("SELECT anonymised_at FROM users WHERE id_user = ? AND role = 'User' AND anonymised_at IS NOT NULL")
    .get(idUser);
  if (!person) return null;
  const request = db
    .prepare(
      `SELECT id_request FROM privacy_requests WHERE id_user = ? AND kind = 'supresion' AND state = 'completada'
       ORDER BY answered_at DESC, id_request DESC LIMIT 1`,
    )
    .get(idUser);
  return {
    id_request: request ? int(request, 'id_request') : null,
    deleted_at: text(person, 'anonymised_at'),
    deleted: [...DELETED_DATA],
    kept: keptRecords(db, idUser),
  };
}

/** '2026-12-07T…' → '07/12/2026' in Chile's calendar, as the site shows dates. */
function chileDay(iso: string): string {
  return new Intl.DateTimeFormat('es-CL', {
    timeZone: 'America/Santiago',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/** The e-mail's text: the same confirmation the screen shows. */
export function deletionConfirmationText(idRequest: number, at: Date, kept: readonly KeptItem[]): string {
  const label = PRIVACY_REQUEST_LABELS.supresion.toLowerCase();
  return [
    'Hola:',
    '',
    `Tu empresa completó tu solicitud de ${label} N° ${idRequest} el ${chileDay(at.toISOString())}. Tu cuenta quedó cerrada y ya no puedes iniciar sesión con ella.`,
    '',
    'Borramos:',
    ...DELETED_DATA.map((item) => `- ${item}.`),
    '',
    ...(kept.length === 0
      ? ['No conservamos ningún dato que te identifique.']
      : [
          'Por ley, tu empresa conserva solo lo siguiente, sin usarlo para nada más:',
          ...kept.map((item) => `- ${item.label} (${item.count}): ${item.reason}`),
        ]),
    '',
    'Si no estás de acuerdo, puedes reclamar ante la Agencia de Protección de Datos Personales.',
    '',
    'Es el último mensaje que te enviamos: al enviarlo, borramos también esta dirección.',
  ].join('\n');
}

/**
 * Queues the confirmation to `email`, the address the account had before it was anonymised; call
 * after anonymising, so the cleanup of the worker's messages does not take this one too. The
 * message carries no account id: nothing links it back to the anonymised row.
 */
export function sendDeletionConfirmation(
  db: Database,
  email: string,
  idRequest: number,
  kept: readonly KeptItem[],
  now: Date,
): void {
  sendMail(
    db,
    {
      to: email,
      kind: 'privacy-deletion-done',
      subject: `Tu solicitud de ${PRIVACY_REQUEST_LABELS.supresion.toLowerCase()} fue completada`,
      text: deletionConfirmationText(idRequest, now, kept),
    },
    now,
  );
}

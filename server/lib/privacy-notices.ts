// Messages about rights requests (through the outbox): the company hears of each new request with
// its deadline; the worker hears of an extension of the deadline and of the company's answer to a
// correction, objection or blocking. A completed deletion sends its own
// confirmation (deletion-confirmation.ts) to the address the account had.
import { PRIVACY_REQUEST_LABELS, type PrivacyRequestKind } from '../../src/lib/contract/privacy.ts';
import type { Database } from '../db/database.ts';
import { sendMail } from '../db/outbox.ts';
import { text, textOrNull } from '../db/rows.ts';

function day(date: string): string {
  const [year, month, dayOfMonth] = date.split('-');
  return `${dayOfMonth}/${month}/${year}`;
}

export function noticeNewRequest(
  db: Database,
  request: { readonly idUser: number; readonly kind: PrivacyRequestKind; readonly dueDate: string },
  siteOrigin: string,
  now: Date,
): void {
  const row = db
    .prepare(
      `SELECT u.firstname, u.lastname, b.contact_email FROM users u JOIN businesses b USING (id_business)
       WHERE u.id_user = ?`,
    )
    .get(request.idUser);
  if (!row) return;
  const name = [textOrNull(row, 'firstname'), textOrNull(row, 'lastname')].filter(Boolean).join(' ') || 'Un trabajador';
  sendMail(
    db,
    {
      to: text(row, 'contact_email'),
      kind: 'privacy-request-new',
      subject: `Nueva solicitud de privacidad: ${PRIVACY_REQUEST_LABELS[request.kind]}`,
      text: [
        `${name} hizo una solicitud de ${PRIVACY_REQUEST_LABELS[request.kind].toLowerCase()} sobre sus datos personales.`,
        `La ley exige responderla a más tardar el ${day(request.dueDate)}.`,
        `Revísala en Solicitudes de privacidad: ${siteOrigin}/business/dashboard/privacy-requests`,
      ].join('\n'),
    },
    now,
  );
}

export function noticeAnswer(
  db: Database,
  request: {
    readonly idUser: number;
    readonly kind: PrivacyRequestKind;
    readonly state: 'completada' | 'rechazada';
    readonly answer: string;
  },
  now: Date,
): void {
  const row = db.prepare('SELECT email, firstname, anonymised_at FROM users WHERE id_user = ?').get(request.idUser);
  if (!row || textOrNull(row, 'anonymised_at') !== null) return;
  const done = request.state === 'completada' ? 'fue completada' : 'fue rechazada';
  const firstname = textOrNull(row, 'firstname');
  sendMail(
    db,
    {
      to: text(row, 'email'),
      kind: 'privacy-request-answer',
      idUser: request.idUser,
      subject: `Tu solicitud de ${PRIVACY_REQUEST_LABELS[request.kind].toLowerCase()} ${done}`,
      text: [
        firstname ? `Hola ${firstname}:` : 'Hola:',
        '',
        `Tu solicitud de ${PRIVACY_REQUEST_LABELS[request.kind].toLowerCase()} ${done}. La respuesta de la empresa:`,
        '',
        request.answer,
        '',
        'Si no estás de acuerdo, puedes reclamar ante la Agencia de Protección de Datos Personales.',
      ].join('\n'),
    },
    now,
  );
}

export function noticeExtension(
  db: Database,
  request: {
    readonly idUser: number;
    readonly kind: PrivacyRequestKind;
    readonly dueDate: string;
    readonly reason: string;
  },
  now: Date,
): void {
  const row = db.prepare('SELECT email, firstname FROM users WHERE id_user = ?').get(request.idUser);
  if (!row) return;
  const firstname = textOrNull(row, 'firstname');
  sendMail(
    db,
    {
      to: text(row, 'email'),
      kind: 'privacy-request-extension',
      idUser: request.idUser,
      subject: `Nuevo plazo para tu solicitud de ${PRIVACY_REQUEST_LABELS[request.kind].toLowerCase()}`,
      text: [
        firstname ? `Hola ${firstname}:` : 'Hola:',
        '',
        `La empresa extendió el plazo para responder tu solicitud hasta el ${day(request.dueDate)}. Su motivo:`,
        '',
        request.reason,
      ].join('\n'),
    },
    now,
  );
}

// Messages to a worker about their documents, by e-mail and, when the worker has a phone, by chat
// (both through the outbox): a company's decisions, the company's request for what is missing,
// and the reminder before a document expires. Each carries the link to the worker's portal on the
// profile concerned; the address names the company link, so a signed-out worker signs in first.
import { formatDate } from '../../../src/lib/format/date.ts';
import { documentGender, documentTypeName } from '../../../src/lib/reference/index.ts';
import { decisionHeadline, type Decision } from '../../../src/lib/documents/decision-text.ts';
import type { Database } from '../database.ts';
import { linkSuffix, type MessageKind } from '../../lib/delivery/templates.ts';
import { sendMail, type OutboxChannel, type OutgoingMessage } from '../outbox.ts';
import { int, text, textOrNull } from '../rows.ts';

export interface WorkerContact {
  readonly id_user: number;
  readonly email: string;
  readonly phone: string | null;
  readonly firstname: string | null;
  readonly name_business: string;
  readonly rgs: string;
  readonly display_name: string;
}

export function workerContact(db: Database, idUser: number): WorkerContact | undefined {
  const row = db
    .prepare(
      `SELECT u.id_user, u.email, u.phone, u.firstname, b.name_business, b.rgs, b.display_name
       FROM users u JOIN businesses b ON b.id_business = u.id_business WHERE u.id_user = ?`,
    )
    .get(idUser);
  if (!row) return undefined;
  return {
    id_user: int(row, 'id_user'),
    email: text(row, 'email'),
    phone: textOrNull(row, 'phone'),
    firstname: textOrNull(row, 'firstname'),
    name_business: text(row, 'name_business'),
    rgs: text(row, 'rgs'),
    display_name: text(row, 'display_name'),
  };
}

/** The worker's portal, on the given profile when known. */
export function portalLink(siteOrigin: string, worker: WorkerContact, idProfileUser?: number): string {
  const query = new URLSearchParams({ business: worker.name_business, rgs: worker.rgs });
  if (idProfileUser !== undefined) query.set('profile', String(idProfileUser));
  return `${siteOrigin}/user/dashboard/home?${query.toString()}`;
}

export interface Outgoing {
  readonly kind: MessageKind;
  readonly subject: string;
  readonly lines: readonly string[];
  readonly link: string;
}

/** The channels a worker is told on: e-mail, and chat when they have a phone. */
export function workerChannels(worker: WorkerContact): OutboxChannel[] {
  return worker.phone ? ['email', 'chat'] : ['email'];
}

/** The message as it goes to the worker on `channel`: the e-mail greets; the chat is a template. */
export function workerMessage(worker: WorkerContact, message: Outgoing, channel: OutboxChannel): OutgoingMessage {
  const about = { kind: message.kind, idUser: worker.id_user };
  if (channel === 'email' || !worker.phone) {
    const greeting = worker.firstname ? `Hola ${worker.firstname}:` : 'Hola:';
    const text = [greeting, '', ...message.lines, '', message.link].join('\n');
    return { to: worker.email, subject: message.subject, text, ...about };
  }
  return {
    channel: 'chat',
    to: worker.phone,
    subject: message.subject,
    text: [...message.lines, message.link].join('\n'),
    params: { body: [worker.display_name], button: linkSuffix(message.link) },
    ...about,
  };
}

/** Sends the message by e-mail, and by chat when the worker has a phone; answers the channels used.
 * The same news goes by e-mail too, so a chat that fails needs no e-mail fallback. */
export function sendToWorker(db: Database, worker: WorkerContact, message: Outgoing, now: Date): OutboxChannel[] {
  const channels = workerChannels(worker);
  for (const channel of channels) sendMail(db, workerMessage(worker, message, channel), now);
  return channels;
}

export interface DecidedDocument {
  readonly id_file: number;
  readonly id_profile_user: number;
  readonly profile_name: string;
  readonly purpose_name: string;
  readonly title: string | null;
  readonly decision: Decision;
  /** The reason as the worker reads it (rejections). */
  readonly reason: string | null;
}

/** A decided document as a digest stored it, or null when the stored value is not one. */
export function parseDecided(stored: unknown): DecidedDocument | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const entry = stored as Record<string, unknown>;
  const number = (key: string) => (typeof entry[key] === 'number' ? entry[key] : null);
  const textOr = (key: string) => (typeof entry[key] === 'string' ? entry[key] : null);
  const idFile = number('id_file');
  const idProfileUser = number('id_profile_user');
  const profile = textOr('profile_name');
  const purpose = textOr('purpose_name');
  const decision = entry['decision'];
  if (idFile === null || idProfileUser === null || profile === null || purpose === null) return null;
  if (decision !== 'approved' && decision !== 'rejected') return null;
  return {
    id_file: idFile,
    id_profile_user: idProfileUser,
    profile_name: profile,
    purpose_name: purpose,
    title: textOr('title'),
    decision,
    reason: textOr('reason'),
  };
}

/** One message for the decisions a company took on one worker's documents (a review, gathered). */
export function decisionMessage(
  siteOrigin: string,
  worker: WorkerContact,
  decided: readonly DecidedDocument[],
): Outgoing {
  const [first] = decided;
  const headline = (entry: DecidedDocument) =>
    decisionHeadline(
      documentTypeName(entry.purpose_name, entry.title),
      documentGender(entry.purpose_name, entry.title),
      entry.decision,
    );
  const subject =
    decided.length === 1 && first
      ? headline(first)
      : `${worker.display_name} revisó ${decided.length} de tus documentos`;
  const lines = decided.flatMap((entry) => [
    `- ${headline(entry)} (perfil ${entry.profile_name}).`,
    ...(entry.reason ? [`  Motivo: ${entry.reason}`] : []),
  ]);
  const firstRejected = decided.find((entry) => entry.decision === 'rejected');
  const rejected = firstRejected !== undefined;
  return {
    kind: 'document-decision',
    subject,
    lines: [
      `${worker.display_name} revisó tus documentos:`,
      ...lines,
      '',
      rejected
        ? decided.filter((entry) => entry.decision === 'rejected').length === 1
          ? 'Revisa el motivo y sube una nueva versión desde tu portal:'
          : 'Revisa los motivos y sube una nueva versión de cada uno desde tu portal:'
        : 'Puedes ver tus documentos en tu portal:',
    ],
    // The link opens the profile of what is to be replaced, when something is.
    link: portalLink(siteOrigin, worker, (firstRejected ?? first)?.id_profile_user),
  };
}

export interface ListedDocument {
  readonly id_profile_user: number;
  readonly profile_name: string;
  readonly document_name: string;
  /** 'Pendiente', 'Rechazado', 'Vencido'. */
  readonly status_label: string;
  readonly detail: string | null;
}

/** 'Solicitar documentos': one message listing what is missing, rejected or expired. */
export function requestMessage(siteOrigin: string, worker: WorkerContact, listed: readonly ListedDocument[]): Outgoing {
  return {
    kind: 'document-request',
    subject: `Documentos pendientes en ${worker.display_name}`,
    lines: [
      `${worker.display_name} necesita que subas o corrijas estos documentos:`,
      ...listed.map(
        (entry) =>
          `- ${entry.document_name} (perfil ${entry.profile_name}): ${entry.status_label}${entry.detail ? `. ${entry.detail}` : ''}`,
      ),
      '',
      'Súbelos desde tu portal:',
    ],
    link: portalLink(siteOrigin, worker, listed[0]?.id_profile_user),
  };
}

export interface ExpiringDocument {
  readonly id_profile_user: number;
  readonly profile_name: string;
  readonly document_name: string;
  readonly expiration_date: string;
  readonly expired: boolean;
}

/** The reminder before (or, when it was missed, after) a document's expiry. */
export function reminderMessage(
  siteOrigin: string,
  worker: WorkerContact,
  expiring: readonly ExpiringDocument[],
): Outgoing {
  const line = (entry: ExpiringDocument) =>
    `- ${entry.document_name} (perfil ${entry.profile_name}): ${entry.expired ? 'venció' : 'vence'} el ${formatDate(entry.expiration_date)}`;
  return {
    kind: 'document-expiry',
    subject: expiring.length === 1 ? 'Tienes un documento por vencer' : 'Tienes documentos por vencer',
    lines: [
      `Para seguir trabajando con ${worker.display_name}, renueva a tiempo:`,
      ...expiring.map(line),
      '',
      'Sube la versión vigente desde tu portal:',
    ],
    link: portalLink(siteOrigin, worker, expiring[0]?.id_profile_user),
  };
}

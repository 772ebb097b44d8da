// Rights requests and their log. A request belongs to a worker and to the company that employs
// them (the controller that must answer it); it carries its deadline (extended at most once), its
// state and the company's answer, and every step taken on it is an event with its actor.
import {
  PRIVACY_REQUEST_LABELS,
  PRIVACY_STATE_LABELS,
  type BusinessPrivacyRequest,
  type KeptItem,
  type PrivacyRequest,
  type PrivacyRequestKind,
  type PrivacyRequestState,
} from '../../src/lib/contract/privacy.ts';
import type { Corrections } from '../../src/lib/validation/privacy-request.ts';
import { isOverdue } from '../lib/privacy-deadline.ts';
import type { Database } from './database.ts';
import { bool, insertedId, int, text, textOrNull, type Row } from './rows.ts';

export type PrivacyActor = 'trabajador' | 'empresa' | 'sistema';

export const EVENT_LABELS: Readonly<Record<string, string>> = {
  recibida: 'Solicitud recibida',
  plazo_extendido: 'Plazo extendido',
  completada: 'Solicitud completada',
  rechazada: 'Solicitud rechazada',
  datos_anonimizados: 'Datos personales anonimizados',
  archivos_eliminados: 'Archivos eliminados',
  datos_corregidos: 'Datos corregidos',
  consentimientos_retirados: 'Consentimientos opcionales retirados',
  bloqueo_aplicado: 'Tratamiento bloqueado',
  bloqueo_terminado: 'Bloqueo terminado',
};

export function logEvent(
  db: Database,
  idRequest: number,
  actor: PrivacyActor,
  action: keyof typeof EVENT_LABELS,
  now: Date,
  detail: unknown = null,
): void {
  db.prepare('INSERT INTO privacy_request_events (id_request, at, actor, action, detail) VALUES (?, ?, ?, ?, ?)').run(
    idRequest,
    now.toISOString(),
    actor,
    action,
    detail === null ? null : JSON.stringify(detail),
  );
}

export interface NewPrivacyRequest {
  readonly idUser: number;
  readonly idBusiness: number;
  readonly kind: PrivacyRequestKind;
  readonly reason: string;
  readonly corrections: Corrections | null;
  readonly receivedAt: Date;
  readonly dueDate: string;
}

export function insertPrivacyRequest(db: Database, request: NewPrivacyRequest): number {
  const id = insertedId(
    db
      .prepare(
        `INSERT INTO privacy_requests (id_user, id_business, kind, state, reason, corrections, received_at, due_date)
         VALUES (?, ?, ?, 'pendiente', ?, ?, ?, ?)`,
      )
      .run(
        request.idUser,
        request.idBusiness,
        request.kind,
        request.reason === '' ? null : request.reason,
        request.corrections ? JSON.stringify(request.corrections) : null,
        request.receivedAt.toISOString(),
        request.dueDate,
      ),
  );
  logEvent(db, id, 'trabajador', 'recibida', request.receivedAt);
  return id;
}

function parsed<T>(raw: string | null, fallback: T): T {
  return raw === null ? fallback : (JSON.parse(raw) as T);
}

function toRequest(row: Row, now: Date): PrivacyRequest {
  const kind = text(row, 'kind') as PrivacyRequestKind;
  const state = text(row, 'state') as PrivacyRequestState;
  const dueDate = text(row, 'due_date');
  return {
    id_request: int(row, 'id_request'),
    kind,
    kind_label: PRIVACY_REQUEST_LABELS[kind],
    state,
    state_label: PRIVACY_STATE_LABELS[state],
    reason: textOrNull(row, 'reason'),
    corrections: parsed<Corrections | null>(textOrNull(row, 'corrections'), null),
    received_at: text(row, 'received_at'),
    due_date: dueDate,
    extended: bool(row, 'extended'),
    extension_reason: textOrNull(row, 'extension_reason'),
    overdue: state === 'pendiente' && isOverdue(dueDate, now),
    answer: textOrNull(row, 'answer'),
    answered_at: textOrNull(row, 'answered_at'),
    kept: parsed<KeptItem[]>(textOrNull(row, 'kept'), []),
  };
}

/** The worker's requests, newest first. */
export function listWorkerRequests(db: Database, idUser: number, now: Date): PrivacyRequest[] {
  return db
    .prepare('SELECT * FROM privacy_requests WHERE id_user = ? ORDER BY received_at DESC, id_request DESC')
    .all(idUser)
    .map((row) => toRequest(row, now));
}

export function findWorkerRequest(db: Database, idUser: number, idRequest: number, now: Date) {
  const row = db.prepare('SELECT * FROM privacy_requests WHERE id_user = ? AND id_request = ?').get(idUser, idRequest);
  return row ? toRequest(row, now) : undefined;
}

export function hasPendingRequest(db: Database, idUser: number, kinds: readonly PrivacyRequestKind[]): boolean {
  if (kinds.length === 0) return false;
  const marks = kinds.map(() => '?').join(', ');
  return (
    db
      .prepare(
        `SELECT 1 FROM privacy_requests WHERE id_user = ? AND state = 'pendiente' AND kind IN (${marks}) LIMIT 1`,
      )
      .get(idUser, ...kinds) !== undefined
  );
}

function eventsOf(db: Database, idRequest: number) {
  return db
    .prepare('SELECT * FROM privacy_request_events WHERE id_request = ? ORDER BY at, id_event')
    .all(idRequest)
    .map((row) => {
      const action = text(row, 'action');
      return {
        at: text(row, 'at'),
        actor: text(row, 'actor') as PrivacyActor,
        action,
        action_label: EVENT_LABELS[action] ?? action,
        detail: textOrNull(row, 'detail'),
      };
    });
}

const BUSINESS_SELECT = `
  SELECT r.*, u.firstname, u.lastname, u.rut, u.email, u.anonymised_at
  FROM privacy_requests r JOIN users u ON u.id_user = r.id_user`;

function toBusinessRequest(db: Database, row: Row, now: Date): BusinessPrivacyRequest {
  const anonymised = textOrNull(row, 'anonymised_at') !== null;
  const name = [textOrNull(row, 'firstname'), textOrNull(row, 'lastname')].filter(Boolean).join(' ');
  return {
    ...toRequest(row, now),
    worker: {
      id_user: int(row, 'id_user'),
      name: anonymised || name === '' ? null : name,
      rut: anonymised ? null : textOrNull(row, 'rut'),
      email: anonymised ? null : textOrNull(row, 'email'),
      anonymised,
    },
    events: eventsOf(db, int(row, 'id_request')),
  };
}

/** The company's requests: pending first by deadline, then answered ones, newest first. */
export function listBusinessRequests(db: Database, idBusiness: number, now: Date): BusinessPrivacyRequest[] {
  return db
    .prepare(
      `${BUSINESS_SELECT} WHERE r.id_business = ?
       ORDER BY r.state = 'pendiente' DESC,
                CASE WHEN r.state = 'pendiente' THEN r.due_date END ASC,
                r.received_at DESC, r.id_request DESC`,
    )
    .all(idBusiness)
    .map((row) => toBusinessRequest(db, row, now));
}

export function findBusinessRequest(db: Database, idBusiness: number, idRequest: number, now: Date) {
  const row = db.prepare(`${BUSINESS_SELECT} WHERE r.id_business = ? AND r.id_request = ?`).get(idBusiness, idRequest);
  return row ? toBusinessRequest(db, row, now) : undefined;
}

/** Records the company's answer; false when the request was answered meanwhile. */
export function answerRequest(
  db: Database,
  idRequest: number,
  answer: { readonly state: 'completada' | 'rechazada'; readonly text: string; readonly kept?: readonly KeptItem[] },
  now: Date,
): boolean {
  const result = db
    .prepare(
      `UPDATE privacy_requests SET state = ?, answer = ?, kept = ?, answered_at = ?
       WHERE id_request = ? AND state = 'pendiente'`,
    )
    .run(answer.state, answer.text, JSON.stringify(answer.kept ?? []), now.toISOString(), idRequest);
  return Number(result.changes) > 0;
}

/** Extends a pending request's deadline once; false when already extended or answered. */
export function extendRequest(db: Database, idRequest: number, dueDate: string, reason: string): boolean {
  const result = db
    .prepare(
      `UPDATE privacy_requests SET due_date = ?, extended = 1, extension_reason = ?
       WHERE id_request = ? AND state = 'pendiente' AND extended = 0`,
    )
    .run(dueDate, reason, idRequest);
  return Number(result.changes) > 0;
}

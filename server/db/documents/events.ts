// The history of a worker's document: every upload (first or replacing) and every decision, with
// who did it, when, the status before and after, and the reason or the dates it recorded.
import type { DocumentEventSchema } from '../../../src/lib/contract/review.ts';
import type * as v from 'valibot';
import type { Database } from '../database.ts';
import { insertedId, int, intOrNull, text, textOrNull, type Row } from '../rows.ts';

export type DocumentEvent = v.InferOutput<typeof DocumentEventSchema>;
export type EventKind = DocumentEvent['kind'];

export const EVENT_LABELS: Readonly<Record<EventKind, string>> = {
  uploaded: 'Subido',
  replaced: 'Reemplazado',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  rejection_requested: 'Solicitud de rechazo',
};

export interface NewEvent {
  readonly idFile: number;
  readonly kind: EventKind;
  readonly previousStatus: string | null;
  readonly newStatus: string | null;
  readonly actor: {
    readonly id_user: number | null;
    readonly role: 'worker' | 'company';
    readonly name: string;
    readonly email: string | null;
  };
  readonly reasonCode?: string | null;
  readonly reason?: string | null;
  readonly issueDate?: string | null;
  readonly expirationDate?: string | null;
  readonly typeName?: string | null;
  readonly at: string;
}

export function recordEvent(db: Database, event: NewEvent): number {
  return insertedId(
    db
      .prepare(
        `INSERT INTO document_events (id_file, kind, previous_status, new_status, id_actor, actor_role, actor_name,
           actor_email, reason_code, reason, issue_date, expiration_date, type_name, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        event.idFile,
        event.kind,
        event.previousStatus,
        event.newStatus,
        event.actor.id_user,
        event.actor.role,
        event.actor.name,
        event.actor.email,
        event.reasonCode ?? null,
        event.reason ?? null,
        event.issueDate ?? null,
        event.expirationDate ?? null,
        event.typeName ?? null,
        event.at,
      ),
  );
}

function toEvent(row: Row): DocumentEvent {
  const kind = text(row, 'kind') as EventKind;
  return {
    id_event: int(row, 'id_event'),
    kind,
    label: EVENT_LABELS[kind],
    previous_status: textOrNull(row, 'previous_status'),
    new_status: textOrNull(row, 'new_status'),
    actor_role: text(row, 'actor_role') === 'company' ? 'company' : 'worker',
    actor_name: text(row, 'actor_name'),
    actor_email: textOrNull(row, 'actor_email'),
    reason: textOrNull(row, 'reason'),
    reason_code: textOrNull(row, 'reason_code'),
    issue_date: textOrNull(row, 'issue_date'),
    expiration_date: textOrNull(row, 'expiration_date'),
    type_name: textOrNull(row, 'type_name'),
    created_at: text(row, 'created_at'),
  };
}

/** The histories of the given documents, oldest event first, keyed by id_file. */
export function historiesOf(db: Database, idFiles: readonly number[]): Map<number, DocumentEvent[]> {
  const histories = new Map<number, DocumentEvent[]>(idFiles.map((id) => [id, []]));
  if (idFiles.length === 0) return histories;
  const rows = db
    .prepare(
      `SELECT * FROM document_events WHERE id_file IN (SELECT value FROM json_each(?)) ORDER BY id_file, id_event`,
    )
    .all(JSON.stringify(idFiles));
  for (const row of rows) histories.get(int(row, 'id_file'))?.push(toEvent(row));
  return histories;
}

export function historyOf(db: Database, idFile: number): DocumentEvent[] {
  return historiesOf(db, [idFile]).get(idFile) ?? [];
}

/** The newest event id of a worker's documents (0 when none): news beyond it do not exist yet. */
export function newestEventOf(db: Database, idUser: number): number {
  const row = db
    .prepare(
      `SELECT MAX(e.id_event) AS newest FROM document_events e
       JOIN user_files f ON f.id_file = e.id_file
       JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
       WHERE p.id_user = ?`,
    )
    .get(idUser);
  return (row && intOrNull(row, 'newest')) ?? 0;
}

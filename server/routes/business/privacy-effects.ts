// What completing a rights request does, by kind, inside the answer's transaction:
//   - deletion: the worker's personal data is anonymised (lib/anonymise.ts); what the company
//     must keep by law is listed in the answer; the files go once the transaction is committed;
//   - correction: the requested RUT, e-mail, phone, region and commune replace the held ones,
//     unless another worker of the company already has that RUT, e-mail or phone;
//   - objection: every optional consent still given is withdrawn (no more offers, no sharing);
//   - blocking: processing is blocked until the person's other requests are answered.
// Each effect is logged as an event of the request.
import type { BusinessPrivacyRequest, KeptItem } from '../../../src/lib/contract/privacy.ts';
import {
  EMAIL_TAKEN_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  RUT_TAKEN_MESSAGE,
} from '../../../src/lib/validation/registration.ts';
import { withdrawOptionalConsents } from '../../db/consents.ts';
import type { Database } from '../../db/database.ts';
import { hasPendingRequest, logEvent } from '../../db/privacy-requests.ts';
import { int } from '../../db/rows.ts';
import { anonymiseRows, planAnonymisation } from '../../lib/anonymise.ts';

export type Effect =
  | { readonly ok: true; readonly kept: KeptItem[]; readonly files: string[] }
  | { readonly ok: false; readonly messages: string[] };

export const BLOCKING_NOTHING_PENDING =
  'El bloqueo temporal se aplica mientras se resuelve otra solicitud de esta persona, y no tiene ninguna pendiente. Recházala explicando por qué.';

const OTHER_KINDS = ['rectificacion', 'supresion', 'oposicion'] as const;

function taken(db: Database, request: BusinessPrivacyRequest, column: string, value: string): boolean {
  const row = db
    .prepare(
      `SELECT 1 FROM users WHERE id_business = (SELECT id_business FROM users WHERE id_user = ?)
       AND id_user <> ? AND ${column} = ? COLLATE NOCASE`,
    )
    .get(request.worker.id_user, request.worker.id_user, value);
  return row !== undefined;
}

function correct(db: Database, request: BusinessPrivacyRequest, now: Date): Effect {
  const fix = request.corrections ?? {};
  const messages: string[] = [];
  if (fix.email && taken(db, request, 'email', fix.email)) messages.push(EMAIL_TAKEN_MESSAGE);
  if (fix.rut && taken(db, request, 'rut', fix.rut)) messages.push(RUT_TAKEN_MESSAGE);
  if (fix.phone && taken(db, request, 'phone', fix.phone)) messages.push(PHONE_TAKEN_MESSAGE);
  if (messages.length > 0) return { ok: false, messages };
  const changes = Object.entries(fix).filter(([, value]) => value !== undefined);
  for (const [column, value] of changes) {
    // Column names come from the corrections schema's own keys, never from the request.
    if (!['rut', 'email', 'phone', 'region_id', 'commune_id'].includes(column)) continue;
    db.prepare(`UPDATE users SET ${column} = ? WHERE id_user = ?`).run(
      value as string | number,
      request.worker.id_user,
    );
  }
  db.prepare('UPDATE users SET profile_version = profile_version + 1, updated_at = ? WHERE id_user = ?').run(
    now.toISOString(),
    request.worker.id_user,
  );
  logEvent(db, request.id_request, 'empresa', 'datos_corregidos', now, {
    fields: changes.map(([column]) => column),
  });
  return { ok: true, kept: [], files: [] };
}

/** Applies the effect of completing `request`; call inside the answer's transaction. */
export function completeEffect(db: Database, request: BusinessPrivacyRequest, now: Date): Effect {
  const idUser = request.worker.id_user;
  if (request.kind === 'supresion') {
    const plan = planAnonymisation(db, idUser);
    if (!plan) return { ok: true, kept: [], files: [] };
    anonymiseRows(db, idUser, now);
    logEvent(db, request.id_request, 'empresa', 'datos_anonimizados', now, {
      kept: plan.kept,
      removed_files: plan.files.length,
    });
    return { ok: true, kept: plan.kept, files: plan.files };
  }
  if (request.kind === 'rectificacion') return correct(db, request, now);
  if (request.kind === 'oposicion') {
    const withdrawn = withdrawOptionalConsents(db, idUser, now);
    logEvent(db, request.id_request, 'empresa', 'consentimientos_retirados', now, {
      consents: withdrawn.map((consent) => consent.id_consent),
    });
    return { ok: true, kept: [], files: [] };
  }
  if (!hasPendingRequest(db, idUser, OTHER_KINDS)) return { ok: false, messages: [BLOCKING_NOTHING_PENDING] };
  db.prepare('UPDATE users SET blocked_at = ? WHERE id_user = ?').run(now.toISOString(), idUser);
  logEvent(db, request.id_request, 'empresa', 'bloqueo_aplicado', now);
  return { ok: true, kept: [], files: [] };
}

/** Ends a block once the requests it waited for are all answered; logs it on the block's request. */
export function endBlockIfDone(db: Database, idUser: number, now: Date): void {
  const person = db.prepare('SELECT blocked_at FROM users WHERE id_user = ? AND blocked_at IS NOT NULL').get(idUser);
  if (!person || hasPendingRequest(db, idUser, OTHER_KINDS)) return;
  db.prepare('UPDATE users SET blocked_at = NULL WHERE id_user = ?').run(idUser);
  const block = db
    .prepare(
      `SELECT id_request FROM privacy_requests WHERE id_user = ? AND kind = 'bloqueo' AND state = 'completada'
       ORDER BY answered_at DESC LIMIT 1`,
    )
    .get(idUser);
  if (block) logEvent(db, int(block, 'id_request'), 'sistema', 'bloqueo_terminado', now);
}

// Anonymising a worker (a completed deletion request, or the retention sweep): the account keeps
// its id, so the records a company must keep by law still hang together, but nothing in it names
// the person any more. Removed: name, RUT, phone, e-mail (replaced by an address that reaches no
// one), address, region and commune, "Sobre mí", vehicle, photo, bank details, work experience,
// uploaded documents and registration answers with their files, saved postings and applications,
// unsigned contracts, sign-in traces, messages sent to them and their own words in requests.
// Kept (docs/legal/personal-data.md): signed contracts with their files, attendance and penalty
// records. The account can no longer sign in and every session it had ends.
import type { KeptItem } from '../../src/lib/contract/privacy.ts';
import { checkpoint, transaction, type Database } from '../db/database.ts';
import { int, text, textOrNull } from '../db/rows.ts';
import { isBlobKey, type BlobStore } from './blobs/store.ts';

export const ANONYMOUS_DOMAIN = 'anonimizado.invalid';
const AVATAR_URL = '/public-files/avatars/';

export interface AnonymisedWorker {
  readonly kept: KeptItem[];
  readonly removedFiles: number;
}

function count(db: Database, sql: string, ...params: (string | number)[]): number {
  const row = db.prepare(sql).get(...params);
  return row ? int(row, 'n') : 0;
}

/** What stays after a deletion because the company must keep it: listed in the answer and the log. */
export function keptRecords(db: Database, idUser: number): KeptItem[] {
  const items: KeptItem[] = [
    {
      kind: 'contrato_firmado',
      label: 'Contratos firmados',
      count: count(db, "SELECT COUNT(*) AS n FROM contracts WHERE id_user = ? AND status = 'SIGNED'", idUser),
      reason: 'La empresa debe guardar los contratos firmados mientras la ley laboral lo exija.',
    },
    {
      kind: 'asistencia',
      label: 'Registros de asistencia',
      count: count(db, 'SELECT COUNT(*) AS n FROM attendance_records WHERE id_user = ?', idUser),
      reason: 'El registro de asistencia es parte de la documentación laboral que la empresa debe guardar.',
    },
    {
      kind: 'multas',
      label: 'Registros de multas',
      count: count(db, 'SELECT COUNT(*) AS n FROM penalty_records WHERE id_user = ?', idUser),
      reason: 'Las multas aplicadas son parte de la documentación laboral que la empresa debe guardar.',
    },
  ];
  return items.filter((item) => item.count > 0);
}

/**
 * A power of attorney the worker started as the driver and the owner never signed (its RUT is the
 * worker's): it goes with the deletion. A signed one is evidence of the owner's signature, kept like
 * a signed contract.
 */
const bareRut = (column: string) => `replace(replace(upper(${column}), '.', ''), '-', '')`;
const UNSIGNED_POWER_OF = `p.status <> 'SIGNED'
  AND ${bareRut('p.rut_driver')} = (SELECT ${bareRut('rut')} FROM users WHERE id_user = ?)`;

/** Stored files of the worker that go (documents, unsigned contracts, registration files, photo). */
function filesToRemove(db: Database, idUser: number, imgProfile: string | null): string[] {
  const paths = [
    ...db
      .prepare(
        `SELECT f.storage_path AS path FROM user_files f JOIN user_profiles p USING (id_profile_user)
         WHERE p.id_user = ? AND f.storage_path IS NOT NULL`,
      )
      .all(idUser),
    ...db
      .prepare(
        // An unsigned contract's file is the PDF as sent (source_path) and any stored copy.
        `SELECT storage_path AS path FROM contracts WHERE id_user = ? AND status <> 'SIGNED' AND storage_path IS NOT NULL
         UNION SELECT source_path AS path FROM contracts WHERE id_user = ? AND status <> 'SIGNED' AND source_path IS NOT NULL`,
      )
      .all(idUser, idUser),
    ...db
      .prepare(
        `SELECT f.storage_path AS path FROM registration_files f JOIN registration_submissions s USING (id_submission)
         WHERE s.id_user = ?`,
      )
      .all(idUser),
    ...db
      .prepare(
        `SELECT f.storage_path AS path FROM simple_power_files f JOIN simple_powers p USING (id_power)
         WHERE ${UNSIGNED_POWER_OF} AND f.storage_path IS NOT NULL
         UNION SELECT source_path AS path FROM simple_powers p WHERE ${UNSIGNED_POWER_OF} AND source_path IS NOT NULL`,
      )
      .all(idUser, idUser),
  ].map((row) => text(row, 'path'));
  if (imgProfile?.startsWith(AVATAR_URL)) paths.push(`public/avatars/${imgProfile.slice(AVATAR_URL.length)}`);
  return paths;
}

export interface Anonymisation {
  readonly kept: KeptItem[];
  /** Stored files to remove once the rows are anonymised (paths under the files folder). */
  readonly files: string[];
}

/** What anonymising the worker will keep and which files it will remove; null for no worker. */
export function planAnonymisation(db: Database, idUser: number): Anonymisation | null {
  const person = db.prepare("SELECT img_profile FROM users WHERE id_user = ? AND role = 'User'").get(idUser);
  if (!person) return null;
  return { kept: keptRecords(db, idUser), files: filesToRemove(db, idUser, textOrNull(person, 'img_profile')) };
}

/** Anonymises the worker's rows; call inside a transaction, then remove the planned files. */
export function anonymiseRows(db: Database, idUser: number, now: Date): void {
  const person = db.prepare("SELECT * FROM users WHERE id_user = ? AND role = 'User'").get(idUser);
  if (!person) return;
  const email = text(person, 'email');
  const traces = [email, textOrNull(person, 'rut'), textOrNull(person, 'phone')].filter(
    (value): value is string => value !== null && value !== '',
  );
  const fullName = [textOrNull(person, 'firstname'), textOrNull(person, 'lastname')].filter(Boolean).join(' ');
  const stamp = now.toISOString();
  const profiles = 'SELECT id_profile_user FROM user_profiles WHERE id_user = ?';
  db.prepare(`DELETE FROM user_files WHERE id_profile_user IN (${profiles})`).run(idUser);
  db.prepare("DELETE FROM contracts WHERE id_user = ? AND status <> 'SIGNED'").run(idUser);
  db.prepare(`DELETE FROM simple_powers AS p WHERE ${UNSIGNED_POWER_OF}`).run(idUser);
  for (const table of [
    'bank_details',
    'experience_work',
    'saved_postings',
    'applied_postings',
    'registration_submissions',
    'password_reset_tokens',
    'email_verification_codes',
  ]) {
    db.prepare(`DELETE FROM ${table} WHERE id_user = ?`).run(idUser);
  }
  db.prepare('DELETE FROM login_attempts WHERE email = ?').run(email);
  for (const trace of traces) {
    db.prepare('DELETE FROM rate_events WHERE key = ? COLLATE NOCASE').run(trace);
    db.prepare(
      'DELETE FROM outbox WHERE recipient = ? COLLATE NOCASE OR fallback_to = ? COLLATE NOCASE OR instr(lower(text), lower(?)) > 0',
    ).run(trace, trace, trace);
    // What the person wrote by chat, and when: the chat window is theirs too.
    db.prepare('DELETE FROM inbound_messages WHERE sender = ?').run(trace);
    db.prepare('DELETE FROM chat_contacts WHERE phone = ?').run(trace);
    db.prepare('DELETE FROM contact_requests WHERE instr(lower(payload), lower(?)) > 0').run(trace);
    // Signing codes name where they were sent; a signed contract's signature record stays with it.
    db.prepare('DELETE FROM signing_codes WHERE instr(lower(destinations), lower(?)) > 0').run(trace);
  }
  if (fullName !== '') db.prepare('DELETE FROM outbox WHERE instr(text, ?) > 0').run(fullName);
  db.prepare('DELETE FROM outbox WHERE id_user = ?').run(idUser);
  db.prepare('DELETE FROM inbound_messages WHERE id_user = ?').run(idUser);
  db.prepare('UPDATE privacy_requests SET reason = NULL, corrections = NULL WHERE id_user = ?').run(idUser);
  db.prepare('UPDATE consents SET withdrawn_at = ? WHERE id_user = ? AND withdrawn_at IS NULL').run(stamp, idUser);
  db.prepare(
    `UPDATE users SET email = ?, password_hash = NULL, rut = NULL, firstname = NULL, lastname = NULL, name = NULL,
       phone = NULL, address = NULL, about_me = NULL, img_profile = NULL, region_id = NULL, commune_id = NULL,
       has_vehicle = 0, vehicle_id = NULL, patent_vehicle = NULL, vehicle_make = NULL, vehicle_model = NULL,
       vehicle_year = NULL, blocked_at = NULL, session_version = session_version + 1,
       profile_version = profile_version + 1, deleted_at = COALESCE(deleted_at, ?), anonymised_at = ?,
       updated_at = ?
     WHERE id_user = ?`,
  ).run(`anonimo-${idUser}@${ANONYMOUS_DOMAIN}`, stamp, stamp, stamp, idUser);
}

/** Removes the planned files from the store (a path that is no key is skipped); returns how many. */
export async function removeStoredFiles(blobs: BlobStore, files: readonly string[]): Promise<number> {
  let removed = 0;
  for (const key of files) {
    if (!isBlobKey(key)) continue;
    await blobs.delete(key);
    removed += 1;
  }
  return removed;
}

/**
 * What follows a committed anonymisation: the planned files are removed and the write-ahead log is
 * emptied, so the replaced rows survive neither on disk nor in the log. Returns the files removed.
 */
export async function finishAnonymisation(db: Database, blobs: BlobStore, files: readonly string[]): Promise<number> {
  checkpoint(db);
  return removeStoredFiles(blobs, files);
}

/** Anonymises the worker now in one go; returns what was kept and how many files were removed. */
export async function anonymiseWorker(
  db: Database,
  blobs: BlobStore,
  idUser: number,
  now: Date,
): Promise<AnonymisedWorker> {
  const plan = planAnonymisation(db, idUser);
  if (!plan) return { kept: [], removedFiles: 0 };
  transaction(db, () => anonymiseRows(db, idUser, now));
  return { kept: plan.kept, removedFiles: await finishAnonymisation(db, blobs, plan.files) };
}

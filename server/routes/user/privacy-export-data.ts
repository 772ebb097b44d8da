// The records of 'Descargar mis datos': every row about one worker, read only through their own
// id, with the stored files that go in the ZIP beside them. The keys and their meaning are
// documented in docs/privacy-export.md (format_version 1); timestamps are ISO 8601 in UTC and
// calendar days YYYY-MM-DD. Each table's record is built from its own list of columns (EXPORTED),
// never from the whole row, so an internal column added later (a hash, a version, a storage path)
// stays out until someone decides it belongs to the person; each stored file is named by its path
// inside the ZIP.
import { PRIVACY_POLICY_VERSION } from '../../../src/lib/contract/privacy.ts';
import { BUSINESS_PROFILES, SCHEDULES, VEHICLES, findRegion } from '../../../src/lib/reference/index.ts';
import { findCommune } from '../../../src/lib/reference/communes.ts';
import { listConsents } from '../../db/consents.ts';
import type { Database } from '../../db/database.ts';
import { listWorkerRequests } from '../../db/privacy-requests.ts';
import { int, intOrNull, text, textOrNull, type Row } from '../../db/rows.ts';

export const EXPORT_FORMAT = 'enlista-datos-personales';
export const EXPORT_FORMAT_VERSION = 1;
export const EXPORT_JSON_NAME = 'datos-personales.json';

/** A stored file to put in the ZIP: its path inside the ZIP and its path under the files folder. */
export interface ExportFile {
  readonly zipPath: string;
  readonly storagePath: string;
}

type Plain = Record<string, string | number | boolean | null | unknown[] | Record<string, unknown>>;

const AVATAR_URL = '/public-files/avatars/';

/** The columns each table gives the export, as docs/privacy-export.md lists them. */
export const EXPORTED = {
  profiles: ['id_profile_user', 'id_profile', 'created_at'],
  work_experience: [
    ...['id_ew', 'job_title', 'company_name', 'type_employment', 'location', 'start_date', 'end_date'],
    ...['duration', 'job_description', 'created_at'],
  ],
  bank_details: [
    ...['id_bank_detail', 'account_holder_name', 'bank_name', 'account_number', 'account_type', 'invoice_type'],
    ...['sii_address', 'selected', 'receipt_issuance', 'rut_account', 'email', 'phone', 'created_at', 'updated_at'],
  ],
  documents: [
    ...['id_file', 'id_profile_user', 'type_file', 'purpose_name', 'title', 'visibility', 'is_uploaded'],
    ...['file_status', 'type_name', 'rejection_reason', 'date_upload', 'issue_date', 'expiration_date'],
  ],
  contracts: [
    ...['id_history', 'original_document_id', 'id_profile_user', 'empresa', 'document', 'document_name', 'status'],
    ...['date_send', 'date_signature', 'date_rejected', 'rejection_reason'],
  ],
  // Who decided is the company (actor_role), never the name or e-mail of the person who reviewed.
  document_history: [
    ...['id_event', 'kind', 'previous_status', 'new_status', 'actor_role', 'reason', 'issue_date'],
    ...['expiration_date', 'type_name', 'created_at'],
  ],
  attendance: ['id_attendance', 'name_business', 'date_confirm', 'confirm'],
  penalties: ['id_penalty', 'operation', 'date_confirm', 'amount', 'description'],
  postings: ['id_publication', 'title', 'company', 'created_at'],
  registration_files: ['input_id', 'original_name', 'mime_type', 'size', 'created_at'],
} as const satisfies Record<string, readonly string[]>;

/** Only `columns` of `row`, in that order; a column the row lacks is null. */
function pick(row: Row, columns: readonly string[]): Plain {
  const result: Plain = {};
  for (const key of columns) {
    const value = row[key] ?? null;
    result[key] = typeof value === 'bigint' ? Number(value) : value instanceof Uint8Array ? null : value;
  }
  return result;
}

function extensionOf(path: string): string {
  const match = /\.([a-z0-9]{1,5})$/i.exec(path);
  return match ? `.${match[1]?.toLowerCase()}` : '';
}

/** A file name from free text: letters, digits and dashes only. */
function slug(value: string): string {
  const cleaned = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return cleaned.slice(0, 60) || 'archivo';
}

export interface ExportContent {
  readonly json: Record<string, unknown>;
  readonly files: ExportFile[];
}

function personOf(row: Row, files: ExportFile[]) {
  const region = findRegion(intOrNull(row, 'region_id') ?? -1);
  const commune = findCommune(intOrNull(row, 'commune_id') ?? -1);
  const schedule = SCHEDULES.find((entry) => entry.id_schedule === intOrNull(row, 'schedule_id'));
  const vehicle = VEHICLES.find((entry) => entry.id_vehicle === intOrNull(row, 'vehicle_id'));
  const photo = textOrNull(row, 'img_profile');
  let profilePhoto: string | null = null;
  if (photo?.startsWith(AVATAR_URL)) {
    profilePhoto = `archivos/foto-perfil${extensionOf(photo)}`;
    files.push({ zipPath: profilePhoto, storagePath: `public/avatars/${photo.slice(AVATAR_URL.length)}` });
  }
  return {
    id_user: int(row, 'id_user'),
    email: text(row, 'email'),
    rut: textOrNull(row, 'rut'),
    firstname: textOrNull(row, 'firstname'),
    lastname: textOrNull(row, 'lastname'),
    phone: textOrNull(row, 'phone'),
    address: textOrNull(row, 'address'),
    about_me: textOrNull(row, 'about_me'),
    region: region ? { id_region: region.id_region, name_region: region.name_region } : null,
    commune: commune ? { id_commune: commune.id_commune, name_commune: commune.name_commune } : null,
    schedule: schedule ? { id_schedule: schedule.id_schedule, name_schedule: schedule.name_schedule } : null,
    vehicle: {
      has_vehicle: int(row, 'has_vehicle') === 1,
      id_vehicle: intOrNull(row, 'vehicle_id'),
      name_vehicle: vehicle?.name_vehicle ?? null,
      patent_vehicle: textOrNull(row, 'patent_vehicle'),
      vehicle_make: textOrNull(row, 'vehicle_make'),
      vehicle_model: textOrNull(row, 'vehicle_model'),
      vehicle_year: intOrNull(row, 'vehicle_year'),
    },
    profile_photo: profilePhoto,
    email_verified: int(row, 'email_verified') === 1,
    created_at: text(row, 'created_at'),
    updated_at: text(row, 'updated_at'),
    relation_ended_at: textOrNull(row, 'relation_ended_at'),
    blocked_at: textOrNull(row, 'blocked_at'),
  };
}

function documentsOf(db: Database, idUser: number, files: ExportFile[]) {
  const history = db.prepare('SELECT * FROM document_events WHERE id_file = ? ORDER BY created_at, id_event');
  return db
    .prepare(
      `SELECT f.*, p.id_profile FROM user_files f JOIN user_profiles p USING (id_profile_user)
       WHERE p.id_user = ? ORDER BY f.id_file`,
    )
    .all(idUser)
    .map((row) => {
      const stored = textOrNull(row, 'storage_path');
      const file = stored
        ? `archivos/documentos/${int(row, 'id_file')}-${slug(text(row, 'purpose_name'))}${extensionOf(stored)}`
        : null;
      if (stored && file) files.push({ zipPath: file, storagePath: stored });
      const profile = BUSINESS_PROFILES.find((entry) => entry.id_profile === int(row, 'id_profile'));
      return {
        ...pick(row, EXPORTED.documents),
        profile_name: profile?.profile_name ?? null,
        is_uploaded: int(row, 'is_uploaded') === 1,
        file,
        history: history.all(int(row, 'id_file')).map((event) => pick(event, EXPORTED.document_history)),
      };
    });
}

function contractsOf(db: Database, idUser: number, files: ExportFile[]) {
  return db
    .prepare('SELECT * FROM contracts WHERE id_user = ? ORDER BY id_history')
    .all(idUser)
    .map((row) => {
      const stored = textOrNull(row, 'storage_path');
      const file = stored
        ? `archivos/contratos/${int(row, 'id_history')}-${slug(text(row, 'document_name'))}${extensionOf(stored)}`
        : null;
      if (stored && file) files.push({ zipPath: file, storagePath: stored });
      return { ...pick(row, EXPORTED.contracts), file };
    });
}

function postingsOf(db: Database, table: 'saved_postings' | 'applied_postings', idUser: number) {
  return db
    .prepare(
      `SELECT l.id_publication, p.title, b.display_name AS company, l.created_at
       FROM ${table} l JOIN job_postings p USING (id_publication)
       JOIN users o ON o.id_user = p.id_owner JOIN businesses b ON b.id_business = o.id_business
       WHERE l.id_user = ? ORDER BY l.created_at`,
    )
    .all(idUser)
    .map((row) => pick(row, EXPORTED.postings));
}

function registrationsOf(db: Database, idUser: number, files: ExportFile[]) {
  return db
    .prepare('SELECT id_submission, user_data, created_at FROM registration_submissions WHERE id_user = ? ORDER BY 1')
    .all(idUser)
    .map((row) => {
      const idSubmission = int(row, 'id_submission');
      const uploads = db
        .prepare('SELECT * FROM registration_files WHERE id_submission = ? ORDER BY id_registration_file')
        .all(idSubmission)
        .map((upload) => {
          const stored = text(upload, 'storage_path');
          const file = `archivos/registro/${idSubmission}-${slug(text(upload, 'input_id'))}${extensionOf(stored)}`;
          files.push({ zipPath: file, storagePath: stored });
          return { ...pick(upload, EXPORTED.registration_files), file };
        });
      return {
        id_submission: idSubmission,
        created_at: text(row, 'created_at'),
        answers: JSON.parse(text(row, 'user_data')) as unknown,
        files: uploads,
      };
    });
}

/** Every record about the worker `idUser`, and the stored files that go with them. */
export function exportContent(db: Database, idUser: number, now: Date): ExportContent {
  const person = db
    .prepare(
      `SELECT u.*, b.name_business, b.display_name, b.contact_email
       FROM users u JOIN businesses b USING (id_business) WHERE u.id_user = ? AND u.role = 'User'`,
    )
    .get(idUser);
  if (!person) throw new Error(`No worker ${idUser}`);
  const files: ExportFile[] = [];
  const list = (sql: string, columns: readonly string[]) =>
    db
      .prepare(sql)
      .all(idUser)
      .map((row) => pick(row, columns));
  const json = {
    format: EXPORT_FORMAT,
    format_version: EXPORT_FORMAT_VERSION,
    generated_at: now.toISOString(),
    policy_version: PRIVACY_POLICY_VERSION,
    controller: {
      name_business: text(person, 'name_business'),
      display_name: text(person, 'display_name'),
      contact_email: text(person, 'contact_email'),
    },
    person: personOf(person, files),
    profiles: db
      .prepare('SELECT id_profile_user, id_profile, created_at FROM user_profiles WHERE id_user = ? ORDER BY 1')
      .all(idUser)
      .map((row) => ({
        ...pick(row, EXPORTED.profiles),
        profile_name: BUSINESS_PROFILES.find((entry) => entry.id_profile === int(row, 'id_profile'))?.profile_name,
      })),
    work_experience: list(
      'SELECT * FROM experience_work WHERE id_user = ? ORDER BY start_date',
      EXPORTED.work_experience,
    ),
    bank_details: list('SELECT * FROM bank_details WHERE id_user = ?', EXPORTED.bank_details),
    documents: documentsOf(db, idUser, files),
    contracts: contractsOf(db, idUser, files),
    attendance: list('SELECT * FROM attendance_records WHERE id_user = ? ORDER BY date_confirm', EXPORTED.attendance),
    penalties: list('SELECT * FROM penalty_records WHERE id_user = ? ORDER BY date_confirm', EXPORTED.penalties),
    saved_postings: postingsOf(db, 'saved_postings', idUser),
    applications: postingsOf(db, 'applied_postings', idUser),
    registrations: registrationsOf(db, idUser, files),
    consents: listConsents(db, idUser),
    privacy_requests: listWorkerRequests(db, idUser, now),
  };
  return { json, files };
}

// What a worker gave at registration, for the company's file on them: the dynamic form's answers
// (labels from the form itself, passwords never shown, dates as people read them) or, for the
// fixed form, the data it asked for; and the files of a dynamic registration whose field names a
// document (a licence photo), which become that document of the worker, awaiting review.
import { copyFileSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatDate, formatDateTime } from '../../../src/lib/format/date.ts';
import {
  SCHEDULES,
  VEHICLES,
  findCommune,
  findRegion,
  findWorkerDocumentType,
} from '../../../src/lib/reference/index.ts';
import { DOCUMENT_UPLOAD } from '../../../src/lib/validation/file-rules.ts';
import { documentDownloadPath } from '../../lib/download-paths.ts';
import type { Database } from '../database.ts';
import { insertedId, int, intOrNull, text, textOrNull, type Row } from '../rows.ts';
import { recordEvent } from './events.ts';

export interface RegistrationAnswers {
  readonly kind: 'fixed' | 'dynamic';
  readonly submitted_at: string;
  readonly answers: { label: string; value: string }[];
}

const WEEK = /^(\d{4})-W(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

function shownValue(inputType: string | null, value: string): string {
  if (inputType === 'date') return formatDate(value) || value;
  if (inputType === 'datetime-local') return formatDateTime(value) || value;
  const week = WEEK.exec(value);
  if (inputType === 'week' && week) return `Semana ${Number(week[2])} de ${week[1]}`;
  const month = MONTH.exec(value);
  if (inputType === 'month' && month) return `${month[2]}/${month[1]}`;
  return value;
}

interface StoredResponse {
  readonly input_id: number | string;
  readonly value?: string | string[];
  readonly label?: string;
}

function storedResponses(raw: string): StoredResponse[] {
  let pages: unknown;
  try {
    pages = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(pages)) return [];
  return pages.flatMap((page: unknown): StoredResponse[] => {
    const responses = typeof page === 'object' && page !== null ? (page as { responses?: unknown }).responses : null;
    return Array.isArray(responses) ? (responses as StoredResponse[]) : [];
  });
}

function dynamicAnswers(db: Database, submission: Row): RegistrationAnswers {
  const components = new Map(
    db
      .prepare(
        `SELECT c.id_component, c.label, c.kind, c.input_type FROM form_components c
         JOIN form_pages p ON p.id_page = c.id_page WHERE p.id_form = ? AND c.kind <> 'text'
         ORDER BY p.order_sequence, c.position`,
      )
      .all(intOrNull(submission, 'id_form') ?? 0)
      .map((row) => [int(row, 'id_component'), row]),
  );
  const answers = storedResponses(text(submission, 'user_data')).flatMap((response) => {
    const component = components.get(Number(response.input_id));
    const inputType = component ? textOrNull(component, 'input_type') : null;
    if (inputType === 'password') return [];
    const raw = Array.isArray(response.value) ? response.value.join(', ') : (response.value ?? '');
    const label = (component && textOrNull(component, 'label')) ?? response.label ?? '';
    if (raw.trim() === '' || label === '') return [];
    return [{ label, value: shownValue(inputType, raw.trim()) }];
  });
  return { kind: 'dynamic', submitted_at: text(submission, 'created_at'), answers };
}

function fixedAnswers(worker: Row): RegistrationAnswers {
  const region = intOrNull(worker, 'region_id');
  const commune = intOrNull(worker, 'commune_id');
  const schedule = SCHEDULES.find((entry) => entry.id_schedule === intOrNull(worker, 'schedule_id'));
  const vehicle = VEHICLES.find((entry) => entry.id_vehicle === intOrNull(worker, 'vehicle_id'));
  const vehicleText = [
    vehicle?.name_vehicle,
    textOrNull(worker, 'patent_vehicle'),
    [textOrNull(worker, 'vehicle_make'), textOrNull(worker, 'vehicle_model'), intOrNull(worker, 'vehicle_year')]
      .filter((part) => part !== null)
      .join(' '),
  ].filter(Boolean);
  const answers = [
    { label: 'Región', value: region === null ? '' : (findRegion(region)?.name_region ?? '') },
    { label: 'Comuna', value: commune === null ? '' : (findCommune(commune)?.name_commune ?? '') },
    { label: 'Horario', value: schedule?.name_schedule ?? '' },
    { label: 'Vehículo', value: int(worker, 'has_vehicle') === 1 ? vehicleText.join(' · ') : 'Sin vehículo' },
  ].filter((answer) => answer.value !== '');
  return { kind: 'fixed', submitted_at: text(worker, 'created_at'), answers };
}

/** The worker's registration answers, or null when nothing of them was kept. */
export function registrationAnswers(db: Database, idUser: number): RegistrationAnswers | null {
  const submission = db
    .prepare('SELECT * FROM registration_submissions WHERE id_user = ? ORDER BY id_submission DESC LIMIT 1')
    .get(idUser);
  if (submission) return dynamicAnswers(db, submission);
  const worker = db.prepare('SELECT * FROM users WHERE id_user = ?').get(idUser);
  const answers = worker ? fixedAnswers(worker) : null;
  return answers && answers.answers.length > 0 ? answers : null;
}

const TYPE_OF_MIME: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * Makes each file of the submission whose field names a document type that document of the
 * worker (on their first profile holding it, or created on their first profile), awaiting review.
 * Call inside the registration's transaction, last; answers how many documents were filled in.
 */
export function documentsFromRegistration(
  db: Database,
  filesDir: string,
  idSubmission: number,
  worker: { readonly id_user: number; readonly name: string; readonly email: string },
  now: Date,
): number {
  const files = db
    .prepare(
      `SELECT rf.storage_path, rf.mime_type, c.field_key FROM registration_files rf
       JOIN form_components c ON c.id_component = CAST(rf.input_id AS INTEGER)
       WHERE rf.id_submission = ? AND c.field_key IS NOT NULL ORDER BY rf.id_registration_file`,
    )
    .all(idSubmission);
  const profile = db
    .prepare('SELECT id_profile_user FROM user_profiles WHERE id_user = ? ORDER BY id_profile_user LIMIT 1')
    .get(worker.id_user);
  const written: string[] = [];
  try {
    let filled = 0;
    for (const file of files) {
      const purpose = text(file, 'field_key');
      const known = findWorkerDocumentType(purpose);
      const typeName = TYPE_OF_MIME[text(file, 'mime_type')];
      const source = join(filesDir, text(file, 'storage_path'));
      if (!known || !typeName || !profile || statSync(source).size > (DOCUMENT_UPLOAD.maxBytes ?? Infinity)) continue;
      const existing = db
        .prepare(
          `SELECT f.id_file, f.id_profile_user, f.is_uploaded FROM user_files f
           JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
           WHERE p.id_user = ? AND f.type_file = 'General' AND f.purpose_name = ? ORDER BY f.is_uploaded, f.id_file LIMIT 1`,
        )
        .get(worker.id_user, purpose);
      if (existing && int(existing, 'is_uploaded') === 1) continue;
      const idProfileUser = existing ? int(existing, 'id_profile_user') : int(profile, 'id_profile_user');
      const idFile = existing
        ? int(existing, 'id_file')
        : insertedId(
            db
              .prepare(
                `INSERT INTO user_files (id_profile_user, type_file, purpose_name, visibility, is_uploaded, expires)
                 VALUES (?, 'General', ?, 'VISIBLE', 0, ?)`,
              )
              .run(idProfileUser, purpose, known.expires ? 1 : 0),
          );
      const storagePath = `users/${worker.id_user}/documents/${idFile}-${now.getTime()}.${typeName}`;
      mkdirSync(dirname(join(filesDir, storagePath)), { recursive: true });
      copyFileSync(source, join(filesDir, storagePath));
      written.push(storagePath);
      db.prepare(
        `UPDATE user_files SET is_uploaded = 1, file_status = 'PENDING', type_name = ?, date_upload = ?, storage_path = ?,
           url_file = ?, version = version + 1 WHERE id_file = ?`,
      ).run(typeName, now.toISOString(), storagePath, documentDownloadPath('General', idProfileUser, idFile), idFile);
      recordEvent(db, {
        idFile,
        kind: 'uploaded',
        previousStatus: null,
        newStatus: 'PENDING',
        actor: { id_user: worker.id_user, role: 'worker', name: worker.name, email: worker.email },
        typeName,
        at: now.toISOString(),
      });
      filled += 1;
    }
    return filled;
  } catch (error) {
    for (const path of written) rmSync(join(filesDir, path), { force: true });
    throw error;
  }
}

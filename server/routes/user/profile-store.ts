// Reads and writes behind the worker profile routes: the extra personal data, the profile photo
// and the work experience entries. Every query is scoped to the signed-in worker.
import type { Database } from '../../db/database.ts';
import { insertedId, int, text, textOrNull, type Row } from '../../db/rows.ts';
import type { ExperiencePayload, PersonalData } from '../../../src/lib/validation/index.ts';
import { experienceDuration } from './profile-duration.ts';

/** The personal data with its `version` (raised by every save, for optimistic concurrency). */
export function extraDataOf(db: Database, idUser: number): (PersonalData & { version: number }) | undefined {
  const row = db
    .prepare('SELECT firstname, lastname, address, about_me, profile_version FROM users WHERE id_user = ?')
    .get(idUser);
  if (!row) return undefined;
  return {
    version: int(row, 'profile_version'),
    firstname: textOrNull(row, 'firstname') ?? '',
    lastname: textOrNull(row, 'lastname') ?? '',
    address: textOrNull(row, 'address') ?? '',
    about_me: textOrNull(row, 'about_me') ?? '',
  };
}

export function updateExtraData(db: Database, idUser: number, data: PersonalData, now: Date): void {
  db.prepare(
    `UPDATE users SET firstname = ?, lastname = ?, address = ?, about_me = ?, updated_at = ?,
     profile_version = profile_version + 1 WHERE id_user = ?`,
  ).run(data.firstname, data.lastname, data.address || null, data.about_me || null, now.toISOString(), idUser);
}

/** Sets the photo's public path; answers the previous one. */
export function replaceProfileImage(db: Database, idUser: number, path: string, now: Date): string | null {
  const row = db.prepare('SELECT img_profile FROM users WHERE id_user = ?').get(idUser);
  db.prepare('UPDATE users SET img_profile = ?, updated_at = ? WHERE id_user = ?').run(path, now.toISOString(), idUser);
  return row ? textOrNull(row, 'img_profile') : null;
}

export interface ExperienceView {
  readonly id_ew: number;
  readonly job_title: string;
  readonly company_name: string;
  readonly type_employment: string;
  readonly location: string;
  readonly start_date: string;
  readonly end_date: string;
  readonly duration: string;
  readonly job_description: string;
}

const EXPERIENCE_SELECT = `SELECT id_ew, job_title, company_name, type_employment, location, start_date, end_date,
  duration, job_description FROM experience_work`;

function experienceView(row: Row): ExperienceView {
  return {
    id_ew: int(row, 'id_ew'),
    job_title: text(row, 'job_title'),
    company_name: text(row, 'company_name'),
    type_employment: text(row, 'type_employment'),
    location: text(row, 'location'),
    start_date: text(row, 'start_date'),
    end_date: text(row, 'end_date'),
    duration: text(row, 'duration'),
    job_description: text(row, 'job_description'),
  };
}

/** The worker's entries, the most recent job first. */
export function experiencesOf(db: Database, idUser: number): ExperienceView[] {
  return db
    .prepare(`${EXPERIENCE_SELECT} WHERE id_user = ? ORDER BY end_date DESC, start_date DESC, id_ew DESC`)
    .all(idUser)
    .map(experienceView);
}

export function findExperience(db: Database, idUser: number, idEw: number): ExperienceView | undefined {
  const row = db.prepare(`${EXPERIENCE_SELECT} WHERE id_ew = ? AND id_user = ?`).get(idEw, idUser);
  return row ? experienceView(row) : undefined;
}

export function insertExperience(db: Database, idUser: number, entry: ExperiencePayload, now: Date): number {
  return insertedId(
    db
      .prepare(
        `INSERT INTO experience_work (id_user, job_title, company_name, type_employment, location, start_date,
           end_date, duration, job_description, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        idUser,
        entry.job_title,
        entry.nameBusiness,
        entry.typeEmployment,
        entry.location,
        entry.start_date,
        entry.end_date,
        experienceDuration(entry.start_date, entry.end_date),
        entry.job_description,
        now.toISOString(),
      ),
  );
}

/** False when the entry is not the worker's. */
export function updateExperience(db: Database, idUser: number, idEw: number, entry: ExperiencePayload): boolean {
  const result = db
    .prepare(
      `UPDATE experience_work SET job_title = ?, company_name = ?, type_employment = ?, location = ?,
         start_date = ?, end_date = ?, duration = ?, job_description = ?
       WHERE id_ew = ? AND id_user = ?`,
    )
    .run(
      entry.job_title,
      entry.nameBusiness,
      entry.typeEmployment,
      entry.location,
      entry.start_date,
      entry.end_date,
      experienceDuration(entry.start_date, entry.end_date),
      entry.job_description,
      idEw,
      idUser,
    );
  return Number(result.changes) > 0;
}

export function deleteExperience(db: Database, idUser: number, idEw: number): boolean {
  const result = db.prepare('DELETE FROM experience_work WHERE id_ew = ? AND id_user = ?').run(idEw, idUser);
  return Number(result.changes) > 0;
}

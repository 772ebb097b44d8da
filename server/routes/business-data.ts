// Reads and writes behind /business: a company's own postings (always filtered by the owner, so
// another company's posting is simply not found), the workers who applied to a posting and the
// workers registered with the company's tenant. Postings go to the same job_postings table the
// worker side and the home list read.
import { BUSINESS_PROFILES, findCommune, findRegion } from '../../src/lib/reference/index.ts';
import type { JobPostingPayload } from '../../src/lib/validation/index.ts';
import type { Database } from '../db/database.ts';
import { POSTING_SELECT, toPostingView, type PostingView } from '../db/postings.ts';
import { insertedId, int, intOrNull, text, textOrNull, type Row } from '../db/rows.ts';

/** A posting as its company sees it: the shared view plus how many workers applied. */
export interface OwnPosting extends PostingView {
  readonly applicants: number;
}

function applicantCounts(db: Database, idOwner: number): Map<number, number> {
  const rows = db
    .prepare(
      `SELECT a.id_publication, COUNT(*) AS applicants FROM applied_postings a
       JOIN job_postings p ON p.id_publication = a.id_publication
       WHERE p.id_owner = ? GROUP BY a.id_publication`,
    )
    .all(idOwner);
  return new Map(rows.map((row) => [int(row, 'id_publication'), int(row, 'applicants')]));
}

export function listOwnPostings(db: Database, idOwner: number): OwnPosting[] {
  const counts = applicantCounts(db, idOwner);
  return db
    .prepare(`${POSTING_SELECT} WHERE p.id_owner = ? ORDER BY p.created_at DESC, p.id_publication DESC`)
    .all(idOwner)
    .map((row) => {
      const posting = toPostingView(row);
      return { ...posting, applicants: counts.get(posting.id_publication) ?? 0 };
    });
}

export function findOwnPosting(db: Database, idOwner: number, id: number): OwnPosting | undefined {
  const row = db.prepare(`${POSTING_SELECT} WHERE p.id_owner = ? AND p.id_publication = ?`).get(idOwner, id);
  if (!row) return undefined;
  return { ...toPostingView(row), applicants: applicantCounts(db, idOwner).get(id) ?? 0 };
}

/** Lower-case, accent-free text, so 'camion' finds 'Camión' and 'nunoa' finds 'Ñuñoa'. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Own postings whose title, description, requirements, vehicle or place contain every word. */
export function searchOwnPostings(db: Database, idOwner: number, search: string): OwnPosting[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  return listOwnPostings(db, idOwner).filter((posting) => {
    const haystack = foldText(
      [
        posting.title,
        posting.description,
        posting.requirements,
        posting.name_vehicle,
        posting.name_zone,
        posting.name_region,
        posting.name_commune,
        posting.name_schedule,
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

const POSTING_COLUMNS = [
  'title',
  'description',
  'requirements',
  'id_vehicle',
  'id_capacity',
  'id_zone',
  'id_region',
  'id_commune',
  'id_schedule',
  'start_time',
  'pawn',
] as const;

function values(posting: JobPostingPayload) {
  return POSTING_COLUMNS.map((column) => posting[column]);
}

export function insertPosting(db: Database, idOwner: number, posting: JobPostingPayload, now: Date): number {
  const stamp = now.toISOString();
  const result = db
    .prepare(
      `INSERT INTO job_postings (id_owner, ${POSTING_COLUMNS.join(', ')}, is_active, created_at, updated_at)
       VALUES (?, ${POSTING_COLUMNS.map(() => '?').join(', ')}, 1, ?, ?)`,
    )
    .run(idOwner, ...values(posting), stamp, stamp);
  return insertedId(result);
}

/** Updates an own posting; false when the company owns no posting with that id. */
export function updateOwnPosting(
  db: Database,
  idOwner: number,
  id: number,
  posting: JobPostingPayload,
  now: Date,
): boolean {
  const result = db
    .prepare(
      `UPDATE job_postings SET ${POSTING_COLUMNS.map((column) => `${column} = ?`).join(', ')}, updated_at = ?
       WHERE id_publication = ? AND id_owner = ?`,
    )
    .run(...values(posting), now.toISOString(), id, idOwner);
  return Number(result.changes) > 0;
}

/** Deletes an own posting (saved and applied links go with it); false when not owned. */
export function deleteOwnPosting(db: Database, idOwner: number, id: number): boolean {
  const result = db.prepare('DELETE FROM job_postings WHERE id_publication = ? AND id_owner = ?').run(id, idOwner);
  return Number(result.changes) > 0;
}

export interface WorkerProfile {
  readonly id_profile_user: number;
  readonly id_profile: number;
  readonly profile_name: string;
}

function profilesOf(db: Database, idUser: number): WorkerProfile[] {
  return db
    .prepare('SELECT id_profile_user, id_profile FROM user_profiles WHERE id_user = ? ORDER BY id_profile_user')
    .all(idUser)
    .map((row) => {
      const idProfile = int(row, 'id_profile');
      return {
        id_profile_user: int(row, 'id_profile_user'),
        id_profile: idProfile,
        profile_name: BUSINESS_PROFILES.find((profile) => profile.id_profile === idProfile)?.profile_name ?? '',
      };
    });
}

function fullName(row: Row): string {
  return [textOrNull(row, 'firstname'), textOrNull(row, 'lastname')].filter(Boolean).join(' ');
}

export interface Applicant {
  readonly id_user: number;
  readonly name_user: string;
  readonly user_email: string;
  readonly phone: string | null;
  readonly img_profile: string | null;
  readonly profiles: WorkerProfile[];
  readonly applied_at: string;
}

/** The workers who applied to a posting, earliest application first. */
export function listApplicants(db: Database, idPublication: number): Applicant[] {
  return db
    .prepare(
      `SELECT u.id_user, u.firstname, u.lastname, u.email, u.phone, u.img_profile, a.created_at AS applied_at
       FROM applied_postings a JOIN users u ON u.id_user = a.id_user
       WHERE a.id_publication = ? ORDER BY a.created_at, u.id_user`,
    )
    .all(idPublication)
    .map((row) => ({
      id_user: int(row, 'id_user'),
      name_user: fullName(row),
      user_email: text(row, 'email'),
      phone: textOrNull(row, 'phone'),
      img_profile: textOrNull(row, 'img_profile'),
      profiles: profilesOf(db, int(row, 'id_user')),
      applied_at: text(row, 'applied_at'),
    }));
}

/** True when the worker with `email` applied to at least one of the company's postings. */
export function appliedToOwnPosting(db: Database, idOwner: number, email: string): boolean {
  const row = db
    .prepare(
      `SELECT 1 FROM applied_postings a
       JOIN users u ON u.id_user = a.id_user
       JOIN job_postings p ON p.id_publication = a.id_publication
       WHERE p.id_owner = ? AND u.email = ? LIMIT 1`,
    )
    .get(idOwner, email);
  return row !== undefined;
}

export interface RegisteredWorker {
  readonly id_user: number;
  readonly firstname: string | null;
  readonly lastname: string | null;
  readonly email: string;
  readonly phone: string | null;
  readonly rut: string | null;
  readonly img_profile: string | null;
  readonly name_region: string | null;
  readonly name_commune: string | null;
  readonly registered_at: string;
  readonly profiles: WorkerProfile[];
}

/** The workers (role User) registered with the tenant, newest first, with their profiles. */
export function listRegisteredWorkers(db: Database, idBusiness: number): RegisteredWorker[] {
  return db
    .prepare(
      `SELECT id_user, firstname, lastname, email, phone, rut, img_profile, region_id, commune_id, created_at
       FROM users WHERE id_business = ? AND role = 'User' ORDER BY created_at DESC, id_user DESC`,
    )
    .all(idBusiness)
    .map((row) => {
      const regionId = intOrNull(row, 'region_id');
      const communeId = intOrNull(row, 'commune_id');
      return {
        id_user: int(row, 'id_user'),
        firstname: textOrNull(row, 'firstname'),
        lastname: textOrNull(row, 'lastname'),
        email: text(row, 'email'),
        phone: textOrNull(row, 'phone'),
        rut: textOrNull(row, 'rut'),
        img_profile: textOrNull(row, 'img_profile'),
        name_region: regionId === null ? null : (findRegion(regionId)?.name_region ?? null),
        name_commune: communeId === null ? null : (findCommune(communeId)?.name_commune ?? null),
        registered_at: text(row, 'created_at'),
        profiles: profilesOf(db, int(row, 'id_user')),
      };
    });
}

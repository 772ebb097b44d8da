// Reads and writes behind /business postings: a company's own postings, always filtered by the
// owner (another company's posting is simply not found), with their applicant counts. Postings go
// to the same job_postings table the worker side and the home list read.
import type { JobPostingPayload } from '../../../src/lib/validation/job-posting.ts';
import type { Database } from '../../db/database.ts';
import type { OwnPosting } from '../../../src/lib/posting.ts';
import { POSTING_SELECT, toPostingView } from '../../db/postings.ts';
import { insertedId, int } from '../../db/rows.ts';

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
      `UPDATE job_postings SET ${POSTING_COLUMNS.map((column) => `${column} = ?`).join(', ')}, updated_at = ?,
       version = version + 1 WHERE id_publication = ? AND id_owner = ?`,
    )
    .run(...values(posting), now.toISOString(), id, idOwner);
  return Number(result.changes) > 0;
}

/** Deletes an own posting (saved and applied links go with it); false when not owned. */
export function deleteOwnPosting(db: Database, idOwner: number, id: number): boolean {
  const result = db.prepare('DELETE FROM job_postings WHERE id_publication = ? AND id_owner = ?').run(id, idOwner);
  return Number(result.changes) > 0;
}

// Reads and writes behind the worker job posting routes: active postings filtered by the posting
// list's query fields and searched by words, each flagged with whether the caller saved it or
// applied to it; the caller's saved and applied lists; saving and applying.
import { startHasPassed, type Posting, type WorkerPosting } from '../../../src/lib/posting.ts';
import { POSTING_SELECT, toPostingView } from '../../db/postings.ts';
import type { Database } from '../../db/database.ts';
import { int } from '../../db/rows.ts';

export interface PostingFilter {
  readonly id_vehicle?: number | undefined;
  readonly id_zone?: number | undefined;
  readonly id_region?: number | undefined;
  readonly id_commune?: number | undefined;
  /** Postings starting on or after this date (YYYY-MM-DD). */
  readonly start_time?: string | undefined;
  /** Postings paying at least this much per unit. */
  readonly pawn?: number | undefined;
}

type Link = 'saved_postings' | 'applied_postings';

function linkedIds(db: Database, table: Link, idUser: number): Set<number> {
  return new Set(
    db
      .prepare(`SELECT id_publication FROM ${table} WHERE id_user = ?`)
      .all(idUser)
      .map((row) => int(row, 'id_publication')),
  );
}

function flagger(db: Database, idUser: number) {
  const saved = linkedIds(db, 'saved_postings', idUser);
  const applied = linkedIds(db, 'applied_postings', idUser);
  return (posting: Posting): WorkerPosting => ({
    ...posting,
    saved: saved.has(posting.id_publication),
    applied: applied.has(posting.id_publication),
  });
}

const ORDER = 'ORDER BY p.created_at DESC, p.id_publication DESC';

export function filterPostings(db: Database, idUser: number, filter: PostingFilter): WorkerPosting[] {
  const conditions = ['p.is_active = 1'];
  const values: (number | string)[] = [];
  for (const column of ['id_vehicle', 'id_zone', 'id_region', 'id_commune'] as const) {
    const value = filter[column];
    if (value === undefined) continue;
    conditions.push(`p.${column} = ?`);
    values.push(value);
  }
  if (filter.start_time !== undefined) {
    conditions.push('p.start_time >= ?');
    values.push(filter.start_time);
  }
  if (filter.pawn !== undefined) {
    conditions.push('p.pawn >= ?');
    values.push(filter.pawn);
  }
  return db
    .prepare(`${POSTING_SELECT} WHERE ${conditions.join(' AND ')} ${ORDER}`)
    .all(...values)
    .map(toPostingView)
    .map(flagger(db, idUser));
}

/** Lower case without accents, so 'nunoa' finds 'Ñuñoa'. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function searchableText(posting: Posting): string {
  return foldText(
    [
      posting.title,
      posting.description,
      posting.requirements,
      posting.name_business,
      posting.name_vehicle,
      posting.name_zone,
      posting.name_region,
      posting.name_commune,
      posting.name_schedule,
    ].join(' '),
  );
}

/** Postings whose texts hold every word of `search` (an empty search keeps them all). */
export function searchPostings(postings: readonly WorkerPosting[], search: string): WorkerPosting[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...postings];
  return postings.filter((posting) => {
    const haystack = searchableText(posting);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * One posting for the detail panel: any active posting, or one the caller saved or applied to
 * (it stays readable after the company closes it).
 */
export function findPostingFor(db: Database, idUser: number, id: number): WorkerPosting | undefined {
  const row = db.prepare(`${POSTING_SELECT} WHERE p.id_publication = ?`).get(id);
  if (!row) return undefined;
  const posting = flagger(db, idUser)(toPostingView(row));
  return posting.is_active || posting.saved || posting.applied ? posting : undefined;
}

/** The caller's saved or applied postings, the most recent first. */
export function linkedPostings(db: Database, table: Link, idUser: number): WorkerPosting[] {
  return db
    .prepare(
      `${POSTING_SELECT} JOIN ${table} l ON l.id_publication = p.id_publication
       WHERE l.id_user = ? ORDER BY l.created_at DESC, p.id_publication DESC`,
    )
    .all(idUser)
    .map(toPostingView)
    .map(flagger(db, idUser));
}

export type LinkResult = 'linked' | 'already' | 'not-found' | 'started';

/** Saves or applies the caller to an active posting; nobody applies once its start day has passed
 * (saving it stays possible). */
export function linkPosting(db: Database, table: Link, idUser: number, id: number, now: Date): LinkResult {
  const active = db.prepare('SELECT start_time FROM job_postings WHERE id_publication = ? AND is_active = 1').get(id);
  if (!active) return 'not-found';
  if (table === 'applied_postings' && startHasPassed(String(active.start_time), now)) {
    const linked = db.prepare(`SELECT 1 FROM ${table} WHERE id_user = ? AND id_publication = ?`).get(idUser, id);
    return linked ? 'already' : 'started';
  }
  const result = db
    .prepare(`INSERT OR IGNORE INTO ${table} (id_user, id_publication, created_at) VALUES (?, ?, ?)`)
    .run(idUser, id, now.toISOString());
  return Number(result.changes) > 0 ? 'linked' : 'already';
}

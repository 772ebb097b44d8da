// Seeds the job postings (owned by the two company accounts) and the postings the demo
// workers saved and applied to.
import type { Database } from '../db/database.ts';
import { insertedId } from '../db/rows.ts';
import type { AccountIds } from './accounts.ts';
import { capacityId, communeId, zoneOfRegion } from './lookup.ts';
import { DESCRIPTIONS, POSTINGS } from './postings-data.ts';
import { daysFrom, seedTimestamp } from './time.ts';

/** Indexes into POSTINGS (oldest first) of what each worker saved or applied to. */
const WORKER_SAVED = [0, 3, 10];
const WORKER_APPLIED = [1, 4, 17];
const WORKER_SUR_APPLIED = [28];

/** Indexes into POSTINGS whose start day has already passed when the demo is seeded. */
const STARTED = new Set([2, 12, 22]);

/** Start day of the posting at `index`: most one to four weeks after `today`, a few days before it. */
function startDay(index: number, today: Date): string {
  return daysFrom(today, STARTED.has(index) ? -2 - (index % 5) : 7 + (index % 21));
}

/** Seeds the postings; start days are relative to `today` (the day the demo is seeded), so the
 * demo reads true on any day. */
export function seedPostings(db: Database, accounts: AccountIds, today: Date): number[] {
  const insert = db.prepare(
    `INSERT INTO job_postings (id_owner, title, description, requirements, id_vehicle, id_capacity,
       id_zone, id_region, id_commune, id_schedule, start_time, pawn, is_active, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ids = POSTINGS.map((spec, index) => {
    // Oldest first, twelve hours apart, the newest one day before the reference date.
    const createdAt = seedTimestamp(-1 - (POSTINGS.length - 1 - index) / 2);
    const text = DESCRIPTIONS[spec.kind];
    return insertedId(
      insert.run(
        accounts[spec.owner],
        spec.title,
        text.description,
        text.requirements,
        spec.vehicle,
        capacityId(spec.vehicle, spec.kg),
        zoneOfRegion(spec.region),
        spec.region,
        communeId(spec.region, spec.commune),
        spec.schedule,
        startDay(index, today),
        spec.pawn,
        spec.active === false ? 0 : 1,
        createdAt,
        createdAt,
      ),
    );
  });

  const link = (table: 'saved_postings' | 'applied_postings', user: number, indexes: readonly number[]) => {
    const statement = db.prepare(`INSERT INTO ${table} (id_user, id_publication, created_at) VALUES (?, ?, ?)`);
    indexes.forEach((postingIndex, order) => {
      const id = ids[postingIndex];
      if (id === undefined) throw new Error(`No demo posting at index ${postingIndex}`);
      statement.run(user, id, seedTimestamp(-0.5 + order / 24));
    });
  };
  link('saved_postings', accounts.worker, WORKER_SAVED);
  link('applied_postings', accounts.worker, WORKER_APPLIED);
  link('applied_postings', accounts.workerSur, WORKER_SUR_APPLIED);
  return ids;
}

// A job posting as the API answers it, read the same way by the local API (which builds it), the
// company's area, the worker's area and the public home list. Ids are always there; a display name
// is null when its id is not in the reference data; capacity is null for vehicles without
// capacities. The company sees how many workers applied; the worker sees whether they saved the
// posting or applied to it.
import * as v from 'valibot';
import { calendarDayInChile } from './format/date.ts';

const nullableText = v.nullable(v.string());
const nullableNumber = v.nullable(v.number());

export const PostingSchema = v.object({
  id_publication: v.number(),
  /** Raised by every save; sent back in If-Match so a concurrent change is not overwritten. */
  version: v.number(),
  title: v.string(),
  description: v.string(),
  requirements: v.string(),
  id_vehicle: v.number(),
  name_vehicle: nullableText,
  id_capacity: nullableNumber,
  capacity_kg: nullableNumber,
  id_zone: v.number(),
  name_zone: nullableText,
  id_region: v.number(),
  name_region: nullableText,
  id_commune: v.number(),
  name_commune: nullableText,
  id_schedule: v.number(),
  name_schedule: nullableText,
  /** First working day, YYYY-MM-DD. */
  start_time: v.string(),
  /** Pay per unit, in Chilean pesos. */
  pawn: v.number(),
  is_active: v.boolean(),
  name_business: v.string(),
  logo_business: nullableText,
  /** When it was published (ISO timestamp). */
  created_at: v.string(),
});

export type Posting = v.InferOutput<typeof PostingSchema>;

/** A company's own posting. */
export const OwnPostingSchema = v.object({ ...PostingSchema.entries, applicants: v.number() });

export type OwnPosting = v.InferOutput<typeof OwnPostingSchema>;

/** A posting as one worker sees it. */
export const WorkerPostingSchema = v.object({ ...PostingSchema.entries, saved: v.boolean(), applied: v.boolean() });

export type WorkerPosting = v.InferOutput<typeof WorkerPostingSchema>;

/** What the public home list shows of a posting. */
export const HomePostingSchema = v.pick(PostingSchema, [
  'id_publication',
  'title',
  'name_business',
  'name_vehicle',
  'name_region',
  'name_commune',
  'name_schedule',
  'start_time',
  'pawn',
]);

export type HomePosting = v.InferOutput<typeof HomePostingSchema>;

/** A posting whose start day (YYYY-MM-DD) is before today in Chile has started: nobody can apply
 * to it any more. A start that is not a calendar date never counts as passed. */
export function startHasPassed(start: string, now: Date = new Date()): boolean {
  return startPassedOn(start, calendarDayInChile(now));
}

function startPassedOn(start: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(start) && start < today;
}

/**
 * A posting's state, one rule for every screen that shows or counts it: switched off by its
 * company ('inactive'); on, but its start day has passed ('started': nobody can apply any more);
 * or on and open ('active'). `today` is the calendar day in Chile (YYYY-MM-DD).
 */
export type PostingState = 'active' | 'inactive' | 'started';

export function postingState(
  posting: Pick<Posting, 'is_active' | 'start_time'>,
  today: string = calendarDayInChile(new Date()),
): PostingState {
  if (!posting.is_active) return 'inactive';
  return startPassedOn(posting.start_time, today) ? 'started' : 'active';
}

/** What the company's screens call each state (a posting, and a count of them). */
export const POSTING_STATE_TEXT: Readonly<Record<PostingState, { one: string; many: string }>> = {
  active: { one: 'Activa', many: 'Activas' },
  inactive: { one: 'Inactiva', many: 'Inactivas' },
  started: { one: 'Inicio vencido', many: 'Inicio vencido' },
};

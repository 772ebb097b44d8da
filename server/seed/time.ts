// Deterministic seed timestamps, relative to DEMO_REFERENCE_DATE; the postings' start days and the
// contracts' dates follow the day the demo is seeded (daysFrom, timestampFrom), so offers read as
// upcoming and contracts as recent on any day.
import { calendarDayInChile } from '../../src/lib/format/date.ts';
import { DEMO_REFERENCE_DATE } from './demo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const reference = Date.parse(DEMO_REFERENCE_DATE);

/** ISO timestamp `days` (may be negative or fractional) from the reference date. */
export function seedTimestamp(days: number, hours = 0): string {
  return new Date(reference + days * DAY_MS + hours * 60 * 60 * 1000).toISOString();
}

/** Calendar date (YYYY-MM-DD) `days` from the reference date. */
export function seedDate(days: number): string {
  return seedTimestamp(days).slice(0, 10);
}

export const SEED_CREATED_AT = seedTimestamp(-120);

/**
 * ISO timestamp at 09:00 in Chile (12:00 UTC) `days` after the Chile calendar day of `day`, plus
 * `hours`: shown as that calendar day whatever the hour of seeding.
 */
export function timestampFrom(day: Date, days: number, hours = 0): string {
  const noon = Date.parse(`${calendarDayInChile(day)}T12:00:00.000Z`);
  return new Date(noon + days * DAY_MS + hours * 60 * 60 * 1000).toISOString();
}

/** Calendar day in Chile (YYYY-MM-DD) `days` after `day`. */
export function daysFrom(day: Date, days: number): string {
  return calendarDayInChile(new Date(day.getTime() + days * DAY_MS));
}

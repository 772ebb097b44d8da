// Deterministic seed timestamps, all relative to DEMO_REFERENCE_DATE.
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

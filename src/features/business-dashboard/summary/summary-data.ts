// The figures of the 'Resumen' view, computed from the lists the API already returns: the
// registered workers and the company's postings.
import { calendarDayInChile } from '@/lib/format/index.ts';
import { POSTING_STATE_TEXT, postingState, type PostingState } from '@/lib/posting.ts';
import type { Posting } from '@/features/business-dashboard/postings/postings-api.ts';
import type { RegisteredWorker } from '@/features/business-dashboard/profiles/profiles-api.ts';

export interface Bar {
  readonly label: string;
  readonly value: number;
}

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayText(day: number): string {
  const [, month, date] = new Date(day * DAY_MS).toISOString().slice(0, 10).split('-');
  return `${date}/${month}`;
}

/** Registrations in each of the last `weeks` weeks (Monday to Sunday, in Chile), oldest first,
 * the current week last; each labelled by its Monday ('17/11'). */
export function registrationsPerWeek(workers: readonly RegisteredWorker[], today: string, weeks = 12): Bar[] {
  const now = dayNumber(today);
  const weekday = (new Date(now * DAY_MS).getUTCDay() + 6) % 7; // Monday 0
  const firstMonday = now - weekday - (weeks - 1) * 7;
  const counts = Array.from({ length: weeks }, () => 0);
  for (const worker of workers) {
    const offset = Math.floor((dayNumber(calendarDayInChile(new Date(worker.registered_at))) - firstMonday) / 7);
    if (offset >= 0 && offset < weeks) counts[offset] = (counts[offset] ?? 0) + 1;
  }
  return counts.map((value, index) => ({ label: dayText(firstMonday + index * 7), value }));
}

/** The `limit` postings with most applicants, most first (then by title). */
export function applicantsPerPosting(postings: readonly Posting[], limit = 10): Bar[] {
  return [...postings]
    .sort((a, b) => b.applicants - a.applicants || a.title.localeCompare(b.title, 'es'))
    .slice(0, limit)
    .map((posting) => ({ label: posting.title, value: posting.applicants }));
}

const STATES: readonly PostingState[] = ['active', 'inactive', 'started'];

/** The postings in each state, by the rule the postings list and the workers' list follow. */
export function postingsByStatus(postings: readonly Posting[], today: string): Bar[] {
  return STATES.map((state) => ({
    label: POSTING_STATE_TEXT[state].many,
    value: postings.filter((posting) => postingState(posting, today) === state).length,
  }));
}

/** Registered workers per region, most first; 'Sin región' for those without one. */
export function profilesByRegion(workers: readonly RegisteredWorker[]): Bar[] {
  const counts = new Map<string, number>();
  for (const worker of workers) {
    const region = worker.name_region ?? 'Sin región';
    counts.set(region, (counts.get(region) ?? 0) + 1);
  }
  return [...counts]
    .map(([label, value]) => ({ label, value }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label, 'es'));
}

/** Where a bar ends, 0 to 100 (per cent of the largest value; 0 when every value is 0). */
export function barPercent(value: number, bars: readonly Bar[]): number {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  return max === 0 ? 0 : (value / max) * 100;
}

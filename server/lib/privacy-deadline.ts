// The answer deadline of a rights request, as docs/legal/personal-data.md describes it: a company
// answers within a number of calendar days counted from the day the request arrives (the Chilean
// calendar day), and may extend that once by a further period, telling the person why.
import { ANSWER_DAYS, EXTENSION_DAYS } from '../../src/lib/contract/privacy.ts';
import { calendarDayInChile } from '../../src/lib/format/date.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `days` after the calendar day `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day to answer a request received at `receivedAt` (Chilean calendar day). */
export function answerDueDate(receivedAt: Date): string {
  return addDays(calendarDayInChile(receivedAt), ANSWER_DAYS);
}

/** The deadline after the one extension the law allows. */
export function extendedDueDate(dueDate: string): string {
  return addDays(dueDate, EXTENSION_DAYS);
}

/** True once the whole last day has passed in Chile without an answer. */
export function isOverdue(dueDate: string, now: Date): boolean {
  return calendarDayInChile(now) > dueDate;
}

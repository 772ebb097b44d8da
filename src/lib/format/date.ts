// Dates as people in Chile read them: day/month/year, zero-padded, on the Chilean calendar. Three
// kinds of value arrive: a calendar date ('2025-11-03') is a day, shown as written; a timestamp
// with an offset or 'Z' (and a Date) is an instant, shown as it was in America/Santiago, wherever
// the viewer is; a timestamp without an offset is already Chilean wall-clock time, shown as written.

import { chileClock } from './chile-time.ts';

export { CHILE_TIME_ZONE, calendarDayInChile } from './chile-time.ts';

export type DateInput = string | Date | null | undefined;

interface DayAndTime {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  /** 'HH:mm', or null for a calendar date. */
  readonly time: string | null;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function read(value: DateInput): DayAndTime | null {
  if (value instanceof Date) return chileClock(value);
  const text = value?.trim();
  if (!text) return null;
  const wall = WALL_CLOCK.exec(text);
  if (wall) {
    const [, year = '', month = '', day = '', hour, minute] = wall;
    if (!isCalendarDay(Number(year), Number(month), Number(day))) return null;
    if (hour && minute && (Number(hour) > 23 || Number(minute) > 59)) return null;
    return { year, month, day, time: hour && minute ? `${hour}:${minute}` : null };
  }
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? chileClock(new Date(text)) : null;
}

/** '2025-11-03' → '03/11/2025'; '2025-11-03T02:30:00Z' → '02/11/2025' (23:30 in Santiago);
 * '' for no value or one that is not a date. */
export function formatDate(value: DateInput): string {
  const date = read(value);
  return date ? `${date.day}/${date.month}/${date.year}` : '';
}

/** '2025-11-03T13:05:00Z' → '03/11/2025 10:05'; a calendar date has no time: '03/11/2025'. */
export function formatDateTime(value: DateInput): string {
  const date = read(value);
  if (!date) return '';
  const day = `${date.day}/${date.month}/${date.year}`;
  return date.time === null ? day : `${day} ${date.time}`;
}

const MONTHS_SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const MONTHS_LONG = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** The same day with the month's name, for the public pages: '10 nov 2025'. */
export function formatShortMonthDate(value: DateInput): string {
  const date = read(value);
  return date ? `${Number(date.day)} ${MONTHS_SHORT[Number(date.month) - 1] ?? ''} ${date.year}` : '';
}

/** '4 de abril de 2025'. */
export function formatLongDate(value: DateInput): string {
  const date = read(value);
  return date ? `${Number(date.day)} de ${MONTHS_LONG[Number(date.month) - 1] ?? ''} de ${date.year}` : '';
}

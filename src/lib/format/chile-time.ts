// What time and day it is in Chile (America/Santiago) at an instant, wherever the viewer or the
// server is: the one place the time zone is named. 'Today' for a start date, this year for a
// vehicle's year, the date and time shown on screen and the age of the data kept offline all read it.
import { onFirstUse } from './on-first-use.ts';

export const CHILE_TIME_ZONE = 'America/Santiago';

/** An instant on Chile's calendar and clock, zero-padded: '2025', '11', '03', '09:05'. */
export interface ChileClock {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  /** 'HH:mm', 24-hour clock. */
  readonly time: string;
}

const CHILE_PARTS = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: CHILE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The day and time in Chile at `instant`; null for an invalid date. */
export function chileClock(instant: Date): ChileClock | null {
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(
    CHILE_PARTS()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const { year, month, day, hour, minute } = parts;
  if (!year || !month || !day || !hour || !minute) return null;
  return { year, month, day, time: `${hour}:${minute}` };
}

function clockAt(instant: Date): ChileClock {
  const clock = chileClock(instant);
  if (!clock) throw new RangeError('Invalid date');
  return clock;
}

/** The day it is in Chile at `instant`, as YYYY-MM-DD: what 'today' means for a start date. */
export function calendarDayInChile(instant: Date = new Date()): string {
  const { year, month, day } = clockAt(instant);
  return `${year}-${month}-${day}`;
}

/** The calendar year in Chile at `now`: the year a new vehicle can carry. */
export function currentYearInChile(now: Date = new Date()): number {
  return Number(clockAt(now).year);
}

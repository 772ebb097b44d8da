import { describe, expect, it } from 'vitest';
import { calendarDayInChile, chileClock, currentYearInChile } from './chile-time.ts';

describe('Chile time', () => {
  it('reads an instant on Santiago’s calendar and 24-hour clock, summer and winter', () => {
    // UTC-3 in summer, UTC-4 in winter.
    expect(chileClock(new Date('2025-01-15T02:05:00Z'))).toEqual({
      year: '2025',
      month: '01',
      day: '14',
      time: '23:05',
    });
    expect(chileClock(new Date('2025-07-15T04:00:00Z'))).toEqual({
      year: '2025',
      month: '07',
      day: '15',
      time: '00:00',
    });
  });

  it('gives no clock for an invalid date, and refuses one where a day is needed', () => {
    expect(chileClock(new Date('no es fecha'))).toBeNull();
    expect(() => calendarDayInChile(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('turns the day and the year at midnight in Chile, not in UTC', () => {
    expect(calendarDayInChile(new Date('2027-01-01T02:30:00Z'))).toBe('2026-12-31');
    expect(currentYearInChile(new Date('2027-01-01T02:30:00Z'))).toBe(2026);
    expect(currentYearInChile(new Date('2027-01-01T03:30:00Z'))).toBe(2027);
  });
});

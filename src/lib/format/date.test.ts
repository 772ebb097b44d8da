import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatShortMonthDate } from './date.ts';

describe('dates, day/month/year in Chile', () => {
  it('shows a calendar date as written, wherever the viewer is', () => {
    expect(formatDate('2025-11-03')).toBe('03/11/2025');
    expect(formatDate('2025-01-31')).toBe('31/01/2025');
    expect(formatDateTime('2025-11-03')).toBe('03/11/2025');
  });

  it('shows an instant as it was in Santiago', () => {
    expect(formatDate('2025-11-03T02:30:00.000Z')).toBe('02/11/2025');
    expect(formatDateTime('2025-11-03T02:30:00.000Z')).toBe('02/11/2025 23:30');
    expect(formatDateTime('2025-11-03T13:05:00Z')).toBe('03/11/2025 10:05');
    expect(formatDateTime('2025-07-15T12:00:00+02:00')).toBe('15/07/2025 06:00');
    expect(formatDateTime(new Date('2025-07-15T04:00:00Z'))).toBe('15/07/2025 00:00');
  });

  it('reads a timestamp without an offset as Chilean wall-clock time', () => {
    expect(formatDateTime('2025-11-03T08:15:00')).toBe('03/11/2025 08:15');
    expect(formatDateTime('2025-11-03 23:59:59')).toBe('03/11/2025 23:59');
  });

  it('follows the clocks around midnight when daylight saving time starts (September)', () => {
    // At midnight on 7 September 2025 Chile jumped from 00:00 (-04) to 01:00 (-03).
    expect(formatDateTime('2025-09-07T03:59:00Z')).toBe('06/09/2025 23:59');
    expect(formatDateTime('2025-09-07T04:00:00Z')).toBe('07/09/2025 01:00');
    expect(formatDate('2025-09-07T04:00:00Z')).toBe('07/09/2025');
  });

  it('follows the clocks around midnight when daylight saving time ends (April)', () => {
    // At midnight on 6 April 2025 Chile went back from 00:00 (-03) to 23:00 (-04) of the 5th.
    expect(formatDateTime('2025-04-06T02:59:00Z')).toBe('05/04/2025 23:59');
    expect(formatDateTime('2025-04-06T03:00:00Z')).toBe('05/04/2025 23:00');
    expect(formatDateTime('2025-04-06T03:59:00Z')).toBe('05/04/2025 23:59');
    expect(formatDateTime('2025-04-06T04:00:00Z')).toBe('06/04/2025 00:00');
  });

  it('shows nothing for a missing value or one that is not a date', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      'ayer',
      '2025-02-30',
      '2025-13-01',
      '2025-11-03T25:00:00',
      'T10:00',
    ]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatShortMonthDate(value)).toBe('');
      expect(formatLongDate(value)).toBe('');
    }
    expect(formatDate(new Date('no'))).toBe('');
  });

  it('names the month on the public pages', () => {
    expect(formatShortMonthDate('2025-11-10')).toBe('10 nov 2025');
    expect(formatShortMonthDate('2025-09-01')).toBe('1 sept 2025');
    expect(formatShortMonthDate('2025-09-07T03:59:00Z')).toBe('6 sept 2025');
    expect(formatLongDate('2025-04-04')).toBe('4 de abril de 2025');
    expect(formatLongDate('2024-12-31')).toBe('31 de diciembre de 2024');
  });
});

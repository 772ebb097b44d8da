import { describe, expect, it } from 'vitest';
import { addDays, answerDueDate, extendedDueDate, isOverdue } from './privacy-deadline.ts';

describe('the answer deadline', () => {
  it('is 30 calendar days after the day in Chile the request arrives', () => {
    expect(answerDueDate(new Date('2026-12-03T15:00:00Z'))).toBe('2027-01-02');
    // 23:30 of 30 November in Santiago (summer time, UTC-3).
    expect(answerDueDate(new Date('2026-12-01T02:30:00Z'))).toBe('2026-12-30');
    expect(answerDueDate(new Date('2027-02-01T12:00:00Z'))).toBe('2027-03-03');
  });

  it('may be extended once by 30 more calendar days', () => {
    expect(extendedDueDate('2026-12-29')).toBe('2027-01-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('is overdue only once its whole last day has passed in Chile', () => {
    expect(isOverdue('2026-12-29', new Date('2026-12-30T02:59:00Z'))).toBe(false);
    expect(isOverdue('2026-12-29', new Date('2026-12-30T03:00:00Z'))).toBe(true);
  });
});

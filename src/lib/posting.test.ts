// The one rule for a posting's state, which the company's list, its summary and the workers' list
// all follow.
import { describe, expect, it } from 'vitest';
import { POSTING_STATE_TEXT, postingState, startHasPassed } from './posting.ts';

const TODAY = '2026-11-24';

describe('a posting’s state', () => {
  it('is active while it is on and its start day is today or later', () => {
    expect(postingState({ is_active: true, start_time: TODAY }, TODAY)).toBe('active');
    expect(postingState({ is_active: true, start_time: '2027-01-05' }, TODAY)).toBe('active');
  });

  it('is inactive when its company switched it off, whatever its start', () => {
    expect(postingState({ is_active: false, start_time: '2027-01-05' }, TODAY)).toBe('inactive');
    expect(postingState({ is_active: false, start_time: '2026-01-05' }, TODAY)).toBe('inactive');
  });

  it('has its start passed when it is on and its start day is before today in Chile', () => {
    expect(postingState({ is_active: true, start_time: '2026-11-23' }, TODAY)).toBe('started');
  });

  it('never counts a start that is not a calendar date as passed', () => {
    expect(postingState({ is_active: true, start_time: 'pronto' }, TODAY)).toBe('active');
  });

  it('reads today in Chile, not in UTC', () => {
    // 02:30 UTC on the 25th is still the 24th in Santiago: a start on the 24th has not passed.
    expect(startHasPassed('2026-11-24', new Date('2026-11-25T02:30:00Z'))).toBe(false);
    expect(startHasPassed('2026-11-24', new Date('2026-11-25T12:00:00Z'))).toBe(true);
  });

  it('is named the same on every company screen', () => {
    expect(POSTING_STATE_TEXT).toEqual({
      active: { one: 'Activa', many: 'Activas' },
      inactive: { one: 'Inactiva', many: 'Inactivas' },
      started: { one: 'Inicio vencido', many: 'Inicio vencido' },
    });
  });
});

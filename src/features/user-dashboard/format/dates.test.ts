import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate } from './dates.ts';

describe('dates are shown day/month/year', () => {
  it('reads a calendar date as written', () => {
    expect(formatDate('2025-11-03')).toBe('03/11/2025');
  });

  it('shows a timestamp in local time, zero-padded', () => {
    const local = new Date(2025, 0, 5, 10, 30).toISOString();
    expect(formatDate(local)).toBe('05/01/2025');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('ayer')).toBe('');
  });
});

describe('amounts', () => {
  it('are Chilean pesos with a dot for thousands', () => {
    expect(formatAmount(15000)).toMatch(/^\$\s?15\.000$/);
  });
});

import { describe, expect, it } from 'vitest';
import type { Posting } from '@/features/business-dashboard/postings/postings-api.ts';
import type { RegisteredWorker } from '@/features/business-dashboard/profiles/profiles-api.ts';
import {
  applicantsPerPosting,
  barPercent,
  postingsByStatus,
  profilesByRegion,
  registrationsPerWeek,
} from './summary-data.ts';

const worker = (id: number, at: string, region: string | null = null) =>
  ({ id_user: id, registered_at: at, name_region: region }) as RegisteredWorker;
const posting = (id: number, title: string, applicants: number, start: string) =>
  ({ id_publication: id, title, applicants, start_time: start, is_active: true }) as Posting;

describe('summary figures', () => {
  it('counts registrations per week, Monday to Sunday in Chile, the current week last', () => {
    // 24 November 2026 is a Tuesday: the current week starts on Monday the 23rd.
    const weeks = registrationsPerWeek(
      [
        worker(1, '2026-11-23T12:00:00Z'),
        worker(2, '2026-11-23T02:00:00Z'), // Sunday the 22nd, 23:00 in Santiago
        worker(3, '2026-09-07T15:00:00Z'), // Monday of the oldest week shown
        worker(4, '2026-09-06T15:00:00Z'), // before it
      ],
      '2026-11-24',
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ label: '07/09', value: 1 });
    expect(weeks[10]).toEqual({ label: '16/11', value: 1 });
    expect(weeks[11]).toEqual({ label: '23/11', value: 1 });
    expect(weeks.reduce((sum, week) => sum + week.value, 0)).toBe(3);
  });

  it('keeps the ten postings with most applicants', () => {
    const many = Array.from({ length: 12 }, (_, index) => posting(index, `Publicación ${index}`, index, '2026-12-01'));
    const top = applicantsPerPosting(many);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ label: 'Publicación 11', value: 11 });
    expect(top.at(-1)).toEqual({ label: 'Publicación 2', value: 2 });
  });

  it('counts postings by the one state rule: an inactive posting is never counted as active', () => {
    const list = [
      posting(1, 'a', 0, '2026-11-24'),
      posting(2, 'b', 0, '2026-11-23'),
      posting(3, 'c', 0, '2027-01-01'),
      { ...posting(4, 'd', 0, '2027-01-01'), is_active: false },
      { ...posting(5, 'e', 0, '2026-01-01'), is_active: false },
    ];
    expect(postingsByStatus(list, '2026-11-24')).toEqual([
      { label: 'Activas', value: 2 },
      { label: 'Inactivas', value: 2 },
      { label: 'Inicio vencido', value: 1 },
    ]);
  });

  it('counts registered profiles by region, most first', () => {
    const list = [worker(1, '', 'Valparaíso'), worker(2, '', 'Biobío'), worker(3, '', 'Valparaíso'), worker(4, '')];
    expect(profilesByRegion(list)).toEqual([
      { label: 'Valparaíso', value: 2 },
      { label: 'Biobío', value: 1 },
      { label: 'Sin región', value: 1 },
    ]);
  });

  it('scales bars to the largest value', () => {
    const bars = [
      { label: 'a', value: 4 },
      { label: 'b', value: 1 },
    ];
    expect(barPercent(1, bars)).toBe(25);
    expect(barPercent(0, [{ label: 'a', value: 0 }])).toBe(0);
  });
});

// The offline note: its Santiago-time label and how the service worker's notes add and remove
// stored answers in use.
import { describe, expect, it } from 'vitest';
import { applyOfflineNote, offlineLabel } from './offline-data.ts';

describe('offlineLabel', () => {
  it('gives the hour and minute in Santiago on a 24-hour clock', () => {
    // 17:05 UTC is 14:05 in Santiago during its summer time (UTC−3).
    const savedAt = new Date('2026-11-24T17:05:00Z');
    expect(offlineLabel(savedAt, new Date('2026-11-24T18:00:00Z'))).toBe('Sin conexión · datos de las 14:05');
    // In winter (UTC−4) the same instant is 13:05.
    const winter = new Date('2026-07-10T17:05:00Z');
    expect(offlineLabel(winter, new Date('2026-07-10T20:00:00Z'))).toBe('Sin conexión · datos de las 13:05');
  });

  it('counts days in Santiago, not in UTC', () => {
    // 02:30 UTC on the 25th is still the 24th (23:30) in Santiago.
    expect(offlineLabel(new Date('2026-11-25T02:30:00Z'), new Date('2026-11-24T12:00:00Z'))).toBe(
      'Sin conexión · datos de las 23:30',
    );
  });

  it('names the day of data kept from an earlier day', () => {
    expect(offlineLabel(new Date('2026-11-23T21:40:00Z'), new Date('2026-11-24T12:00:00Z'))).toBe(
      'Sin conexión · datos del 23-11 a las 18:40',
    );
  });
});

describe('applyOfflineNote', () => {
  const url = 'http://localhost:8787/api/users/contracts/all';

  it('keeps when each stored answer in use was received, and forgets it once the network answers', () => {
    const cached = applyOfflineNote(new Map(), { type: 'cached', url, savedAt: '2026-11-24T17:05:00.000Z' });
    expect([...cached]).toEqual([[url, new Date('2026-11-24T17:05:00.000Z')]]);
    expect([...applyOfflineNote(cached, { type: 'fresh', url })]).toEqual([]);
  });

  it('ignores a note without a readable time', () => {
    const answers = new Map();
    expect(applyOfflineNote(answers, { type: 'cached', url, savedAt: '' })).toBe(answers);
  });
});

// The offline note: its Santiago-time label and how the service worker's notes add and remove
// stored answers in use.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $requestsFailing } from '../http/network-state.ts';
import {
  $offlineDataSince,
  $storedAnswers,
  FRESH_READ_REFRESH_MS,
  applyOfflineNote,
  listenOfflineNotes,
  offlineLabel,
  onConnectionBack,
  receiveOfflineNote,
  resetOfflineNotes,
} from './offline-data.ts';

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

describe('the note leaves when the connection is back', () => {
  const contracts = 'http://localhost:8787/api/users/contracts/all';
  const banks = 'http://localhost:8787/api/users/bank-details/get-banks-details';
  const savedAt = '2026-11-24T17:05:00.000Z';
  let stops: (() => void)[] = [];
  let reads: number;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-24T18:00:00Z') });
    resetOfflineNotes();
    $requestsFailing.set(false);
    reads = 0;
    stops = [onConnectionBack(() => (reads += 1))];
  });

  afterEach(() => {
    for (const stop of stops) stop();
    vi.useRealTimers();
  });

  function offlineWithStoredData() {
    receiveOfflineNote({ type: 'cached', url: contracts, savedAt });
    receiveOfflineNote({ type: 'cached', url: banks, savedAt });
    expect($offlineDataSince.get()).toEqual(new Date(savedAt));
  }

  /** Stored data on screen, then the browser's online event on a stand-in window. */
  function onlineEventWithStoredData() {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    stops.push(listenOfflineNotes());
    offlineWithStoredData();
    target.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(0);
  }

  it('on the browser’s online event, and the area reads its data again', () => {
    onlineEventWithStoredData();
    expect($offlineDataSince.get()).toBeNull();
    expect(reads).toBe(1);
  });

  it('reads again a little later when the first reads after the online event still met no network', () => {
    onlineEventWithStoredData();
    expect(reads).toBe(1);
    // The read made at once was answered from the store again.
    receiveOfflineNote({ type: 'cached', url: contracts, savedAt });
    expect($offlineDataSince.get()).toEqual(new Date(savedAt));
    vi.advanceTimersByTime(1500);
    expect(reads).toBe(2);
    expect($offlineDataSince.get()).toBeNull();
    // Nothing stored is in use any more: the last try reads nothing again.
    vi.advanceTimersByTime(4000);
    expect(reads).toBe(2);
  });

  it('when a read is answered by the network', () => {
    offlineWithStoredData();
    receiveOfflineNote({ type: 'fresh', url: 'http://localhost:8787/api/users/job-postings' });
    expect($storedAnswers.get().size).toBe(0);
    expect(reads).toBe(1);
  });

  it('when a request is answered after requests got no answer at all', () => {
    stops.push(listenOfflineNotes());
    offlineWithStoredData();
    $requestsFailing.set(true);
    expect(reads).toBe(0);
    $requestsFailing.set(false);
    expect($offlineDataSince.get()).toBeNull();
    expect(reads).toBe(1);
  });

  it('asks for nothing while no stored data is on screen', () => {
    receiveOfflineNote({ type: 'fresh', url: contracts });
    expect(reads).toBe(0);
  });

  it('on a line that stays slow, brings everything up to date at most every 30 s', () => {
    offlineWithStoredData();
    receiveOfflineNote({ type: 'fresh', url: contracts });
    // The re-read of the banks waited too long again and came from the store.
    receiveOfflineNote({ type: 'cached', url: banks, savedAt });
    receiveOfflineNote({ type: 'fresh', url: contracts });
    expect(reads).toBe(1);
    expect([...$storedAnswers.get().keys()]).toEqual([banks]);
    vi.advanceTimersByTime(FRESH_READ_REFRESH_MS);
    receiveOfflineNote({ type: 'fresh', url: contracts });
    expect(reads).toBe(2);
    expect($storedAnswers.get().size).toBe(0);
  });
});

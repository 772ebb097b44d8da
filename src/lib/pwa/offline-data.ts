// What the page knows about the age of the data it shows: the service worker says on a
// BroadcastChannel when it answered a read from its store (and since when that answer is kept) or
// from the network. While any read is answered from the store, the page shows
// 'Sin conexión · datos de las HH:MM' with the oldest time (America/Santiago).
import { atom, computed } from 'nanostores';
import { calendarDayInChile, chileClock } from '../format/chile-time.ts';
import { OFFLINE_CHANNEL, type OfflineNote } from './offline-cache.ts';

/** Stored answers in use: request URL → when the answer was received. */
export const $storedAnswers = atom<ReadonlyMap<string, Date>>(new Map());

/** The oldest stored answer in use, or null while every read came from the network. */
export const $offlineDataSince = computed($storedAnswers, (answers) => {
  let oldest: Date | null = null;
  for (const savedAt of answers.values()) if (oldest === null || savedAt < oldest) oldest = savedAt;
  return oldest;
});

/**
 * 'Sin conexión · datos de las 14:05' (24-hour clock, Santiago time); an answer kept from an
 * earlier day also says which: 'Sin conexión · datos del 23-11 a las 14:05'.
 */
export function offlineLabel(savedAt: Date, now: Date = new Date()): string {
  const saved = chileClock(savedAt);
  if (!saved) return 'Sin conexión';
  if (calendarDayInChile(savedAt) === calendarDayInChile(now)) return `Sin conexión · datos de las ${saved.time}`;
  return `Sin conexión · datos del ${saved.day}-${saved.month} a las ${saved.time}`;
}

/** Applies one note of the service worker to the stored answers in use. */
export function applyOfflineNote(answers: ReadonlyMap<string, Date>, note: OfflineNote): ReadonlyMap<string, Date> {
  const next = new Map(answers);
  if (note.type === 'fresh') {
    next.delete(note.url);
    return next;
  }
  const savedAt = new Date(note.savedAt);
  if (Number.isNaN(savedAt.getTime())) return answers;
  next.set(note.url, savedAt);
  return next;
}

function isNote(value: unknown): value is OfflineNote {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  if (typeof note['url'] !== 'string') return false;
  return note['type'] === 'fresh' || (note['type'] === 'cached' && typeof note['savedAt'] === 'string');
}

/** Listens to the service worker's notes; returns the function that stops listening. */
export function listenOfflineNotes(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(OFFLINE_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isNote(event.data)) $storedAnswers.set(applyOfflineNote($storedAnswers.get(), event.data));
  };
  return () => channel.close();
}

/** Forgets the notes (a session ended: its stored answers are gone). */
export function resetOfflineNotes(): void {
  $storedAnswers.set(new Map());
}

// What the page knows about the age of the data it shows: the service worker says on a
// BroadcastChannel when it answered a read from its store (and since when that answer is kept) or
// from the network. While any read is answered from the store, the page shows
// 'Sin conexión · datos de las HH:MM' with the oldest time (America/Santiago). The note leaves as
// soon as the connection is back (the browser's online event, a read answered by the network, a
// request answered after requests got none), and whoever shows stored data is told to read it
// again (`onConnectionBack`), so the screen is brought up to date without a reload.
import { atom, computed } from 'nanostores';
import { $requestsFailing } from '../http/network-state.ts';
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

const connectionBackListeners = new Set<() => void>();
/**
 * A read answered by the network while others came from the store (a slow line: some reads
 * waited past the worker's timeout) brings everything up to date at most this often, so a line
 * that stays slow never loops.
 */
export const FRESH_READ_REFRESH_MS = 30_000;
let lastConnectionBack = Number.NEGATIVE_INFINITY;
/** After the online event: reads made again at once, then, while stored answers remain, later. */
export const ONLINE_RETRIES_MS = [0, 1500, 4000] as const;

/**
 * Calls `listener` each time the connection comes back while stored data was on screen (the note
 * has just left); returns the function that stops calling it.
 */
export function onConnectionBack(listener: () => void): () => void {
  connectionBackListeners.add(listener);
  return () => connectionBackListeners.delete(listener);
}

/**
 * The connection is back: the stored answers in use are forgotten (the note leaves) and the
 * listeners read their data again. Nothing happens while no stored answer is in use. A read that
 * still finds no network is answered from the store again, and the note returns with it.
 */
export function connectionBack(): void {
  if ($storedAnswers.get().size === 0) return;
  lastConnectionBack = Date.now();
  $storedAnswers.set(new Map());
  for (const listener of [...connectionBackListeners]) listener();
}

/** Applies one note of the service worker: a read answered by the network means the link is back. */
export function receiveOfflineNote(note: OfflineNote): void {
  const answers = $storedAnswers.get();
  const recently = Date.now() - lastConnectionBack < FRESH_READ_REFRESH_MS;
  if (note.type === 'fresh' && answers.size > 0 && !recently) connectionBack();
  else $storedAnswers.set(applyOfflineNote(answers, note));
}

/**
 * Listens to the service worker's notes and to the signs that the connection is back; returns
 * the function that stops listening.
 */
export function listenOfflineNotes(): () => void {
  const stops: (() => void)[] = [];
  if (typeof window !== 'undefined') {
    // The browser may say it is online a moment before requests get through: a read made at once
    // can still be answered from the store (and the note returns), so the reads are made again a
    // little later while stored answers are still in use.
    const timers: ReturnType<typeof setTimeout>[] = [];
    const online = () => {
      for (const delay of ONLINE_RETRIES_MS) timers.push(setTimeout(connectionBack, delay));
    };
    window.addEventListener('online', online);
    stops.push(() => {
      window.removeEventListener('online', online);
      for (const timer of timers) clearTimeout(timer);
    });
  }
  let failing = $requestsFailing.get();
  stops.push(
    $requestsFailing.listen((now) => {
      if (failing && !now) connectionBack();
      failing = now;
    }),
  );
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(OFFLINE_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isNote(event.data)) receiveOfflineNote(event.data);
    };
    stops.push(() => channel.close());
  }
  return () => {
    for (const stop of stops) stop();
  };
}

/** Forgets the notes (a session ended: its stored answers are gone). */
export function resetOfflineNotes(): void {
  lastConnectionBack = Number.NEGATIVE_INFINITY;
  $storedAnswers.set(new Map());
}

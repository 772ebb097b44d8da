// Names shared by the service worker (generated at build time by integrations/service-worker.ts)
// and the pages: the cache that keeps the signed-in worker's last answers, the header that dates
// each stored answer, the channel on which the worker says an answer came from that cache, and
// the note by which the page tells the worker which session is in force. The worker stores an
// answer only when its request carried that session's token: an answer that arrives after the
// session ended (sign-out, refusal, another account) is never stored.

/** Runtime cache of the worker area's reads (users API GET answers), one account at a time. */
export const WORKER_DATA_CACHE = 'enlista-datos-trabajador';
/** Header added to every stored answer: when it was received (ISO 8601). */
export const SAVED_AT_HEADER = 'x-enlista-guardado';
/** BroadcastChannel of the notes 'answered from the cache' / 'answered by the network'. */
export const OFFLINE_CHANNEL = 'enlista-sin-conexion';

/** Cache holding one note: the SHA-256 of the session token in force, or nothing (none in force). */
export const SESSION_CACHE = 'enlista-sesion';
/** The note's address inside SESSION_CACHE (never fetched; a key only). */
export const SESSION_NOTE = '/__enlista/sesion-en-curso';

export type OfflineNote =
  | { readonly type: 'cached'; readonly url: string; readonly savedAt: string }
  | { readonly type: 'fresh'; readonly url: string };

/**
 * Deletes every runtime cache (the worker's stored answers included), keeping only Workbox's
 * precache of shells and code, which holds nothing personal. Called when a session starts or
 * ends, so one account never reads another's stored answers. Resolves even where the Cache
 * API is missing or refuses.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    // First the note, so an answer still on its way is not stored after the clearing.
    await announceSession(null);
    const names = await caches.keys();
    const personal = names.filter((name) => !name.startsWith('workbox-precache') && name !== SESSION_CACHE);
    await Promise.all(personal.map((name) => caches.delete(name)));
  } catch {
    // Storage can be blocked (private modes); there is then nothing stored to clear.
  }
}

/** The SHA-256 of a token, in hexadecimal: what the note keeps instead of the token. */
export async function tokenDigest(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Tells the service worker which worker session is in force (its token), or that none is (null):
 * from then on it stores only answers to requests that carried that token.
 */
export async function announceSession(token: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const note = await caches.open(SESSION_CACHE);
    await note.put(SESSION_NOTE, new Response(token === null ? '' : await tokenDigest(token)));
  } catch {
    // Storage blocked: the worker then finds no note and stores nothing.
  }
}

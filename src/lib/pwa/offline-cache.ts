// Names shared by the service worker (generated at build time by integrations/service-worker.ts)
// and the pages: the cache that keeps the signed-in worker's last answers, the header that dates
// each stored answer, and the channel on which the worker says an answer came from that cache.

/** Runtime cache of the worker area's reads (users API GET answers), one account at a time. */
export const WORKER_DATA_CACHE = 'enlista-datos-trabajador';
/** Header added to every stored answer: when it was received (ISO 8601). */
export const SAVED_AT_HEADER = 'x-enlista-guardado';
/** BroadcastChannel of the notes 'answered from the cache' / 'answered by the network'. */
export const OFFLINE_CHANNEL = 'enlista-sin-conexion';

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
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)));
  } catch {
    // Storage can be blocked (private modes); there is then nothing stored to clear.
  }
}

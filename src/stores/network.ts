// Whether the person is cut off: the browser says it is offline, or a request just got no answer
// at all. While requests are failing but the browser claims a connection, a small same-origin
// request every few seconds notices when the link is back, so the banner leaves by itself.
import { atom, computed, onMount } from 'nanostores';
import { $requestsFailing } from '@/lib/http/index.ts';

export const PROBE_INTERVAL_MS = 8000;
const PROBE_URL = '/favicon.svg';

export const $browserOnline = atom(true);

onMount($browserOnline, () => {
  if (typeof window === 'undefined') return;
  const update = () => {
    $browserOnline.set(navigator.onLine);
    // A fresh connection deserves a fresh start: the next request decides again.
    if (navigator.onLine) $requestsFailing.set(false);
  };
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});

/** 'online', or why the person is cut off: the browser is offline, or requests get no answer. */
export const $network = computed([$browserOnline, $requestsFailing], (online, failing) =>
  !online ? 'offline' : failing ? 'unreachable' : 'online',
);

export const $offline = computed($network, (state) => state !== 'online');

onMount($network, () => {
  if (typeof window === 'undefined') return;
  let timer: ReturnType<typeof setInterval> | undefined;
  const probe = async () => {
    if (!$requestsFailing.get() || !navigator.onLine) return;
    try {
      await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' });
      $requestsFailing.set(false);
    } catch {
      // Still no answer: the banner stays.
    }
  };
  const unbind = $requestsFailing.subscribe((failing) => {
    clearInterval(timer);
    if (failing) timer = setInterval(() => void probe(), PROBE_INTERVAL_MS);
  });
  return () => {
    unbind();
    clearInterval(timer);
  };
});

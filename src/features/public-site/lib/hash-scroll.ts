// A hash in the URL scrolls smoothly to its section 100 ms after load (instantly
// when the visitor prefers reduced motion).

export const HASH_SCROLL_DELAY_MS = 100;

export function scrollToInitialHash(win: Window = window): void {
  const id = decodeURIComponent(win.location.hash.slice(1));
  if (!id) return;
  win.setTimeout(() => {
    const target = win.document.getElementById(id);
    if (!target) return;
    const reduce = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, HASH_SCROLL_DELAY_MS);
}

// Scroll reveal for the home feature cards: marks the document ready (so CSS may hide the cards
// until they are seen) and toggles `is-revealed` as each card enters or leaves the viewport, so
// the fade repeats. Without IntersectionObserver nothing is hidden.

export const REVEALED_CLASS = 'is-revealed';
export const READY_CLASS = 'reveal-ready';

export function observeReveal(elements: Iterable<HTMLElement>, root: Document = document): IntersectionObserver | null {
  const items = [...elements];
  if (items.length === 0 || typeof IntersectionObserver === 'undefined') return null;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) entry.target.classList.toggle(REVEALED_CLASS, entry.isIntersecting);
    },
    { threshold: 0.12 },
  );
  root.documentElement.classList.add(READY_CLASS);
  for (const item of items) observer.observe(item);
  return observer;
}

// A page whose first view is drawn by its own small script (not by its HTML alone, not by its
// island) marks an element of that view with FIRST_VIEW_MARK. Its islands' code then starts loading only once
// that script says the view is drawn, or has given up (FIRST_VIEW_WAIT_MS at most): on a slow line
// the few bytes the view needs do not share it with the island's hundred kilobytes, and what the
// person came to read shows first. A press made meanwhile is held and carried into the island.
// The wait itself lives in the before-hydration step (integrations/island-preload.ts).

/** On an element of such a page's first view. */
export const FIRST_VIEW_MARK = 'data-first-view-script';
/** Set on <html> once the view is drawn (or given up), for a wait that starts after that. */
export const FIRST_VIEW_DONE = 'data-first-view-done';
/** Dispatched on the document at the same moment. */
export const FIRST_VIEW_EVENT = 'enlista:first-view';
/** The longest the islands wait for the page's script (a read that hangs never holds them). */
export const FIRST_VIEW_WAIT_MS = 3000;

/** Tells the islands' wait that the first view is drawn, or will not be. */
export function signalFirstView(doc: Document = document): void {
  doc.documentElement.setAttribute(FIRST_VIEW_DONE, '');
  doc.dispatchEvent(new Event(FIRST_VIEW_EVENT));
}

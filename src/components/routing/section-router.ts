// One signed-in area's client router on @nanostores/router: each area declares its routes (name →
// path pattern) and gets the page store plus `open`. Links are not intercepted globally, because a
// link to '/' or to a public page must leave the area: use <RouterLink> or `open`. A path under the
// area that matches no route leaves the store undefined, and the area shows its not-found view.
import { createRouter, type Router } from '@nanostores/router';
import { atom, computed, type ReadableAtom } from 'nanostores';

/** A page of the area without its query, hash or params. */
export interface Place<Routes extends Record<string, string>> {
  readonly route: Extract<keyof Routes, string>;
  readonly path: string;
}

export interface SectionRouter<Routes extends Record<string, string>> {
  /** The current page: route name, params, search and hash; undefined when nothing matches. */
  readonly $page: Router<Routes>;
  /**
   * The current route and path alone, the same object while only the query or the hash changes:
   * what the area's frame follows, so that a rewritten query re-renders only the views that read it.
   */
  readonly $place: ReadableAtom<Place<Routes> | undefined>;
  /**
   * Counts the pages opened through `open`, the page already shown included: a view asked for again
   * (its link clicked while it is open) reads its data again, as a person expects of that click.
   */
  readonly $opened: ReadableAtom<number>;
  /** Opens a page of the area without reloading (a new history entry unless `replace`), at the top. */
  readonly open: (path: string, options?: { readonly replace?: boolean }) => void;
}

export function createSectionRouter<const Routes extends Record<string, string>>(
  routes: Routes,
): SectionRouter<Routes> {
  const $page = createRouter(routes, { links: false });
  // Listen from the start, so the first render already knows the page (no not-found flash).
  if (typeof window !== 'undefined') $page.listen(() => undefined);
  let place: Place<Routes> | undefined;
  const $place = computed($page, (page) => {
    if (page?.route !== place?.route || page?.path !== place?.path) {
      place = page ? { route: page.route as Extract<keyof Routes, string>, path: page.path } : undefined;
    }
    return place;
  });
  const $opened = atom(0);
  return {
    $page,
    $place,
    $opened,
    open(path, options = {}) {
      $page.open(path, options.replace);
      $opened.set($opened.get() + 1);
      window.scrollTo({ top: 0 });
    },
  };
}

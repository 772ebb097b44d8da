// One signed-in area's client router on @nanostores/router: each area declares its routes (name →
// path pattern) and gets the page store plus `open`. Links are not intercepted globally, because a
// link to '/' or to a public page must leave the area: use <RouterLink> or `open`. A path under the
// area that matches no route leaves the store undefined, and the area shows its not-found view.
import { createRouter, type Router } from '@nanostores/router';

export interface SectionRouter<Routes extends Record<string, string>> {
  /** The current page: route name, params, search and hash; undefined when nothing matches. */
  readonly $page: Router<Routes>;
  /** Opens a page of the area without reloading (a new history entry unless `replace`), at the top. */
  readonly open: (path: string, options?: { readonly replace?: boolean }) => void;
}

export function createSectionRouter<const Routes extends Record<string, string>>(
  routes: Routes,
): SectionRouter<Routes> {
  const $page = createRouter(routes, { links: false });
  // Listen from the start, so the first render already knows the page (no not-found flash).
  if (typeof window !== 'undefined') $page.listen(() => undefined);
  return {
    $page,
    open(path, options = {}) {
      $page.open(path, options.replace);
      window.scrollTo({ top: 0 });
    },
  };
}

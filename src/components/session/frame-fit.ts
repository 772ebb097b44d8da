// How a dashboard's pre-rendered frame is fitted to the address before it paints. One shell page
// serves every address of an area, so its frame carries this table (data-frame-fit) and the one
// inline script after it (frame-fit.js) applies it: the route is the first whose pattern matches
// the path (as the area's router matches it; none for an address it does not know), then each
// rule keeps, marks or words its parts for that route.

export interface FrameRule {
  /** The parts it applies to (a CSS selector within the frame). */
  readonly selector: string;
  /** The routes it applies on. */
  readonly routes: readonly string[];
}

export interface FrameFit {
  /** Route name → path pattern (`:name` for a segment), in the router's order. */
  readonly routes: Readonly<Record<string, string>>;
  /** Parts kept only on their routes (removed on any other, and where no route matches). */
  readonly keep?: readonly FrameRule[];
  /** Links marked as the current page (aria-current) on their routes. */
  readonly current?: readonly FrameRule[];
  /**
   * Text set per route: a text, or one per brand (by the slug the page was painted with, its
   * `data-brand`; none when no brand is known). Left as it is on the other routes.
   */
  readonly text?: readonly {
    readonly selector: string;
    readonly byRoute: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
  }[];
}

/** The table as the frame's attribute carries it. */
export function frameFitAttribute(fit: FrameFit): string {
  return JSON.stringify(fit);
}

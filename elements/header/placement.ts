/**
 * The header's placement (SPEC sections 1, 2, 4 and 9; C1 to C3), pure:
 * when it is fixed, shrunk or hidden for a scroll position. (Its place under
 * the WordPress admin bar is CSS: header.pre.css.)
 */

export interface HeaderInput {
  y: number;
  direction: 'up' | 'down' | null;
  /** The waypoint: where the header's own room ends (its top plus its height). */
  waypoint: number;
  /** How far the page can scroll. */
  scrollable: number;
  viewport: number;
  /** What the header was at the last position. */
  was: { fixed: boolean; hidden: boolean };
}

export interface HeaderOptions {
  shrink: boolean;
  hideNav: boolean;
  /** Sticky: stuck whenever past the waypoint, whichever way the page moved. */
  sticky?: boolean;
}

export interface HeaderState {
  fixed: boolean;
  shrunk: boolean;
  hidden: boolean;
}

/**
 * Hide-nav needs a page "long enough" (SPEC section 4 gives no number):
 * ours is one that scrolls at least a viewport's height beyond the header,
 * so hiding it buys the reader something.
 */
export const longEnough = (scrollable: number, viewport: number, waypoint: number) => scrollable >= viewport + waypoint;

/**
 * Fixed once scrolled down past the waypoint, unfixed once back above it
 * (SPEC section 4); shrunk while fixed; with hide-nav, hidden while the
 * visitor scrolls down a long page and shown again as soon as they scroll up.
 */
export function headerState(i: HeaderInput, o: HeaderOptions): HeaderState {
  const past = i.y > i.waypoint;
  // Loaded below the waypoint (no move yet) counts as having scrolled down to it.
  const fixed = o.sticky || i.was.fixed ? past : past && i.direction !== 'up';
  const hidden = fixed && o.hideNav && longEnough(i.scrollable, i.viewport, i.waypoint)
    ? i.direction === 'down' ? true : i.direction === 'up' ? false : i.was.hidden
    : false;
  return { fixed, shrunk: fixed && o.shrink, hidden };
}

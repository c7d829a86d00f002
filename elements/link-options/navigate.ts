/**
 * Going somewhere on this page (SPEC sections 1 and 2; C20, C21), without
 * React: the navigation registry's `go(id)` reaches what answers to `#id`
 * (a popup opens; a tab an anchor names opens, the product reviews tab
 * among them; the address gets `#id` with a history entry), and this brings
 * it into view: the element that owns the anchor is smooth-scrolled to; an
 * element with that id is too, and focus follows, as a plain in-page link
 * would move it.
 */
import { go } from '../behaviours/navigation';
import { scrollAndFocus, scrollToTarget } from '../behaviours/smooth-scroll';

/** Goes to a same-page anchor; false when nothing on the page answers to it. */
export function goToAnchor(id: string): boolean {
  const to = go(id);
  if (!to) return false;
  if (to.by === 'anchor') void scrollToTarget(to.element);
  else if (to.by === 'id') void scrollAndFocus(to.element);
  return true;
}

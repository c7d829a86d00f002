/**
 * Going somewhere on this page (SPEC sections 1 and 2; C20, C21), without
 * React: a tab an anchor names opens and comes into view (the product
 * reviews tab among them); an element with that id is smooth-scrolled to
 * with a history entry, and focus follows, as a plain in-page link would
 * move it.
 */
import { matchesAnchor } from '../behaviours/hash-bus';
import { scrollToTarget } from '../behaviours/smooth-scroll';

/** The x-tabs whose tab an anchor names (its `data-anchor`, or its panel's id; with or without `tab-`). */
function tabsFor(anchor: string): HTMLElement | null {
  for (const host of document.querySelectorAll<HTMLElement>('x-tabs')) {
    const kids = [...host.children] as HTMLElement[];
    const tabs = kids.filter((k) => k.slot === 'tab');
    const panels = kids.filter((k) => !k.slot);
    if (tabs.some((t, n) => matchesAnchor(anchor, t.dataset.anchor ?? panels[n]?.id ?? ''))) return host;
  }
  return null;
}

/** Focus on an in-page target, as the browser's own jump would give it (without a second scroll). */
function focusTarget(el: HTMLElement): void {
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/** Goes to a same-page anchor; false when nothing on the page answers to it. */
export function goToAnchor(id: string): boolean {
  const tabs = tabsFor(id);
  if (tabs) {
    // Through the fragment, so the tabs hear it as they hear any link to them.
    if (decodeURIComponent(location.hash.slice(1)) === id) dispatchEvent(new HashChangeEvent('hashchange'));
    else location.hash = id;
    void scrollToTarget(tabs);
    return true;
  }
  const el = document.getElementById(id);
  if (!el) return false;
  history.pushState(history.state, '', `#${encodeURIComponent(id)}`);
  // Focus once there: WebKit scrolls on focus even when asked not to, which would stop the smooth scroll.
  void scrollToTarget(el).then(() => focusTarget(el));
  return true;
}

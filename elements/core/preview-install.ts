/**
 * The builder preview's page-wide marks (SPEC section 6): the root marked
 * with the builder, and the cart's removal links disabled, those the shop
 * adds later too.
 */
import type { PreviewMode } from './page-settings';

/** The shop's cart removal links (WooCommerce's `.product-remove a`, `a.remove`). */
export const REMOVAL_LINKS = '.product-remove a, a.remove';

/** Disabled for every way in: not focusable, announced as unavailable, no pointer. */
export function disableRemovalLinks(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLElement>(REMOVAL_LINKS)) {
    if (link.getAttribute('aria-disabled') === 'true') continue;
    link.setAttribute('aria-disabled', 'true');
    link.setAttribute('tabindex', '-1');
    link.style.pointerEvents = 'none';
  }
}

export function installPreview(mode: PreviewMode): void {
  document.documentElement.setAttribute('data-x-preview', mode);
  // The cart's rows come and go (the shop refreshes its fragments).
  disableRemovalLinks(document);
  new MutationObserver(() => disableRemovalLinks(document)).observe(document.documentElement, { childList: true, subtree: true });
}

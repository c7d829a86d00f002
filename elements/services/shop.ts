/**
 * The shop service (SPEC sections 6 and 7.11). Its events: the shop plugin
 * makes its own requests; the elements react to its events and ask it to
 * update the checkout. WooCommerce's are jQuery events on `document.body`,
 * which never reach `addEventListener`; so where jQuery runs we listen and
 * trigger through it (its handlers hear native events too), and elsewhere (a
 * shop that dispatches DOM events, the reference server's) natively. And the
 * builder preview: the cart's removal links are disabled, registered with
 * the preview on load, so any page with a shop element has it.
 */
import { onPreview } from '../core/preview';

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

onPreview(() => {
  disableRemovalLinks(document);
  // The cart's rows come and go (the shop refreshes its fragments).
  new MutationObserver(() => disableRemovalLinks(document)).observe(document.documentElement, { childList: true, subtree: true });
});

export const SHOP_EVENTS = ['update_checkout', 'updated_checkout', 'checkout_error', 'updated_wc_div', 'wc_cart_emptied', 'init_checkout'] as const;
export type ShopEvent = (typeof SHOP_EVENTS)[number];

type Handler = (event: { type: string; detail?: unknown }, ...args: unknown[]) => void;
interface JQueryish {
  (el: Element): { on(types: string, fn: Handler): unknown; off(types: string, fn: Handler): unknown; trigger(type: string, args?: unknown[]): unknown };
}
const jquery = (): JQueryish | undefined => {
  const $ = (window as { jQuery?: unknown }).jQuery;
  return typeof $ === 'function' ? ($ as JQueryish) : undefined;
};

/** Calls back with each of these events and its data (jQuery's first extra argument, or a DOM event's detail). */
export function onShopEvents(names: readonly string[], cb: (type: string, data: unknown) => void): () => void {
  const body = document.body;
  const $ = jquery();
  if ($) {
    const handler: Handler = (e, ...args) => cb(e.type, args.length ? args[0] : e.detail);
    $(body).on(names.join(' '), handler);
    return () => void $(body).off(names.join(' '), handler);
  }
  const native = (e: Event) => cb(e.type, (e as CustomEvent).detail);
  names.forEach((n) => body.addEventListener(n, native));
  return () => names.forEach((n) => body.removeEventListener(n, native));
}

/** Asks the shop for something (`update_checkout`), the way its own script would. */
export function triggerShopEvent(type: ShopEvent): void {
  const $ = jquery();
  if ($) $(document.body).trigger(type);
  else document.body.dispatchEvent(new CustomEvent(type, { bubbles: true }));
}

/**
 * The shop plugin's events (SPEC section 7.11): the shop makes its own
 * requests; the elements react to its events and ask it to update the
 * checkout. WooCommerce's are jQuery events on `document.body`, which never
 * reach `addEventListener`; so where jQuery runs we listen and trigger
 * through it (its handlers hear native events too), and elsewhere (a shop
 * that dispatches DOM events, the reference server's) natively.
 */
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

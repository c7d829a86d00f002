import { attr } from '../core/attrs';
import { event } from '../core/events';

/** SPEC section 8: a checkout error scrolls to the form 100 px plus the header's height above it, over 1000 ms, with a fixed nav and wider than 980 px. */
export const ERROR_SCROLL = { offset: 100, duration: 1000, minWidth: 980 } as const;
/** The shipping address block's slide (the spec gives no time: jQuery's default, which the shop's own script uses). */
export const SHIPPING_SLIDE_MS = 400;
/** SPEC section 5: the message the visual builder shows as a demo of the checkout's errors. */
export const DEMO_ERROR = 'Billing First name is a required field';
/** The fields whose change asks the shop to update the checkout (SPEC section 7.11). */
export const UPDATE_FIELDS = ['shipping_method', 'shipping_method[0]', 'billing_country', 'shipping_country', 'billing_postcode', 'shipping_postcode'];

export const checkoutAttributes = {
  'scroll-offset': attr.number('Room kept above the form when an error scrolls to it, besides the fixed header\'s height.', ERROR_SCROLL.offset, { int: true, min: 0, max: 1000, unit: 'px' }),
  'scroll-duration': attr.number('How long that scroll takes.', ERROR_SCROLL.duration, { int: true, min: 0, max: 5000, unit: 'ms' }),
};

export const checkoutEvents = {
  'x-checkout-update': event<{ field: string }>('A field the totals depend on changed (shipping method, country, postcode): the shop was asked to update the checkout.'),
  'x-checkout-error': event<{ groups: number; scrolled: boolean }>('The shop reported checkout errors (or a failed update): duplicate notice groups were hidden, and with a fixed header above 980 px the page scrolled to the form.'),
  'x-checkout-shop': event<{ type: string }>('One of the shop\'s events reached the checkout (init_checkout, update_checkout, updated_checkout, checkout_error, updated_wc_div, wc_cart_emptied), as a DOM event.'),
};

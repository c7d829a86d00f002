/**
 * @tag x-checkout
 * @summary The shop's checkout page (SPEC sections 2 to 5, 7.11, 8) around its `<form>` (WooCommerce's billing, shipping, order details and payment): the shipping address block slides down when "ship to a different address" is checked and up otherwise (where the shop's own checkout script does not already), the chosen payment method's `<li>` carries `data-x-checked`, and a change of shipping method, country or postcode asks the shop to update the checkout. It makes no request itself: it hears the shop's events (init_checkout, update_checkout, updated_checkout, checkout_error, updated_wc_div, wc_cart_emptied; through jQuery where the shop runs on it) and, on a checkout error or a failed update, hides duplicate notice groups but the first, hides shipping errors when the form has no shipping block, and with a fixed header above 980 px scrolls to the form 100 px below the header over 1000 ms; focus the shop's submit took away (to the page) goes to the notices, without a scroll. In the visual builder it shows the demo error "Billing First name is a required field".
 *
 * @slot - The checkout `<form>` (`billing_*`, `shipping_*`, `order_comments`, `ship_to_different_address`, `createaccount`, `shipping_method`, `payment_method`).
 *
 * @csspart demo-error - The builder's demo error notice.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './checkout.css';
import { checkoutAttributes } from './schema';
import { Checkout } from './checkout';

export const XCheckout = defineElement('x-checkout', Checkout, {
  attributes: checkoutAttributes,
  styles: cssOf(theme, styles),
});

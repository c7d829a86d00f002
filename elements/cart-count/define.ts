/**
 * @tag x-cart-count
 * @summary The cart's item count (SPEC section 9): "%d Item" for one and "%d Items" otherwise (`singular`, `plural`), written into the element's `[data-x-cart-label]` text (a header's cart link), kept as the shop redraws the cart (its quantities summed), empties it, or a method or the attribute says. It makes no request.
 *
 * @slot - The cart link, with the text to keep current in an element marked `data-x-cart-label`.
 */
import { cssOf, defineElement } from '../core';
import * as styles from './cart-count.css';
import { cartCountAttributes, cartCountMethods } from './schema';
import { CartCount } from './cart-count';

export const XCartCount = defineElement('x-cart-count', CartCount, {
  attributes: cartCountAttributes,
  styles: cssOf(styles),
  methods: cartCountMethods,
});

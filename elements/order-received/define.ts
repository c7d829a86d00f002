/**
 * @tag x-order-received
 * @summary The shop's order-received page (SPEC sections 2 and 9) around the order's details: where a split test's product goal (an `<x-split-goal>` around a product) began the order with its add-to-cart, it records that test's `con_goal` for the subject the visitor was shown and removes the shop log (`et_pb_ab_shop_log`, set to 0 days) once the server has it (a failed request leaves it for the next visit). Nothing in a builder preview, with split testing off, or before analytics consent where the consent manager runs.
 *
 * @slot - The order's details (WooCommerce's `.woocommerce-order`).
 */
import { cssOf, defineElement } from '../core';
import * as styles from './order-received.css';
import { orderReceivedAttributes } from './schema';
import { OrderReceived } from './order-received';

export const XOrderReceived = defineElement('x-order-received', OrderReceived, {
  attributes: orderReceivedAttributes,
  styles: cssOf(styles),
});

/**
 * @tag x-pricing
 * @summary Pricing tables: the currency sign (the builder's `.et_pb_dollar_sign`, or `[data-currency]`) hangs beside the sum (`.et_pb_sum` or `[data-sum]`, inside `.et_pb_et_price` or `[data-price]`) and takes no room, so a centred price centres on its figures; before the sum it hangs to the start, after it to the end. Page CSS, the same before and after upgrade.
 *
 * @slot - The pricing tables.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './pricing.css';
import { pricingAttributes } from './schema';
import { Pricing } from './pricing';

export const XPricing = defineElement('x-pricing', Pricing, {
  holdOffscreen: true,
  attributes: pricingAttributes,
  styles: cssOf(theme, styles),
});

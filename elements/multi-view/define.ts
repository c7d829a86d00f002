/**
 * @tag x-multi-view
 * @summary Multi-view elements: every element inside (and the wrapper itself) with the page builder's `data-et-multi-view` schema shows, per context, its own content, attributes, styles, classes and visibility: desktop (above 980 px), tablet (768 to 980), phone (767 or less) and hover. A phone falls back to the tablet's values, a tablet to the desktop's, hover to the device's. With a mouse, hover is while the pointer is over the wrapper; on touch the first tap hovers (its click held back) and the second goes through. Content is sanitised; URLs must be paths or http(s); refused parts are named in one warning and the rest applies.
 *
 * @slot - The content, with `data-et-multi-view='{"schema":{"content":{"desktop":"…","phone":"…"},"attrs":{…},"styles":{…},"classes":{"hover":{"add":[…],"remove":[…]}},"visibility":{"phone":"hidden"}}}'` on the elements that change.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './multi-view.css';
import { multiViewAttributes } from './schema';
import { MultiView } from './multi-view';

export const XMultiView = defineElement('x-multi-view', MultiView, {
  attributes: multiViewAttributes,
  styles: cssOf(theme, styles),
});

/**
 * @tag x-link-options
 * @summary The page's link options: modules the site makes clickable follow their URL (a new window, another page, or a same-page anchor with smooth scroll and a history entry; the reviews tab opens when a link names it), by pointer and by keyboard; and every same-page anchor link on the page smooth-scrolls to its target.
 */
import { cssOf, defineElement } from '../core';
import * as styles from './link-options.css';
import { linkOptionsAttributes } from './schema';
import { LinkOptions } from './link-options';

export const XLinkOptions = defineElement('x-link-options', LinkOptions, {
  attributes: linkOptionsAttributes,
  styles: cssOf(styles),
  eager: true,
});

/**
 * @tag x-scroll-top
 * @summary A back-to-top button that shows once the page is scrolled past 800 px and smooth-scrolls to the top (instantly for visitors who prefer reduced motion), handing focus to the page's first focusable element.
 *
 * @slot - The button's icon (an arrow by default).
 *
 * @csspart button - The button.
 *
 * @cssprop --x-scroll-top-inset - Distance from the viewport's corner (1rem).
 * @cssprop --x-scroll-top-background - The button's background.
 * @cssprop --x-scroll-top-z - Its z-index (99).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './scroll-top.css';
import { scrollTopAttributes } from './schema';
import { ScrollTop } from './scroll-top';

export const XScrollTop = defineElement('x-scroll-top', ScrollTop, {
  attributes: scrollTopAttributes,
  styles: cssOf(theme, styles),
});

/**
 * @tag x-header
 * @summary The site header: fixed to the viewport once the page is scrolled past it (its room kept) or sticky, under the WordPress admin bar; it shrinks while fixed, and with hide-nav slides away while the visitor scrolls down a long page and back when they scroll up. While fixed it carries `data-x-fixed` (its bar's height), which smooth scrolling keeps targets below.
 *
 * @slot - The header's content: the logo (mark it `data-logo` to shrink it), the menu, buttons.
 *
 * @csspart room - The header's room in the page.
 * @csspart bar - The bar that becomes fixed, shrinks and hides.
 *
 * @cssprop --x-header-padding - The bar's block padding (1.5rem).
 * @cssprop --x-header-padding-shrunk - The padding while shrunk (0.5rem).
 * @cssprop --x-header-logo - A `data-logo` element's height (54px).
 * @cssprop --x-header-logo-shrunk - Its height while shrunk (32px).
 * @cssprop --x-header-background - The bar's background (--x-surface: white, dark on a dark page).
 * @cssprop --x-header-shadow - The bar's shadow while fixed.
 * @cssprop --x-header-top - How far below the viewport's top it is fixed or sticks (the admin bar's height on WordPress).
 * @cssprop --x-header-z - Its z-index (99), over the page's positioned content whether its bar is fixed or not (the header is positioned, so a mega menu in it spans it).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './header.css';
import { headerAttributes } from './schema';
import { Header } from './header';

export const XHeader = defineElement('x-header', Header, {
  attributes: headerAttributes,
  styles: cssOf(theme, styles),
  eager: true,
});

/**
 * @tag x-slide-menu
 * @summary A slide-in menu: a button opens the page's menu content in a modal panel from the screen's side; a swipe left that starts within 30 px of the right edge opens it too, and a swipe right closes it. Focus stays inside while open; Escape, the close button, the backdrop or a followed link close it.
 *
 * @slot - The menu content (a `<nav>` with its links).
 *
 * @csspart toggle - The button that opens it.
 * @csspart dialog - The panel.
 * @csspart close - The close button.
 * @csspart content - The content's box.
 *
 * @cssprop --x-slide-menu-width - The panel's width (20rem, at most 85% of the screen).
 * @cssprop --x-slide-menu-background - The panel's background.
 * @cssprop --x-menu-button - The button's background.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as overlay from '../behaviours/overlay-menu.css';
import * as styles from './slide-menu.css';
import { slideMenuAttributes } from './schema';
import { SlideMenu } from './slide-menu';

export const XSlideMenu = defineElement('x-slide-menu', SlideMenu, {
  attributes: slideMenuAttributes,
  styles: cssOf(theme, overlay, styles), // the button, close and content styles it re-exports are the shared module's own CSS
});

/**
 * @tag x-fullscreen-menu
 * @summary A fullscreen menu: a button opens the page's menu content over the whole screen, modal; it closes on Escape, its close button, a followed link, or when the tab is hidden.
 *
 * @slot - The menu content (a `<nav>` with its links).
 *
 * @csspart toggle - The button that opens it.
 * @csspart dialog - The fullscreen panel.
 * @csspart close - The close button.
 * @csspart content - The content's box.
 *
 * @cssprop --x-fullscreen-menu-background - The panel's background.
 * @cssprop --x-fullscreen-menu-color - Its text colour.
 * @cssprop --x-menu-button - The button's background.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as overlay from '../behaviours/overlay-menu.css';
import * as styles from './fullscreen-menu.css';
import { fullscreenMenuAttributes } from './schema';
import { FullscreenMenu } from './fullscreen-menu';

export const XFullscreenMenu = defineElement('x-fullscreen-menu', FullscreenMenu, {
  attributes: fullscreenMenuAttributes,
  styles: cssOf(theme, overlay, styles), // the button, close and content styles it re-exports are the shared module's own CSS
});

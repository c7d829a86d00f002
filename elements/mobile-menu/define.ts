/**
 * @tag x-mobile-menu
 * @summary The mobile menu, built from the main menu (a copy of its list): a menu bar that opens and closes it (sliding 500 ms), submenus that slide open (700 ms) one at a time, Escape to close; opening it closes any other open mobile menu. Shown up to 980 px wide.
 *
 * @csspart bar - The bar with its button.
 * @csspart toggle - The button that opens and closes the menu.
 * @csspart panel - The menu that slides open.
 * @csspart submenu-toggle - A button that opens a submenu.
 *
 * @cssprop --x-mobile-menu-bar - The bar's background.
 * @cssprop --x-mobile-menu-background - The open menu's background.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './mobile-menu.css';
import { mobileMenuAttributes } from './schema';
import { MobileMenu } from './mobile-menu';

export const XMobileMenu = defineElement('x-mobile-menu', MobileMenu, {
  attributes: mobileMenuAttributes,
  styles: cssOf(theme, styles),
});

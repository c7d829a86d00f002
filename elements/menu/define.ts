/**
 * @tag x-menu
 * @summary Dropdown menus on the site's own nested lists (WordPress menu markup): open on hover, closing 200 ms after the pointer leaves; on touch the first tap opens and the second follows the link; for the keyboard each parent item gets a disclosure button after its link (APG disclosure navigation; Escape closes back to it); submenus that would leave the viewport open the other way (checked again 200 ms after a resize); mega menus count their columns and show each column whole (a heading over its links, no button of its own), spanning the nearest positioned ancestor (`<x-header>` is one). With `split`, the logo goes into the middle of the top-level items (a split header's centred logo).
 *
 * @slot - The menu: a `<nav>` with nested `<ul>` lists (`li > ul` is a submenu; `li.mega-menu` a mega menu); with `split`, the logo beside the `<nav>`.
 *
 * @cssprop --x-menu-gap - With `split`: the space between the row's items (1.5rem).
 */
import { cssOf, defineElement } from '../core';
import * as styles from './menu.css';
import { menuAttributes } from './schema';
import { Menu } from './menu';

export const XMenu = defineElement('x-menu', Menu, {
  attributes: menuAttributes,
  styles: cssOf(styles),
  eager: true,
});

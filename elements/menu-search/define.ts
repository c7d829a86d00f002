/**
 * @tag x-menu-search
 * @summary The header's search: a button opens the page's search form in place of the menu (which it hides, its room kept) through a 1000 ms animating phase, during which it is locked; the close button, focus leaving it or Escape hides it again.
 *
 * @slot - The search form (`<form role="search">` with its field); focus goes to its first field on opening.
 *
 * @csspart toggle - The search button.
 * @csspart container - The box the form shows in: from the button's end towards the start, at least 24rem (90vw at most) but no wider than the room from the button's end to the screen's start.
 * @csspart close - The close button.
 *
 * @cssprop --x-menu-search-background - The box's background.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './menu-search.css';
import { menuSearchAttributes } from './schema';
import { MenuSearch } from './menu-search';

export const XMenuSearch = defineElement('x-menu-search', MenuSearch, {
  attributes: menuSearchAttributes,
  styles: cssOf(theme, styles),
});

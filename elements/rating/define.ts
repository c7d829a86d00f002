/**
 * @tag x-rating
 * @summary The product review form's rating (SPEC section 3): its `<select name="rating">` shown as stars, a group of radio buttons (arrow keys move and choose, each star named by its option's text), the select kept as the form's field out of sight so the form sends it and the browser checks it (`required`). Hovering previews; the chosen star and those before it are filled. Without script the select shows.
 *
 * @slot - The rating `<select>` (WooCommerce's `#rating`, its empty "Rate…" option left out of the stars).
 *
 * @csspart stars - The row of stars (a fieldset named by the select's label).
 * @csspart star - A star; `star-on` when it is the chosen one or before it.
 *
 * @cssprop --x-accent - A filled star.
 * @cssprop --x-border - An empty star.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as controls from '../../styles/controls.css';
import * as styles from './rating.css';
import { ratingAttributes } from './schema';
import { Rating } from './rating';

export const XRating = defineElement('x-rating', Rating, {
  holdOffscreen: true,
  attributes: ratingAttributes,
  styles: cssOf(theme, controls, styles),
});

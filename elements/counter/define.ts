/**
 * @tag x-counter
 * @summary Number, circle and bar counters that count up to their value when scrolled into view (1800 ms; the shop part's pie: 110 px, line 3, 1000 ms); bars take their width from `data-width`.
 *
 * @slot - The counter's title (under a number or a circle, above a bar).
 *
 * @csspart number - The number as it counts.
 * @csspart circle - A circle counter's box (role="meter").
 * @csspart track - The circle's ring behind the count.
 * @csspart ring - The circle's ring as drawn so far.
 * @csspart bar - A bar counter's track (role="meter").
 * @csspart fill - The bar as filled so far.
 *
 * @cssprop --x-counter-color - The ring's and the bar's colour (the accent by default).
 * @cssprop --x-counter-size - A circle's size across (110px by default; the pre-upgrade styles keep the same room).
 * @cssprop --x-counter-track - The colour behind them (the border colour by default).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './counter.css';
import { counterAttributes } from './schema';
import { Counter } from './counter';

export const XCounter = defineElement('x-counter', Counter, {
  holdOffscreen: true,
  attributes: counterAttributes,
  styles: cssOf(theme, styles),
});

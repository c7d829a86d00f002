/**
 * @tag x-countdown
 * @summary Counts down to an ISO date-time, updating every second from the clock (no drift); days show at least three digits; a unit gets its zero styling once it and all larger units are zero.
 *
 * @slot - Content above the timer (a title, or the offer text shown before scripts run).
 *
 * @csspart timer - The row of units (role="timer").
 * @csspart unit - One unit; also `days`, `hours`, `minutes`, `seconds`, and `zero` while zero-styled.
 * @csspart value - A unit's number.
 * @csspart label - A unit's label.
 *
 * @cssprop --x-zero-color - Colour of zero-styled units.
 * @cssprop --x-muted - Label colour.
 * @cssprop --x-space - Gap between units.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './countdown.css';
import { countdownAttributes } from './schema';
import { Countdown } from './countdown';

export const XCountdown = defineElement('x-countdown', Countdown, {
  holdOffscreen: true,
  attributes: countdownAttributes,
  styles: cssOf(theme, styles),
});

/**
 * @tag x-animate
 * @summary Entrance animations (fade, slide, bounce, zoom, flip, fold, roll, from a side or the centre) that start when the content comes into view, with the site's intensity, starting opacity, speed curves, repeat and per-device animation data; one-time animations are removed when they end.
 *
 * @slot - The content. It animates as one, or, with a data list, the elements inside it that the list names by class.
 *
 * @csspart content - The box that moves when the element animates its own content.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './animate.css';
import { animateAttributes, animateMethods } from './schema';
import { Animate } from './animate';

export const XAnimate = defineElement('x-animate', Animate, {
  attributes: animateAttributes,
  styles: cssOf(theme, styles),
  methods: animateMethods,
});

/**
 * @tag x-scroll-effects
 * @summary Scroll-motion effects on the elements inside it: blur, opacity, rotate, scale and translate that follow the scroll between four limits, from the page's list keyed by device (the site's own format), with the section 9 formulas.
 *
 * @slot - The content. The elements the list names (by class, id or name) move with the scroll; mark them `data-x-motion` to keep them hidden until their first position is set (about 200 ms after set-up).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './scroll-effects.css';
import { scrollEffectsAttributes, scrollEffectsMethods } from './schema';
import { ScrollEffects } from './scroll-effects';

export const XScrollEffects = defineElement('x-scroll-effects', ScrollEffects, {
  attributes: scrollEffectsAttributes,
  styles: cssOf(theme, styles),
  methods: scrollEffectsMethods,
});

/**
 * @tag x-slider
 * @summary Slides from light-DOM children, with arrows, dot controls, slide or fade, and autoplay with a pause control (APG carousel).
 *
 * @slot - The slides: each element child is one slide.
 *
 * @csspart viewport - The box the slides sit in.
 * @csspart arrow - Both arrows; also arrow-prev and arrow-next.
 * @csspart controls - The bar with the rotation control and the dots.
 * @csspart rotation - The pause / play control.
 * @csspart dots - The list of dot controls.
 * @csspart dot - One dot control.
 *
 * @cssprop --x-accent - Dot colour.
 * @cssprop --x-control-size - Arrow size.
 * @cssprop --x-muted - Rotation control background.
 * @cssprop --x-focus-ring - Focus indicator.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as controls from '../../styles/controls.css';
import * as styles from './slider.css';
import { sliderAttributes, sliderMethods } from './schema';
import { Slider } from './slider';

export const XSlider = defineElement('x-slider', Slider, {
  holdOffscreen: true,
  attributes: sliderAttributes,
  styles: cssOf(theme, controls, styles),
  methods: sliderMethods,
});

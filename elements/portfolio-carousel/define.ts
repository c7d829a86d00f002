/**
 * @tag x-portfolio-carousel
 * @summary A fullwidth portfolio carousel: its items in one clipped row, as many at once as the portfolio has columns at that width (5 at 1600 px and wider, 4 at 1024, 3 at 768, 2 at 480, else 1; images 4:3). Previous and next (arrows, the arrow keys, methods) move by that many items and wrap, in 1000 ms; with `auto-rotate` it moves on by itself every 3000 ms in 700 ms, pausing while the pointer is over it or focus is inside. Items out of view are inert.
 *
 * @slot - The items, one element each (a link, an article).
 *
 * @csspart arrow - Both arrows; also `arrow-prev` and `arrow-next`.
 *
 * @cssprop --x-portfolio-columns - Items shown at once (set by width: 1, 2, 3, 4, 5).
 * @cssprop --x-portfolio-gap - The gap between items (1.5rem).
 * @cssprop --x-control-size - The arrows' size (2.5rem).
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as controls from '../../styles/controls.css';
import * as styles from './portfolio-carousel.css';
import { portfolioCarouselAttributes, portfolioCarouselMethods } from './schema';
import { PortfolioCarousel } from './portfolio-carousel';

export const XPortfolioCarousel = defineElement('x-portfolio-carousel', PortfolioCarousel, {
  attributes: portfolioCarouselAttributes,
  styles: cssOf(theme, controls, styles),
  methods: portfolioCarouselMethods,
});

/**
 * @tag x-carousel
 * @summary The carousel widget on Swiper: light-DOM slides, settings from one JSON data attribute as the site sends them, arrows and dots, effects (slide, fade, cube, coverflow, flip, cards, creative) loaded only when used, autoplay that starts in view and can run, pause and stop, items that open their links or a lightbox.
 *
 * @slot - The slides: each element child is one slide (its inline margins are 0: `item_spacing` spaces the slides). An item may carry `data-link` (and `data-target="_blank"` for a new tab); a link with a same-page hash scrolls smoothly instead. An item with `data-lightbox-type` ("image", or "video" with `data-lightbox-target="off"`), `data-src` and `data-caption` opens the lightbox.
 *
 * @csspart viewport - The box the slides move in (Swiper's container).
 * @csspart slide - The box of one slide.
 * @csspart arrow - Both arrows; also arrow-prev and arrow-next.
 * @csspart dots - The row of slide buttons.
 * @csspart dot - One slide button.
 * @csspart lightbox - The lightbox dialog.
 * @csspart lightbox-close - Its close button.
 * @csspart lightbox-image - The image it shows.
 * @csspart lightbox-video - The video frame it shows.
 * @csspart lightbox-caption - The caption under the image or video.
 *
 * @cssprop --x-accent - Dot colour.
 * @cssprop --x-control-size - Arrow size.
 * @cssprop --x-carousel-per-view - Slides shown before the element upgrades (the element sets it from the settings): 3, 2 below 981 px, 1 below 768 px.
 * @cssprop --x-carousel-gap - Space between slides before the element upgrades (the element sets it from the settings): 20px.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as styles from './carousel.css';
import { carouselAttributes, carouselMethods } from './schema';
import { Carousel } from './carousel';

export const XCarousel = defineElement('x-carousel', Carousel, {
  attributes: carouselAttributes,
  styles: cssOf(theme, styles),
  methods: carouselMethods,
});

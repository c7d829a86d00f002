/**
 * @tag x-carousel
 * @summary The carousel widget on Swiper: light-DOM slides, settings from one JSON data attribute as the site sends them, arrows and dots, effects (slide, fade, cube, coverflow, flip, cards, creative) loaded only when used, autoplay that starts in view and can run, pause and stop, items that open their links or a lightbox, expandable text, hash navigation, zoom and style settings.
 *
 * @slot - The slides: each element child is one slide (its inline margins are 0: `item_spacing` spaces the slides). An item may carry `data-link` (and `data-target="_blank"` for a new tab); a link with a same-page hash scrolls smoothly instead. An item with `data-lightbox-type` ("image", or "video" with `data-lightbox-target="off"`), `data-src` and `data-caption` opens the lightbox. `data-hash` names a slide for hash navigation. A block with `data-text-limit` (JSON: `status` "true", `limit`, `text_more`, `text_less`, `responsive`, `limit_tablet`, `limit_phone`) shows its first characters and a more/less button (style it with `[data-text-limit]::part(toggle)`, the shortened text with `::part(text)`, the block by its `data-state`: collapsed or expanded). An item with `data-style` takes the style settings for its own box. Arrows of the page's own outside the carousel, `.swiper-button-prev-{order}` and `.swiper-button-next-{order}`, drive the carousel with that `order`.
 *
 * @csspart viewport - The box the slides move in (Swiper's container).
 * @csspart slide - The box of one slide.
 * @csspart arrow - Both arrows; also arrow-prev and arrow-next. At an end (no loop) an arrow is said to be unavailable (`aria-disabled="true"`, dimmed) but not disabled, so a visitor's focus on it stays there (Tab skips it until there is more that way).
 * @csspart rotation - With autoplay on (and motion not reduced): the button that stops and starts it (`x-carousel-autoplay` says so), over the slides' bottom corner, first in the tab order. Autoplay also holds while the pointer (with `pause_onhover`) or focus is inside, and the slide focus lands on is brought into view.
 * @csspart dots - The row of slide buttons.
 * @csspart dot - One slide button.
 * @csspart lightbox - The lightbox dialog (rendered while open).
 * @csspart lightbox-close - Its close button.
 * @csspart lightbox-image - The image it shows.
 * @csspart lightbox-video - The video frame it shows.
 * @csspart lightbox-caption - The caption under the image or video.
 *
 * @cssprop --x-accent - Dot colour.
 * @cssprop --x-control-size - The lightbox's close button size.
 * @cssprop --x-carousel-icon-size - Arrow size (the style settings' icon_size sets it): 48px.
 * @cssprop --x-carousel-image-max-width - Widest an image in an item may be (the style settings' image_max_width sets it): 100%.
 * @cssprop --x-carousel-per-view - Slides shown before the element upgrades (the element sets it from the settings): 3, 2 below 981 px, 1 below 768 px.
 * @cssprop --x-carousel-gap - Space between slides before the element upgrades (the element sets it from the settings): 20px.
 */
import { cssOf, defineElement } from '../core';
import * as theme from '../../styles/theme.css';
import * as controls from '../../styles/controls.css';
import * as styles from './carousel.css';
import { carouselAttributes, carouselMethods } from './schema';
import { Carousel } from './carousel';

export const XCarousel = defineElement('x-carousel', Carousel, {
  attributes: carouselAttributes,
  styles: cssOf(theme, controls, styles),
  methods: carouselMethods,
});

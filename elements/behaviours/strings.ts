// The shared controls' texts: slides (x-slider, x-portfolio-carousel) and page numbers (pagination).
import { uiStrings } from '../core/page-settings';

export const slideStrings = uiStrings({
  previous: 'Previous',
  next: 'Next',
  carousel: 'carousel',
  slide: 'slide',
  slide_position: '{n} of {count}',
  go_to_slide: 'Go to slide {n}',
  start_slideshow: 'Start automatic slide show',
  stop_slideshow: 'Stop automatic slide show',
});

export const pagingStrings = uiStrings({
  prev: 'Prev',
  next: 'Next',
  page_position: 'Page {n} of {count}',
});

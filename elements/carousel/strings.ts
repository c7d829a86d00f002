// The carousel widget's labels, exactly as SPEC section 8 gives them, and its lightbox's.
import { uiStrings } from '../core/page-settings';

export const carouselUiStrings = uiStrings({
  carousel_previous: 'Previous slide',
  carousel_next: 'Next slide',
  carousel_first: 'This is the first slide',
  carousel_last: 'This is the last slide',
  carousel_go_to: 'Go to slide {{index}}',
  lightbox_close: 'Close',
});

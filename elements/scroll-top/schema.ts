import { attr } from '../core/attrs';
import { event } from '../core/events';

export const scrollTopAttributes = {
  offset: attr.number('How far the page is scrolled, in pixels, before the button shows.', 800, { min: 0, int: true, unit: 'px' }),
  label: attr.string('The button\'s accessible name.', 'Back to top'),
};

export const scrollTopEvents = {
  'x-scroll-top-change': event<{ visible: boolean }>('The button showed (the page scrolled past the offset) or hid again.'),
};

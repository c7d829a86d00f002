import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const fullscreenSectionAttributes = {
  'scroll-down': attr.boolean('Show a button at the bottom that scrolls to what follows the section (smooth, below a fixed header and the admin bar).'),
  label: attr.string('The scroll-down button\'s accessible name.', 'Scroll down'),
};

export const fullscreenSectionEvents = {
  'x-fullscreen-section-scroll': event<{ target: Element | null }>('The scroll-down button was pressed: the page scrolls to `target` (what follows the section; null at the end of the page: the section\'s end).'),
};

export const fullscreenSectionMethods = {
  scrollToNext: method<() => Promise<void>>('Scroll to what follows the section, as the button does; resolves when the scroll is over.'),
};

import { attr } from '../core/attrs';
import { event } from '../core/events';

export const fullscreenMenuAttributes = {
  label: attr.string('The button\'s text and the menu\'s accessible name.', 'Menu'),
  'close-label': attr.string('The close button\'s accessible name.', 'Close the menu'),
};

export const fullscreenMenuEvents = {
  'x-fullscreen-menu-open': event<{ reason: 'button' }>('The menu opened from its button.'),
  'x-fullscreen-menu-close': event<{ reason: 'button' | 'backdrop' | 'link' | 'swipe' | 'hidden' | 'escape' }>('The menu closed: its close button, the backdrop, a followed link, a swipe, the tab hidden, or Escape.'),
};

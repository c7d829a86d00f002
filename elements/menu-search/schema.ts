import { attr } from '../core/attrs';
import { event } from '../core/events';

export const menuSearchAttributes = {
  swap: attr.selector('The menu it swaps with (a CSS selector): hidden (its room kept) while the search shows. None by default.', ''),
  label: attr.string('The search button\'s accessible name.', 'Search'),
  'close-label': attr.string('The close button\'s accessible name.', 'Close the search'),
};

export const menuSearchEvents = {
  'x-menu-search-open': event<{ open: true }>('The search opened (its 1000 ms animating phase begins).'),
  'x-menu-search-close': event<{ open: false; reason: 'button' | 'blur' | 'escape' }>('The search closed: its close button, focus leaving it, or Escape.'),
};

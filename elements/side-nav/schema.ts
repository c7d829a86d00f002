import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const sideNavAttributes = {
  sections: attr.selector('The page\'s sections, one dot each (in document order).', 'main > section, .et_pb_section'),
  label: attr.string('The navigation\'s accessible name.', 'Sections'),
};

export const sideNavEvents = {
  'x-side-nav-change': event<{ index: number }>('The section in the middle of the viewport changed; its dot is now current.'),
};

export const sideNavMethods = {
  refresh: method<() => void>('Find the sections again (after the page added or removed some).'),
};

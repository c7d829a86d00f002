import { attr, type AttrSpec } from '../core/attrs';
import { event, method } from '../core/events';

/** A selector the page gives: it must be one the browser accepts. */
const selector = (description: string, def: string): AttrSpec<string> => ({
  type: 'string', default: def, description, expected: 'a CSS selector, e.g. "main > section"',
  parse: (raw) => {
    try {
      document.createDocumentFragment().querySelector(raw);
      return raw.trim() || undefined;
    } catch {
      return undefined;
    }
  },
});

export const sideNavAttributes = {
  sections: selector('The page\'s sections, one dot each (in document order).', 'main > section, .et_pb_section'),
  label: attr.string('The navigation\'s accessible name.', 'Sections'),
};

export const sideNavEvents = {
  'x-side-nav-change': event<{ index: number }>('The section in the middle of the viewport changed; its dot is now current.'),
};

export const sideNavMethods = {
  refresh: method<() => void>('Find the sections again (after the page added or removed some).'),
};

import { attr, type AttrSpec } from '../core/attrs';
import { event } from '../core/events';

const selector: AttrSpec<string> = {
  type: 'string', default: 'x-menu', expected: 'a CSS selector, e.g. "#main-menu"',
  description: 'The main menu it is built from (a CSS selector; its first list is copied): the first `<x-menu>` by default.',
  parse: (raw) => {
    try {
      document.createDocumentFragment().querySelector(raw);
      return raw.trim() || undefined;
    } catch {
      return undefined;
    }
  },
};

export const mobileMenuAttributes = {
  menu: selector,
  label: attr.string('The menu bar\'s text (its button).', 'Menu'),
};

export const mobileMenuEvents = {
  'x-mobile-menu-open': event<{ open: true }>('The menu opened (any other open mobile menu closed).'),
  'x-mobile-menu-close': event<{ open: false }>('The menu closed.'),
};

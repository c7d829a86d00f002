import { attr } from '../core/attrs';
import { event } from '../core/events';

export const mobileMenuAttributes = {
  menu: attr.selector('The main menu it is built from (a CSS selector; its first list is copied): the first `<x-menu>` by default.', 'x-menu'),
  label: attr.string('The menu bar\'s text (its button).', 'Menu'),
};

export const mobileMenuEvents = {
  'x-mobile-menu-open': event<{ open: true }>('The menu opened (any other open mobile menu closed).'),
  'x-mobile-menu-close': event<{ open: false }>('The menu closed.'),
};

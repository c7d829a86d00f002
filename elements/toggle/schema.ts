import { attr } from '../core/attrs';
import { event, method } from '../core/events';
import { toggleOpenAttribute } from '../behaviours/accordion-rule';

export const toggleAttributes = {
  open: toggleOpenAttribute,
  'heading-level': attr.number('The heading level (1 to 6) of the title, for the document outline.', 3, { min: 1, max: 6, int: true }),
};

export const toggleEvents = {
  'x-toggle-request': event<{ open: boolean }>('Cancelable, before opening or closing; x-accordion cancels it to keep its rules.', { cancelable: true }),
  'x-toggle-open': event<{ open: true }>('The toggle opened.'),
  'x-toggle-close': event<{ open: false }>('The toggle closed.'),
};

export const toggleMethods = {
  show: method<() => boolean>('Open (returns false when refused).'),
  hide: method<() => boolean>('Close (returns false when refused).'),
  toggle: method<() => boolean>('Open or close (returns false when refused).'),
};

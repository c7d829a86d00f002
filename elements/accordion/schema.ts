import { attr } from '../core/attrs';
import { event } from '../core/events';

export const accordionAttributes = {
  open: attr.number('The toggle open at first, counted from 0; -1 keeps the authors\' own `open` attributes.', -1, { min: -1, int: true }),
};

export const accordionEvents = {
  'x-accordion-change': event<{ index: number }>('Another toggle opened.'),
};

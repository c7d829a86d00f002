import { accordionOpenAttribute } from '../behaviours/accordion-rule';
import { event } from '../core/events';

export const accordionAttributes = {
  open: accordionOpenAttribute,
};

export const accordionEvents = {
  'x-accordion-change': event<{ index: number }>('Another toggle opened.'),
};

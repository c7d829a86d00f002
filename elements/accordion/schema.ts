import { accordionOpenAttribute } from '../toggle/define';
import { event } from '../core/events';

export const accordionAttributes = {
  open: accordionOpenAttribute,
};

export const accordionEvents = {
  'x-accordion-change': event<{ index: number }>('Another toggle opened.'),
};

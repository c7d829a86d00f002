import { attr } from '../core/attrs';
import { event } from '../core/events';

export const ratingAttributes = {
  label: attr.string('The stars\' accessible name; the select\'s own label when empty.', ''),
};

export const ratingEvents = {
  'x-rating-change': event<{ value: string }>('A star was chosen (the select took its value, and the form sends it).'),
};

import { attr } from '../core/attrs';

export const accordionAttributes = {
  open: attr.number('The toggle open at first, counted from 0; -1 keeps the authors\' own `open` attributes.', -1, { min: -1, int: true }),
};

import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const cartCountAttributes = {
  count: attr.number('The number of items in the cart: as the page was printed, then as shown (it follows the shop and setCount()).', 0, { int: true, min: 0 }),
  singular: attr.string('The label for one item; `%d` is the count.', '%d Item'),
  plural: attr.string('The label for any other count; `%d` is the count.', '%d Items'),
};

export const cartCountEvents = {
  'x-cart-count-change': event<{ count: number }>('The count changed (the shop emptied or redrew the cart, a method, the attribute).'),
};

export const cartCountMethods = {
  setCount: method<(count: number) => void>('Shows a new count (a whole number from 0; anything else is refused with a warning). The `count` attribute follows.'),
};

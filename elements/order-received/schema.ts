import { attr } from '../core/attrs';
import { event } from '../core/events';

export const orderReceivedAttributes = {
  track: attr.boolean('Record the split test conversion the shop log names (a product goal\'s add-to-cart began this order).', true),
};

export const orderReceivedEvents = {
  'x-order-received-conversion': event<{ test: number; subject: number }>('The order completed a split test\'s product goal: `con_goal` was sent for its subject (once per visitor), and the shop log removed.'),
};

import { attr } from '../core/attrs';
import { event, method } from '../core/events';

export const tabsAttributes = {
  index: attr.number('The open tab, counted from 0; values beyond either end wrap. A hash naming this element\'s id (`#id|2`) or a tab anchor overrides it on load.', 0, { int: true }),
  hash: attr.boolean('Write the open tab index to the address hash as `id|index` (needs an id).', true),
  label: attr.string('Accessible name of the tab list.', ''),
};

export const tabsEvents = {
  'x-tabs-change': event<{ index: number; previous: number }>('The open tab changed.'),
};

export const tabsMethods = {
  show: method<(index: number) => void>('Open a tab; the index wraps.'),
};

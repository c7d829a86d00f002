import { event } from '../core/events';

export const menuAttributes = {};

export const menuEvents = {
  'x-menu-open': event<{ item: HTMLElement }>('A submenu opened (by pointer, a first tap or focus): `item` is its `<li>`.'),
  'x-menu-close': event<{ item: HTMLElement }>('A submenu closed.'),
};

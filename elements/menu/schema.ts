import { attr } from '../core/attrs';
import { event } from '../core/events';

export const menuAttributes = {
  split: attr.boolean('A split header\'s menu: the logo (whatever `<x-menu>` holds beside its `<nav>`) goes into the middle of the top-level items, in a `li[data-x-logo]` after the first half (3 of 5), so reading and Tab order match what is seen. `<x-menu>` is then the flex row (`--x-menu-gap`, 1.5rem); the same layout is drawn before upgrade, so nothing moves.'),
};

export const menuEvents = {
  'x-menu-open': event<{ item: HTMLElement }>('A submenu opened (by pointer, a first tap or focus): `item` is its `<li>`.'),
  'x-menu-close': event<{ item: HTMLElement }>('A submenu closed.'),
};

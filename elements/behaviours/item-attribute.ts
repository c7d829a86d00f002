/**
 * An attribute the element keeps on its light-DOM items (`hidden` for the
 * items off the current page, `inert` for those out of a carousel's view):
 * set or removed after every render, and taken off them all when the items
 * change or the element goes, so the page's markup is left as it was.
 */
import { useLayoutEffect } from 'react';

export function useItemAttribute(items: readonly HTMLElement[], name: string, on: (el: HTMLElement, index: number) => boolean): void {
  useLayoutEffect(() => {
    items.forEach((el, i) => el.toggleAttribute(name, on(el, i)));
  });
  useLayoutEffect(() => () => items.forEach((el) => el.removeAttribute(name)), [items, name]);
}

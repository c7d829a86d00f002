/**
 * What the carousel's items do (SPEC section 2): an item with `data-link`
 * opens it (a new tab for `data-target="_blank"`), and a link to a hash on
 * this page scrolls there smoothly instead; an item with
 * `data-lightbox-type` opens the lightbox. By click, and by Enter (and
 * Space for a lightbox button) when focused: a linked item with no link
 * inside is made a focusable link, a lightbox item with no link or button of
 * its own a focusable button. Only same-site paths and http(s) addresses
 * are followed.
 */
import { useLayoutEffect } from 'react';
import { useEvent } from '../core';
import { scrollToAnchor } from '../behaviours/smooth-scroll';
import { safeUrl } from './lightbox';

function follow(item: HTMLElement): boolean {
  const url = safeUrl(item.dataset.link);
  if (!url) return false;
  const samePage = url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
  if (url.hash && samePage && scrollToAnchor(decodeURIComponent(url.hash.slice(1)))) return true;
  if (item.dataset.target === '_blank') window.open(url.href, '_blank', 'noopener');
  else location.assign(url.href);
  return true;
}

/** Wires the items' links and lightbox openers; `open` shows an item in the lightbox and says whether it did. */
export function useItemActions(host: HTMLElement, slides: HTMLElement[], open: (item: HTMLElement) => boolean): void {
  const inSlides = (el: Element | null) => !!el && slides.some((s) => s === el || s.contains(el));
  const closest = (target: EventTarget | null, selector: string) => {
    const el = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
    return el && inSlides(el) ? el : null;
  };
  useEvent(host, 'click', (e) => {
    const lightboxItem = closest(e.target, '[data-lightbox-type]');
    if (lightboxItem && open(lightboxItem)) {
      e.preventDefault();
      return;
    }
    const interactive = (e.target as Element).closest?.('a[href], button, input, select, textarea, label');
    const item = closest(e.target, '[data-link]');
    if (!item || (interactive && item.contains(interactive))) return;
    if (follow(item)) e.preventDefault();
  });
  useEvent(host, 'keydown', (e) => {
    const ke = e as KeyboardEvent;
    if (ke.altKey || ke.ctrlKey || ke.metaKey) return;
    const target = ke.target as HTMLElement;
    if ((ke.key === 'Enter' || ke.key === ' ') && target === closest(target, '[data-lightbox-type]') && !target.matches('a[href], button')) {
      if (open(target)) ke.preventDefault();
    } else if (ke.key === 'Enter' && target === closest(target, '[data-link]')) {
      if (follow(target)) ke.preventDefault();
    }
  });
  useLayoutEffect(() => {
    for (const slide of slides) {
      // A linked item without a link inside is reached by keyboard.
      for (const item of [slide, ...slide.querySelectorAll<HTMLElement>('[data-link]')]) {
        if (item.dataset.link === undefined || item.querySelector('a[href]')) continue;
        if (!item.hasAttribute('tabindex')) item.tabIndex = 0;
        if (!item.hasAttribute('role')) item.setAttribute('role', 'link');
      }
      // An item that opens the lightbox, with no link or button of its own, is a button.
      for (const item of [slide, ...slide.querySelectorAll<HTMLElement>('[data-lightbox-type]')]) {
        if (item.dataset.lightboxType === undefined || item.matches('a[href], button') || item.querySelector('a[href], button')) continue;
        if (!item.hasAttribute('tabindex')) item.tabIndex = 0;
        if (!item.hasAttribute('role')) item.setAttribute('role', 'button');
      }
    }
  }, [slides]);
}

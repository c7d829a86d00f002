/**
 * The site's own arrows (SPEC section 3, A3): a page made for the upstream
 * widget places its arrows outside the carousel, each named by the
 * carousel's `order` (`.swiper-button-prev-{order}`,
 * `.swiper-button-next-{order}`), so several carousels on one page each
 * drive only their own. The element's own arrows and dots live in its
 * shadow root and are its own by construction; these are the page's, found
 * once Swiper is up. A control that is not a button or link becomes one for
 * keyboard and assistive technology, with the label of SPEC section 8 when
 * it has no text, and says when there is nothing more that way.
 */
import type Swiper from 'swiper';
import type { CarouselStrings } from './options';

const ACTIVATE = new Set(['Enter', ' ']);

export function bindOrderedArrows(order: string, swiper: Swiper, strings: CarouselStrings): () => void {
  if (!order.trim()) return () => {};
  const name = CSS.escape(order.trim());
  const sides = [
    { els: [...document.querySelectorAll<HTMLElement>(`.swiper-button-prev-${name}`)], go: () => swiper.slidePrev(), label: strings.prevSlideMessage, end: () => swiper.isBeginning },
    { els: [...document.querySelectorAll<HTMLElement>(`.swiper-button-next-${name}`)], go: () => swiper.slideNext(), label: strings.nextSlideMessage, end: () => swiper.isEnd },
  ];
  const undo: (() => void)[] = [];
  for (const side of sides) {
    for (const el of side.els) {
      const native = el.matches('button, a[href]');
      const click = (e: Event) => {
        e.preventDefault();
        side.go();
      };
      const key = (e: KeyboardEvent) => {
        if (!ACTIVATE.has(e.key)) return;
        e.preventDefault();
        side.go();
      };
      el.addEventListener('click', click);
      if (!native) {
        el.addEventListener('keydown', key);
        if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
        if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
      }
      if (!el.textContent?.trim() && !el.hasAttribute('aria-label')) el.setAttribute('aria-label', side.label);
      undo.push(() => {
        el.removeEventListener('click', click);
        el.removeEventListener('keydown', key);
      });
    }
  }
  const sync = () => {
    for (const side of sides) for (const el of side.els) el.setAttribute('aria-disabled', String(!swiper.params.loop && side.end()));
  };
  sync();
  swiper.on('slideChange', sync);
  swiper.on('snapGridLengthChange', sync);
  return () => {
    undo.forEach((u) => u());
    if (!swiper.destroyed) {
      swiper.off('slideChange', sync);
      swiper.off('snapGridLengthChange', sync);
    }
  };
}

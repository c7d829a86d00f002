/**
 * From the carousel's settings to Swiper's options (the mapping is ours: the
 * spec names the switches, SPEC section 9 the numbers). Pure, so the unit
 * tests read it without a browser; the element adds the elements it renders
 * (arrows, dots) and the modules the options need.
 */
import type { SwiperOptions } from 'swiper/types';
import { carouselUiStrings } from './strings';
import { CAROUSEL, CAROUSEL_BREAKPOINTS, layoutFor, type CarouselSettings, type Effect } from './settings';

export interface CarouselStrings {
  prevSlideMessage: string;
  nextSlideMessage: string;
  firstSlideMessage: string;
  lastSlideMessage: string;
  paginationBulletMessage: string;
}

/** The five labels of SPEC section 8 (page settings strings `carousel_*`, defaults in ./strings.ts) under Swiper's names. */
export function carouselStrings(ui: Omit<typeof carouselUiStrings.defaults, 'lightbox_close'>): CarouselStrings {
  return {
    prevSlideMessage: ui.carousel_previous, nextSlideMessage: ui.carousel_next, firstSlideMessage: ui.carousel_first,
    lastSlideMessage: ui.carousel_last, paginationBulletMessage: ui.carousel_go_to,
  };
}

export const CAROUSEL_STRINGS: CarouselStrings = carouselStrings(carouselUiStrings.defaults);

/** Which optional Swiper modules a carousel's settings need (only those are loaded). */
export type ModuleName = 'navigation' | 'autoplay' | 'mousewheel' | 'freeMode' | 'grid' | 'a11y' | 'zoom' | Exclude<Effect, 'slide'>;

export function modulesFor(s: CarouselSettings): ModuleName[] {
  const out: ModuleName[] = ['a11y'];
  if (s.arrow) out.push('navigation');
  if (s.autoplay) out.push('autoplay');
  if (s.autoplay && s.scroller_effect) out.push('freeMode');
  if (s.mousewheel) out.push('mousewheel');
  if ([s.slide_row, s.slide_row_tablet, s.slide_row_phone].some((r) => (r ?? 1) > 1)) out.push('grid');
  if (s.zoom) out.push('zoom');
  if (s.slider_effec !== 'slide') out.push(s.slider_effec);
  return out;
}

/** Effects that show one slide at a time (Swiper lays them out so). */
const SINGLE = new Set<Effect>(['fade', 'cube', 'flip', 'cards', 'creative']);

export function swiperOptions(s: CarouselSettings, strings: CarouselStrings = CAROUSEL_STRINGS, reducedMotion = false): SwiperOptions {
  const effect = s.slider_effec;
  const single = SINGLE.has(effect);
  const layout = (device: 'desktop' | 'tablet' | 'phone'): SwiperOptions => {
    const l = layoutFor(s, device);
    const perView = single ? 1 : l.perView;
    return {
      slidesPerView: perView,
      // A group move goes by as many slides as are shown (SPEC section 4, "move by a group").
      slidesPerGroup: s.multislide && typeof perView === 'number' ? perView : 1,
      spaceBetween: l.spacing,
      ...(l.rows > 1 && !single ? { grid: { rows: l.rows, fill: 'row' as const } } : {}),
    };
  };
  const scroller = s.autoplay && s.scroller_effect;
  const options: SwiperOptions = {
    ...layout('phone'),
    breakpoints: { [CAROUSEL_BREAKPOINTS.tablet]: layout('tablet'), [CAROUSEL_BREAKPOINTS.desktop]: layout('desktop') },
    speed: reducedMotion ? 0 : scroller ? s.scroller_speed : s.speed,
    loop: s.loop || scroller,
    centeredSlides: s.center_mode,
    effect,
    threshold: CAROUSEL.threshold,
    // Swipes start on the slides' content, which is slotted light DOM: the
    // wrapper (Swiper's default target) does not contain it, the container
    // listens for the whole box.
    touchEventsTarget: 'container',
    simulateTouch: s.simulatetouch,
    allowTouchMove: s.allowtouchmove,
    // The element handles the arrow keys while focus is inside it: Swiper's
    // keyboard module listens page-wide, so every carousel in view (and the
    // tabs the visitor is using) would move at once.
    keyboard: false,
    mousewheel: s.mousewheel ? { invert: true } : false,
    // Images carry loading="lazy"; Swiper preloads this many neighbours.
    lazyPreloadPrevNext: s.lazyload ? s.lazybefore : 0,
    a11y: { enabled: true, ...strings, slideRole: 'group' },
    // Autoplay is started by the element (in view, after 1 s), never by Swiper at init.
    autoplay: s.autoplay && !reducedMotion
      ? { delay: scroller ? 1 : s.autoSpeed, pauseOnMouseEnter: s.pause_onhover, disableOnInteraction: false }
      : false,
    ...(scroller ? { freeMode: { enabled: true, momentum: false } } : {}),
    // Zoom toggles between 1 and 3 (SPEC sections 4, 9), by double tap or click, pinch, or the element's keys and methods.
    ...(s.zoom ? { zoom: { maxRatio: CAROUSEL.zoomMax, minRatio: CAROUSEL.zoomMin, toggle: true } } : {}),
  };
  if (effect === 'cube') options.cubeEffect = { shadow: s.cfshadow, slideShadows: s.cfshadow, shadowOffset: CAROUSEL.cubeShadowOffset, shadowScale: CAROUSEL.cubeShadowScale };
  if (effect === 'coverflow') options.coverflowEffect = { ...CAROUSEL.coverflow, rotate: s.cover_rotate, slideShadows: s.cfshadow };
  if (effect === 'fade') options.fadeEffect = { crossFade: true };
  if (effect === 'flip') options.flipEffect = { slideShadows: s.cfshadow };
  if (effect === 'cards') options.cardsEffect = { slideShadows: s.cfshadow };
  if (effect === 'creative') options.creativeEffect = { prev: { translate: ['-120%', 0, -500] }, next: { translate: ['120%', 0, -500] } };
  return options;
}

// The carousel's settings JSON (SPEC section 3) and its mapping onto Swiper
// (numbers of SPEC section 9): checklist A1 to A7, A20 to A25, A29.
import { describe, expect, it } from 'vitest';
import { CAROUSEL, carouselDevice, layoutFor, parseCarouselSettings } from './settings';
import { CAROUSEL_STRINGS, modulesFor, swiperOptions } from './options';

const parse = (o: unknown) => parseCarouselSettings(JSON.stringify(o));

describe('carousel settings', () => {
  it('A1: reads every field as the site spells it, with its defaults when absent', () => {
    const { settings, problems } = parse({
      speed: 800, desktop: 4, tablet: 3, mobile: 1, arrow: 'on', dots: 'off', autoplay: true, autoSpeed: '2500', loop: 'true',
      item_spacing: '30px', item_spacing_tablet: '20', item_spacing_phone: 10, center_mode: 1, slider_effec: 'coverflow',
      pause_onhover: 'on', multislide: 'off', cfshadow: 'on', order: 3, lazyload: 'on', lazybefore: '2', scroller_effect: 'off',
      scroller_speed: 4000, autowidth: 'off', cover_rotate: '45', slide_row: 2, slide_row_tablet: '1', slide_row_phone: 1,
      hashNavigation: 'on', keyboard: 'on', mousewheel: 'on', simulatetouch: 'off', allowtouchmove: 'on', autoplay_viewport: 'on',
    });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      speed: 800, desktop: 4, tablet: 3, mobile: 1, arrow: true, dots: false, autoplay: true, autoSpeed: 2500, loop: true,
      item_spacing: 30, item_spacing_tablet: 20, item_spacing_phone: 10, center_mode: true, slider_effec: 'coverflow',
      pause_onhover: true, multislide: false, cfshadow: true, order: '3', lazyload: true, lazybefore: 2, cover_rotate: 45,
      slide_row: 2, slide_row_tablet: 1, hashNavigation: true, keyboard: true, mousewheel: true, simulatetouch: false,
      allowtouchmove: true, autoplay_viewport: true,
    });
    const defaults = parseCarouselSettings(null).settings;
    expect([defaults.autoSpeed, defaults.desktop, defaults.tablet, defaults.mobile, defaults.slider_effec]).toEqual([3000, 3, 2, 1, 'slide']);
  });

  it('A2: slider_effec 1 means slide, otherwise the effect name', () => {
    expect(parse({ slider_effec: 1 }).settings.slider_effec).toBe('slide');
    expect(parse({ slider_effec: '1' }).settings.slider_effec).toBe('slide');
    for (const e of ['fade', 'cube', 'coverflow', 'flip', 'cards', 'creative']) expect(parse({ slider_effec: e }).settings.slider_effec).toBe(e);
    const bad = parse({ slider_effec: 'wobble' });
    expect(bad.settings.slider_effec).toBe('slide');
    expect(bad.problems).toEqual(['"slider_effec" is "wobble", expected 1 (slide) or one of "slide", "fade", "cube", "coverflow", "flip", "cards", "creative"']);
  });

  it('A5, A6: spacing loses non-numeric characters; a rotation that is not a number is 0', () => {
    expect(parse({ item_spacing: '24px' }).settings.item_spacing).toBe(24);
    expect(parse({ item_spacing: ' 1.5em ' }).settings.item_spacing).toBe(1.5);
    expect(parse({ cover_rotate: 'abc' }).settings.cover_rotate).toBe(0);
    expect(parse({ cover_rotate: null }).settings.cover_rotate).toBe(0);
    expect(parse({}).settings.cover_rotate).toBe(50);
  });

  it('names each bad field once and keeps the rest; bad JSON gives the defaults with one problem', () => {
    const { settings, problems } = parse({ desktop: 0, mobile: 'two', speed: -5, loop: 'maybe', tablet: 2 });
    expect(settings.tablet).toBe(2);
    expect(settings.desktop).toBe(3);
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['"speed"', '"desktop"', '"mobile"', '"loop"']);
    expect(parseCarouselSettings('{"desktop": 2').problems).toEqual(['"(the settings)" is "{\\"desktop\\": 2", expected a JSON object']);
    expect(parseCarouselSettings('[1]').problems).toHaveLength(1);
    // Own fields only: nothing comes from the prototype.
    expect(parseCarouselSettings('{"__proto__": {"loop": true}}').settings.loop).toBe(false);
  });

  it('A4: per-device values at 981 and 768 px, a missing tablet or phone value falling back', () => {
    expect([carouselDevice(1200), carouselDevice(981), carouselDevice(980), carouselDevice(768), carouselDevice(767)])
      .toEqual(['desktop', 'desktop', 'tablet', 'tablet', 'phone']);
    const s = parse({ desktop: 4, tablet: 2, mobile: 1, item_spacing: 30, item_spacing_tablet: 15, slide_row: 2 }).settings;
    expect(layoutFor(s, 'desktop')).toEqual({ perView: 4, spacing: 30, rows: 2 });
    expect(layoutFor(s, 'tablet')).toEqual({ perView: 2, spacing: 15, rows: 2 });
    expect(layoutFor(s, 'phone')).toEqual({ perView: 1, spacing: 15, rows: 2 });
  });
});

describe('carousel options for Swiper', () => {
  it('A7, A23, A25: switches, breakpoints, threshold 15, inverted wheel, autoplay delay 3000 by default', () => {
    const s = parse({ desktop: 4, tablet: 2, mobile: 1, multislide: 'on', loop: 'on', center_mode: 'on', mousewheel: 'on', autoplay: 'on', pause_onhover: 'on', simulatetouch: 'off', allowtouchmove: 'off', speed: 600 }).settings;
    const o = swiperOptions(s);
    expect(o).toMatchObject({ slidesPerView: 1, slidesPerGroup: 1, loop: true, centeredSlides: true, threshold: 15, speed: 600, simulateTouch: false, allowTouchMove: false });
    expect(o.breakpoints).toMatchObject({ 768: { slidesPerView: 2, slidesPerGroup: 2 }, 981: { slidesPerView: 4, slidesPerGroup: 4, spaceBetween: 20 } });
    expect(o.mousewheel).toEqual({ invert: true });
    expect(o.autoplay).toEqual({ delay: CAROUSEL.autoplayDelay, pauseOnMouseEnter: true, disableOnInteraction: false });
    expect(o.keyboard).toBe(false); // the element handles the keys, scoped to itself
  });

  it('A20, A21: cube shadow offset 20 and scale 0.94; coverflow 50/100/0/1 with cover_rotate', () => {
    const cube = swiperOptions(parse({ slider_effec: 'cube', cfshadow: 'on' }).settings);
    expect(cube.cubeEffect).toEqual({ shadow: true, slideShadows: true, shadowOffset: 20, shadowScale: 0.94 });
    expect(cube.slidesPerView).toBe(1);
    const flow = swiperOptions(parse({ slider_effec: 'coverflow' }).settings);
    expect(flow.coverflowEffect).toEqual({ rotate: 50, depth: 100, stretch: 0, modifier: 1, slideShadows: false });
    expect(swiperOptions(parse({ slider_effec: 'coverflow', cover_rotate: 30 }).settings).coverflowEffect?.rotate).toBe(30);
  });

  it('A29: the scroller effect runs free mode with the autoplay delay forced to 1 at the scroller speed', () => {
    const o = swiperOptions(parse({ autoplay: 'on', scroller_effect: 'on', scroller_speed: 7000, autoSpeed: 2000 }).settings);
    expect(o.autoplay).toMatchObject({ delay: 1 });
    expect(o.speed).toBe(7000);
    expect(o.freeMode).toEqual({ enabled: true, momentum: false });
    expect(o.loop).toBe(true);
  });

  it('A33: the five labels of SPEC section 8; reduced motion stops autoplay and transitions', () => {
    expect(swiperOptions(parse({}).settings).a11y).toMatchObject({
      prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide', firstSlideMessage: 'This is the first slide',
      lastSlideMessage: 'This is the last slide', paginationBulletMessage: 'Go to slide {{index}}',
    });
    const calm = swiperOptions(parse({ autoplay: 'on' }).settings, CAROUSEL_STRINGS, true);
    expect([calm.autoplay, calm.speed]).toEqual([false, 0]);
  });

  it('loads only the modules the settings use', () => {
    expect(modulesFor(parse({ arrow: 'off', dots: 'off', keyboard: 'off' }).settings)).toEqual(['a11y']);
    expect(modulesFor(parse({ slider_effec: 'cube', autoplay: 'on', scroller_effect: 'on', slide_row_phone: 2, mousewheel: 'on' }).settings))
      .toEqual(['a11y', 'navigation', 'autoplay', 'freeMode', 'mousewheel', 'grid', 'cube']);
  });

  it('A24: zoom (our switch) loads the zoom module and toggles between 1 and 3', () => {
    const on = parse({ zoom: 'on', arrow: 'off' }).settings;
    expect(modulesFor(on)).toEqual(['a11y', 'zoom']);
    expect(swiperOptions(on).zoom).toEqual({ maxRatio: 3, minRatio: 1, toggle: true });
    expect(swiperOptions(parse({}).settings).zoom).toBe(undefined);
  });
});

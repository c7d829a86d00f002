import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type Swiper from 'swiper';
import { adoptStyles, emit, useElementApi, useEvent, useLightChildren, type ElementProps } from '../core';
import { useDevice, useReducedMotion } from '../behaviours/devices';
import { observeInView } from '../behaviours/in-view';
import { inSlices } from '../core/mount-queue';
import { inlineStep, setCarouselSemantics } from '../behaviours/slides';
import { CAROUSEL, layoutFor, parseCarouselSettings } from './settings';
import { carouselStrings, modulesFor, swiperOptions } from './options';
import { lightboxFor, type LightboxContent } from './lightbox';
import { useItemActions } from './items';
import { useHashNavigation } from './hash-nav';
import { warnOnce } from '../core/warn';
import { carouselEvents, carouselMethods, type carouselAttributes } from './schema';
import { carouselUiStrings } from './strings';
import { slideStrings } from '../behaviours/strings';
import * as css from './carousel.css';

const TAG = 'x-carousel';
const LightboxView = lazy(() => import('./lightbox-view'));
const TextBlocks = lazy(() => import('./text-blocks'));
const isSlide = (el: HTMLElement) => !['template', 'script', 'style'].includes(el.localName);


type AutoplayState = 'running' | 'paused' | 'stopped';

export function Carousel({ host, attrs }: ElementProps<typeof carouselAttributes>) {
  const slides = useLightChildren(host, isSlide);
  const json = attrs['data-settings'];
  const { settings, problems } = useMemo(() => parseCarouselSettings(json || null), [json]);
  const device = useDevice();
  const reducedMotion = useReducedMotion();
  const ui = carouselUiStrings();
  const strings = useMemo(() => carouselStrings(ui), [ui]);
  const swiperEl = useRef<HTMLDivElement>(null);
  const prevEl = useRef<HTMLButtonElement>(null);
  const nextEl = useRef<HTMLButtonElement>(null);
  const [dots, setDots] = useState({ count: 0, current: 0 });
  const [said, say] = useState('');
  // The lightbox (its own chunk, fetched on the first open).
  const [lightbox, setLightbox] = useState<LightboxContent | null>(null);
  const swiper = useRef<Swiper | null>(null);
  const autoplay = useRef<AutoplayState>('stopped');
  const wanted = useRef<AutoplayState | null>(null); // set by play/pause/stop before Swiper has arrived
  // What the rotation control shows: autoplay running (a hold under the pointer or focus still counts as running).
  const [rotating, setRotating] = useState(false);
  const slideTexts = slideStrings();

  // Limited text blocks (data-text-limit): their own chunk, fetched only when a slide has one.
  const hasTextLimits = useMemo(() => slides.some((s) => s.matches('[data-text-limit]') || s.querySelector('[data-text-limit]')), [slides]);

  useEffect(() => {
    if (problems.length) warnOnce(`${host.id}\u0000${json}`, `<${TAG}> attribute "data-settings": ${problems.join('; ')}. Using the default for each.`);
  }, [problems, json, host]);

  // Style settings (data-style on the carousel or an item): their own chunk, fetched only when used.
  const styleJson = attrs['data-style'];
  const styled = useMemo(() => [host, ...slides.flatMap((s) => [s, ...s.querySelectorAll<HTMLElement>('[data-style]')])]
    .filter((el) => el.hasAttribute('data-style')), [host, slides, styleJson]); // eslint-disable-line react-hooks/exhaustive-deps -- styleJson: the host's attribute came or went
  useEffect(() => {
    if (!styled.length) return;
    const undo: (() => void)[] = [];
    let cancelled = false;
    void import('./style-settings').then(({ parseStyleSettings, applyStyle }) => {
      if (cancelled) return;
      for (const el of styled) {
        const text = el.getAttribute('data-style');
        const { style, problems: bad } = parseStyleSettings(text);
        const where = el === host ? '' : ` on a <${el.localName}>`;
        if (bad.length) warnOnce(`style\u0000${text}`, `<${TAG}> attribute "data-style"${where}: ${bad.join('; ')}. Leaving each out.`);
        undo.push(applyStyle(el, style, device, el === host));
      }
    });
    return () => {
      cancelled = true;
      undo.forEach((u) => u());
    };
  }, [styled, device, host]);

  // Each light-DOM item goes into its own slide box (slot="slide-N"), which Swiper moves.
  useLayoutEffect(() => {
    slides.forEach((slide, i) => (slide.slot = `slide-${i}`));
  }, [slides]);

  // The layout Swiper will measure, in CSS before it arrives (no shift).
  const layout = layoutFor(settings, device);
  useLayoutEffect(() => {
    host.style.setProperty('--x-carousel-per-view', String(layout.perView === 'auto' ? 1 : layout.perView));
    host.style.setProperty('--x-carousel-gap', `${layout.spacing}px`);
    setCarouselSemantics(host, attrs.label, slideStrings().carousel);
  }, [host, layout.perView, layout.spacing, attrs.label]);

  // The autoplay state is the page's and the visitor's (run, pause, stop);
  // Swiper's own short pauses (during each transition, under the pointer)
  // leave it as it is.
  const setAutoplay = (state: AutoplayState) => {
    const s = swiper.current;
    if (!s?.autoplay || !s.params.autoplay) {
      wanted.current = state;
      return;
    }
    const a = s.autoplay;
    if (state === 'running') {
      if (!a.running) {
        a.running = true;
        // From a pause, where it was (the time left Swiper's pause kept); else a whole delay.
        if (autoplay.current === 'paused') a.resume();
        else {
          a.paused = false;
          a.start();
        }
      }
    } else if (a.running) {
      // Swiper's pause is a hold that its own events lift (the move's
      // transitionend, the pointer leaving, a resize, the tab shown again),
      // and each of them resumes only a running autoplay: so the page's
      // pause also takes `running` away, and holds until play(). Inside a
      // hold of Swiper's own (a move) the time left is already a whole delay.
      if (state === 'paused' && !a.paused) a.pause();
      if (state === 'stopped') a.stop();
      a.running = false;
    }
    report(state);
  };
  const report = (state: AutoplayState) => {
    if (autoplay.current === state) return;
    autoplay.current = state;
    setRotating(state === 'running');
    host.dataset.autoplay = state;
    emit(host, carouselEvents, 'x-carousel-autoplay', { state });
  };

  const goToSlide = (index: number) => {
    const s = swiper.current;
    if (!s || !Number.isFinite(index)) return;
    const i = Math.max(0, Math.min(slides.length - 1, Math.trunc(index)));
    if (s.params.loop) s.slideToLoop(i);
    else s.slideTo(i);
  };
  const hashNav = useHashNavigation(host, slides, settings.hashNavigation, goToSlide);

  useEffect(() => {
    const el = swiperEl.current;
    if (!el || slides.length === 0) return;
    let instance: Swiper | null = null;
    let stopView = () => {};
    let unbindArrows = () => {};
    let startTimer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let cancelSlice = () => {};
    void import('./swiper').then(async ({ Swiper: SwiperClass, swiperModules }) => {
      const { modules, css: sheets } = await swiperModules(modulesFor(settings));
      if (cancelled) return;
      // Many carousels' chunks arrive together: each starts Swiper in a short slice of its own, never in one long task.
      cancelSlice = inSlices(() => {
        adoptStyles(host.shadowRoot!, sheets);
        const options = swiperOptions(settings, strings, reducedMotion);
        let previous = 0;
        // The dots: one per group position (Swiper's snap points), drawn by React.
        const syncDots = (s: Swiper) => {
          const group = Number(s.params.slidesPerGroup) || 1;
          const count = s.params.loop ? Math.ceil(slides.length / group) : s.snapGrid.length;
          const current = s.params.loop ? Math.floor(s.realIndex / group) : s.snapIndex;
          setDots((d) => (d.count === count && d.current === current ? d : { count, current }));
        };
        instance = new SwiperClass(el, {
          ...options,
          modules,
          init: false,
          initialSlide: hashNav.initialIndex(),
          navigation: settings.arrow ? { prevEl: prevEl.current, nextEl: nextEl.current } : false,
          on: {
            slideChange(s) {
              // With loop, Swiper's loop fix moves the wrapper at start-up and
              // after moves without changing the slide: nothing to tell.
              if (s.realIndex === previous) return;
              emit(host, carouselEvents, 'x-carousel-change', { index: s.realIndex, previous });
              previous = s.realIndex;
              hashNav.changed(s.realIndex);
              syncDots(s);
              // The ends are announced (SPEC section 8); the slide itself is read from the live wrapper.
              say(s.params.loop ? '' : s.isBeginning ? strings.firstSlideMessage : s.isEnd ? strings.lastSlideMessage : '');
            },
            zoomChange(s, scale) {
              emit(host, carouselEvents, 'x-carousel-zoom', { scale, slide: s.realIndex });
            },
            snapGridLengthChange: syncDots,
            breakpoint: syncDots,
            init: syncDots,
          },
        });
        instance.init();
        // Swiper disables an arrow at its end (`disabled`), and one the visitor had focused then dropped focus to
        // the page's top, where arrow keys do nothing: kept focusable and said to be unavailable instead, as the
        // page's own arrows are (ordered-arrows.ts). Its clicks there do nothing (Swiper checks the end itself).
        const focusableArrows = () => {
          for (const arrow of [prevEl.current, nextEl.current]) {
            if (!arrow) continue;
            arrow.disabled = false;
            arrow.setAttribute('aria-disabled', String(arrow.classList.contains('swiper-button-disabled')));
          }
        };
        focusableArrows();
        instance.on('toEdge fromEdge lock unlock enable disable', focusableArrows);
        swiper.current = instance;
        if (settings.order.trim()) {
          const live = instance;
          void import('./ordered-arrows').then(({ bindOrderedArrows }) => {
            if (!cancelled) unbindArrows = bindOrderedArrows(settings.order, live, strings);
          });
        }
        previous = instance.realIndex;
        if (!options.autoplay) return;
        // Swiper starts autoplay at init (and only then listens for hover): stop
        // it before anyone hears, then wait for the page's word, or for the
        // carousel to come into view and 1 s (at once where nothing can tell).
        instance.autoplay.stop();
        // Focus already inside (a keyboard visitor tabbed in before it started): it starts held, as focusin holds it.
        const start = () => {
          setAutoplay(wanted.current ?? 'running');
          if (host.matches(':focus-within')) holdForFocus();
        };
        if (wanted.current) setAutoplay(wanted.current);
        else if (settings.autoplay_viewport) {
          stopView = observeInView(host, (visible) => {
            if (!visible) return;
            stopView();
            startTimer = setTimeout(start, CAROUSEL.autoplayStart);
          });
        } else start();
      });
    });
    return () => {
      cancelled = true;
      cancelSlice();
      stopView();
      unbindArrows();
      clearTimeout(startTimer);
      instance?.destroy(true, true);
      swiper.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setAutoplay/report read refs only
  }, [settings, strings, reducedMotion, slides.length, host]);

  // Items open their link or the lightbox (items.ts); the keys below are the carousel's own.
  useItemActions(host, slides, (item) => {
    const content = lightboxFor(item);
    if (content) setLightbox(content);
    return !!content;
  });
  useEvent(host, 'keydown', (e) => {
    const ke = e as KeyboardEvent;
    if (ke.defaultPrevented || ke.altKey || ke.ctrlKey || ke.metaKey) return;
    // With zoom on, + and - zoom the active slide in and out.
    if (settings.zoom && swiper.current?.zoom && ['+', '=', '-'].includes(ke.key)) {
      if (ke.key === '-') swiper.current.zoom.out();
      else swiper.current.zoom.in(CAROUSEL.zoomMax);
      ke.preventDefault();
      return;
    }
    // Left and right in reading order, while focus is inside this carousel.
    const step = settings.keyboard ? inlineStep(ke.key, host) : 0;
    if (!step || !swiper.current) return;
    if (step > 0) swiper.current.slideNext();
    else swiper.current.slidePrev();
    ke.preventDefault();
  });
  // Focus inside: the slide it is in is brought into view (a link on a hidden slide was focused unseen; Swiper's
  // own focus handling looks for the slide among the target's ancestors, and slotted content has none of its
  // slides there), and autoplay is held (APG carousel): nothing moves under a keyboard or screen-reader user.
  // It goes on once focus leaves, unless the page paused it meanwhile.
  const focusHeld = useRef(false);
  function holdForFocus() {
    const a = swiper.current?.autoplay;
    if (focusHeld.current || autoplay.current !== 'running' || !a?.running) return;
    focusHeld.current = true;
    if (!a.paused) a.pause();
    a.running = false;
  }
  useEvent(host, 'focusin', (e) => {
    const s = swiper.current;
    if (!s || s.destroyed) return;
    const i = slides.findIndex((slide) => slide.contains(e.target as Node));
    const n = slides.length;
    const perView = typeof s.params.slidesPerView === 'number' ? s.params.slidesPerView : 1;
    const first = s.params.loop ? s.realIndex : s.activeIndex;
    if (i >= 0 && (((i - first) % n) + n) % n >= perView) {
      // The browser may have scrolled the clipped viewport to show the focused content: Swiper places slides by transform.
      s.el.scrollLeft = s.el.scrollTop = 0;
      if (s.params.loop) s.slideToLoop(i);
      else s.slideTo(Math.min(i, Math.max(0, n - perView)));
    }
    holdForFocus();
  });
  useEvent(host, 'focusout', (e) => {
    if (!focusHeld.current || host.contains((e as FocusEvent).relatedTarget as Node | null)) return;
    focusHeld.current = false;
    const a = swiper.current?.autoplay;
    if (autoplay.current === 'running' && a && !a.running) {
      a.running = true;
      a.resume();
    }
  });
  const goToDot = (i: number) => {
    const s = swiper.current;
    if (!s) return;
    const index = i * (Number(s.params.slidesPerGroup) || 1);
    if (s.params.loop) s.slideToLoop(index);
    else s.slideTo(index);
  };

  useElementApi(carouselMethods, {
    next: () => swiper.current?.slideNext(),
    prev: () => swiper.current?.slidePrev(),
    goTo: goToSlide,
    toggleZoom: () => swiper.current?.zoom?.toggle(),
    play: () => setAutoplay('running'),
    pause: () => setAutoplay('paused'),
    stop: () => setAutoplay('stopped'),
  });

  return (
    <>
      <div className={css.stage}>
        {settings.autoplay && !reducedMotion && (
          // Moving content a visitor can stop (WCAG 2.2.2), as the APG carousel's rotation control: first in the tab order.
          <button type="button" part="rotation" className={css.rotation} aria-label={rotating ? slideTexts.stop_slideshow : slideTexts.start_slideshow}
            onClick={() => setAutoplay(rotating ? 'paused' : 'running')}>
            <span aria-hidden="true">{rotating ? '❚❚' : '▶'}</span>
          </button>
        )}
        <div ref={swiperEl} className={`swiper ${css.viewport}${settings.autoplay && settings.scroller_effect ? ` ${css.scroller}` : ''}`} part="viewport">
          <div className="swiper-wrapper">
            {slides.map((_, i) => (
              <div className="swiper-slide" part="slide" key={i}>
                {settings.zoom ? (
                  <div className={`swiper-zoom-container ${css.zoom}`}>
                    <div className={`swiper-zoom-target ${css.zoomTarget}`}><slot name={`slide-${i}`} /></div>
                  </div>
                ) : <slot name={`slide-${i}`} />}
              </div>
            ))}
          </div>
        </div>
        {settings.arrow && (
          <>
            <button ref={prevEl} type="button" part="arrow arrow-prev" className={`${css.arrow} ${css.prev}`} aria-label={strings.prevSlideMessage}>
              <span aria-hidden="true">‹</span>
            </button>
            <button ref={nextEl} type="button" part="arrow arrow-next" className={`${css.arrow} ${css.next}`} aria-label={strings.nextSlideMessage}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {settings.dots && (
        <div className={css.dots} part="dots">
          {Array.from({ length: dots.count }, (_, i) => (
            <button
              type="button" key={i} part="dot" className={css.dot} aria-current={i === dots.current ? 'true' : undefined}
              aria-label={strings.paginationBulletMessage.replace(/\{\{index\}\}/g, String(i + 1))}
              onClick={() => goToDot(i)}
            />
          ))}
        </div>
      )}
      <span className={css.srOnly} aria-live="polite">{said}</span>
      {hasTextLimits && (
        <Suspense fallback={null}>
          <TextBlocks slides={slides} device={device} onToggle={(expanded, slide) => emit(host, carouselEvents, 'x-carousel-text', { expanded, slide })} />
        </Suspense>
      )}
      {lightbox && (
        <Suspense fallback={null}>
          <LightboxView
            content={lightbox} closeLabel={ui.lightbox_close}
            onOpened={(c) => emit(host, carouselEvents, 'x-carousel-lightbox', { open: true, type: c.type })}
            onClosed={(c) => {
              setLightbox((now) => (now === c ? null : now));
              emit(host, carouselEvents, 'x-carousel-lightbox', { open: false, type: c.type });
            }}
          />
        </Suspense>
      )}
    </>
  );
}

import { useLayoutEffect, useRef } from 'react';
import { emit, fillString, useElementApi, useEvent, inDefaultSlot, useLightChildren, type ElementProps } from '../core';
import { animateSlides, FADE_MS, inlineStep, isRtl, setCarouselSemantics, useReflectedIndex, useSlideMachine } from '../behaviours/slides';
import { motionDuration, useReducedMotion } from '../behaviours/devices';
import { useAutoplay } from '../behaviours/autoplay';
import { slideStrings } from '../behaviours/strings';
import { sliderEvents, sliderMethods, type sliderAttributes } from './schema';
import * as css from './slider.css';

/** The slide transition of the default effect (SPEC section 9). */
export const SLIDE_MS = 500;
/** Autoplay looks again this long after finding the slider paused (SPEC section 9). */
export const AUTOPLAY_RETRY_MS = 2000;


export function Slider({ host, attrs }: ElementProps<typeof sliderAttributes>) {
  const slides = useLightChildren(host, inDefaultSlot);
  const duration = attrs.effect === 'fade' ? FADE_MS : SLIDE_MS;
  const machine = useSlideMachine(slides.length, motionDuration(duration), attrs.index);
  const reducedMotion = useReducedMotion();
  const strings = slideStrings();
  const first = useRef(true);

  // Slide semantics and visibility, set on the author's own elements.
  useLayoutEffect(() => {
    slides.forEach((slide, i) => {
      const active = i === machine.index;
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', strings.slide);
      slide.setAttribute('aria-label', fillString(strings.slide_position, { n: i + 1, count: slides.length }));
      slide.setAttribute('data-x-state', active ? 'active' : 'inactive');
      slide.inert = !active;
    });
  }, [slides, machine.index, strings]);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (machine.index === machine.previous) return;
    // Right to left, the next slide comes in from the left.
    const visual = isRtl(host) ? -machine.direction : machine.direction;
    animateSlides(slides[machine.previous], slides[machine.index], attrs.effect, visual as 1 | -1, motionDuration(duration));
    emit(host, sliderEvents, 'x-slider-change', { index: machine.index, previous: machine.previous });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs per move only
  }, [machine.index, machine.previous]);

  // The `index` attribute drives the slider too.
  useReflectedIndex(host, machine, attrs.index);

  const rotating = attrs.autoplay && !attrs.paused && !reducedMotion;
  const { focused } = useAutoplay(host, {
    enabled: attrs.autoplay && !reducedMotion && slides.length > 1,
    interval: attrs['autoplay-speed'],
    retryMs: AUTOPLAY_RETRY_MS,
    advance: machine.next,
    held: () => host.hasAttribute('paused'),
  });
  // Arrow keys follow the reading direction: in `dir="rtl"`, ArrowLeft is next.
  useEvent(host, 'keydown', (e) => {
    const step = inlineStep((e as KeyboardEvent).key, host);
    if (step === 1) machine.next();
    else if (step === -1) machine.prev();
    else return;
    e.preventDefault();
  });

  useElementApi(sliderMethods, {
    next: () => machine.next(),
    prev: () => machine.prev(),
    goTo: (index: number) => machine.go(index),
    play: () => host.removeAttribute('paused'),
    pause: () => host.setAttribute('paused', ''),
  });

  useLayoutEffect(() => {
    setCarouselSemantics(host, attrs.label, strings.carousel);
    host.dataset.state = rotating ? 'playing' : 'paused';
  }, [host, attrs.label, rotating, strings]);

  const many = slides.length > 1;
  return (
    <>
      <div className={css.viewport} part="viewport" aria-live={rotating && !focused ? 'off' : 'polite'}>
        <slot />
      </div>
      {many && attrs.arrows && (
        <>
          <button type="button" part="arrow arrow-prev" className={`${css.arrow} ${css.prev}`} aria-label={strings.previous} onClick={machine.prev}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" part="arrow arrow-next" className={`${css.arrow} ${css.next}`} aria-label={strings.next} onClick={machine.next}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      {many && (attrs.controls || attrs.autoplay) && (
        <div className={css.bar} part="controls">
          {attrs.autoplay && (
            <button
              type="button"
              part="rotation"
              className={css.rotation}
              aria-label={rotating ? strings.stop_slideshow : strings.start_slideshow}
              onClick={() => host.toggleAttribute('paused', rotating)}
            >
              <span aria-hidden="true">{rotating ? '❚❚' : '▶'}</span>
            </button>
          )}
          {attrs.controls && (
            <ul className={css.dots} part="dots">
              {slides.map((_, i) => (
                <li key={i}>
                  <button
                    type="button"
                    part="dot"
                    className={css.dot}
                    aria-label={fillString(strings.go_to_slide, { n: i + 1 })}
                    aria-current={i === machine.index ? 'true' : undefined}
                    onClick={() => machine.go(i)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

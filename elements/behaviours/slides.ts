/**
 * The slide mechanism shared by x-slider and x-tabs (SPEC section 4): the
 * active index wraps at both ends; moves go to next, previous or an index;
 * moves are ignored while a transition runs.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useOnChange } from '../core';

/** The fade of slider and tabs (SPEC section 9). */
export const FADE_MS = 700;

/** Wraps any integer index into 0..count-1. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** Whether the element lays out right to left (`dir="rtl"` on it or an ancestor). */
export function isRtl(el: Element): boolean {
  return getComputedStyle(el).direction === 'rtl';
}

/** +1 (forwards) or -1 for the left and right arrow keys in reading order, else 0. */
export function inlineStep(key: string, el: Element): -1 | 0 | 1 {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return (isRtl(el) ? -step : step) as -1 | 0 | 1;
}

/**
 * The APG carousel's semantics on the host: a named region landmark when the
 * page gives a `label`, else a group (two unnamed carousels are not two
 * landmarks with one name); "carousel" as its role description.
 */
export function setCarouselSemantics(host: HTMLElement, label: string, roleDescription: string): void {
  host.setAttribute('role', host.hasAttribute('label') ? 'region' : 'group');
  host.setAttribute('aria-roledescription', roleDescription);
  host.setAttribute('aria-label', label);
}

export type SlideEffect = 'slide' | 'fade';

export interface SlideState {
  index: number;
  previous: number;
  /** +1 forwards, -1 backwards: which way a slide effect travels. */
  direction: 1 | -1;
}

export interface SlideMachine extends SlideState {
  /** Starts a move; returns false when ignored (transition running, same index or nothing to show). */
  go(to: number, direction?: 1 | -1): boolean;
  next(): boolean;
  prev(): boolean;
  /** Whether a transition is running. */
  busy(): boolean;
}

/**
 * Keeps the host's `index` attribute (and so its property) on the slide or tab
 * shown, whoever moved it (the visitor, the hash, a method): `el.index` reads
 * what is open, as the docs say. Written only where it says otherwise
 * (`attribute`: its parsed value), so a page's markup stays as it was until
 * something moves; written back, it changes nothing (the same index).
 */
export function useReflectedIndex(host: HTMLElement, machine: SlideMachine, attribute: number): void {
  const { index } = machine;
  useLayoutEffect(() => {
    if (index !== attribute) host.setAttribute('index', String(index));
  }, [host, index]); // eslint-disable-line react-hooks/exhaustive-deps -- on a move only: the attribute's own change is followed below
  // The page's own `index` moves it; one refused (a move still running) is written back, so the attribute never
  // says what is not shown.
  useOnChange(attribute, (i) => {
    if (!machine.go(i) && machine.index !== attribute) host.setAttribute('index', String(machine.index));
  });
}

export function useSlideMachine(count: number, durationMs: number, initial = 0): SlideMachine {
  const [state, setState] = useState<SlideState>(() => {
    const i = wrapIndex(initial, count);
    return { index: i, previous: i, direction: 1 };
  });
  const busyUntil = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  const go = useCallback(
    (to: number, direction?: 1 | -1) => {
      const current = stateRef.current.index;
      const target = wrapIndex(to, count);
      if (count < 2 || target === current || performance.now() < busyUntil.current) return false;
      busyUntil.current = performance.now() + durationMs;
      const next: SlideState = { index: target, previous: current, direction: direction ?? (target > current ? 1 : -1) };
      stateRef.current = next;
      setState(next);
      return true;
    },
    [count, durationMs],
  );
  const busy = useCallback(() => performance.now() < busyUntil.current, []);
  const next = useCallback(() => go(stateRef.current.index + 1, 1), [go]);
  const prev = useCallback(() => go(stateRef.current.index - 1, -1), [go]);
  return { ...state, index: wrapIndex(state.index, count), go, next, prev, busy };
}

/** Runs the move's animation on the light-DOM slides with the Web Animations API. */
export function animateSlides(
  from: HTMLElement | undefined,
  to: HTMLElement | undefined,
  effect: SlideEffect,
  direction: 1 | -1,
  duration: number,
): void {
  if (!to || duration <= 0 || typeof to.animate !== 'function') return;
  const timing: KeyframeAnimationOptions = { duration, easing: 'ease-in-out' };
  if (effect === 'fade') {
    to.animate([{ opacity: 0 }, { opacity: 1 }], timing);
    from?.animate([{ opacity: 1, visibility: 'visible' }, { opacity: 0, visibility: 'visible' }], timing);
  } else {
    const d = direction * 100;
    to.animate([{ transform: `translateX(${d}%)` }, { transform: 'translateX(0)' }], timing);
    from?.animate(
      [{ transform: 'translateX(0)', visibility: 'visible' }, { transform: `translateX(${-d}%)`, visibility: 'visible' }],
      timing,
    );
  }
}

/**
 * Devices and breakpoints (SPEC sections 4 and 9) from one shared set of
 * MediaQueryLists: desktop above 980 px, tablet 768 to 980, phone 767 or less.
 */
import { useSyncExternalStore } from 'react';

export const BREAKPOINTS = {
  phoneMax: 767,
  tabletMin: 768,
  tabletMax: 980,
  desktopMin: 981,
  adminBar: 782,
  testimonials: 959,
  carouselDesktop: 981,
  portraitTablet: 768,
  portraitPhone: 479,
  landscapeTablet: 980,
  landscapePhone: 767,
  fixedNav: 980,
  adminBarOffset: 600,
  equalHeight: 768,
  tabsStack: 768,
} as const;

export type Device = 'desktop' | 'tablet' | 'phone';

/** Device for a viewport width. */
export function deviceFor(width: number): Device {
  if (width <= BREAKPOINTS.phoneMax) return 'phone';
  if (width <= BREAKPOINTS.tabletMax) return 'tablet';
  return 'desktop';
}

const lists = new Map<string, MediaQueryList>();

/** One shared MediaQueryList per query text. */
export function media(query: string): MediaQueryList | null {
  if (typeof matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) {
    list = matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

const PHONE_Q = `(max-width: ${BREAKPOINTS.phoneMax}px)`;
const TABLET_Q = `(min-width: ${BREAKPOINTS.tabletMin}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`;
const REDUCED_Q = '(prefers-reduced-motion: reduce)';

export function currentDevice(): Device {
  if (media(PHONE_Q)?.matches) return 'phone';
  if (media(TABLET_Q)?.matches) return 'tablet';
  if (typeof innerWidth === 'number' && !media(PHONE_Q)) return deviceFor(innerWidth);
  return 'desktop';
}

export function prefersReducedMotion(): boolean {
  return media(REDUCED_Q)?.matches ?? false;
}

/** Subscribes to changes of any of the given queries; returns an unsubscribe function. */
export function onMediaChange(queries: readonly string[], cb: () => void): () => void {
  const handles = queries.map((q) => media(q)).filter((l): l is MediaQueryList => l !== null);
  for (const l of handles) l.addEventListener('change', cb);
  return () => handles.forEach((l) => l.removeEventListener('change', cb));
}

export const onDeviceChange = (cb: () => void) => onMediaChange([PHONE_Q, TABLET_Q], cb);
export const onReducedMotionChange = (cb: () => void) => onMediaChange([REDUCED_Q], cb);

/** Milliseconds to use for an animation: 0 when the visitor prefers reduced motion. */
export function motionDuration(ms: number): number {
  return prefersReducedMotion() ? 0 : ms;
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);
}

export function useDevice(): Device {
  return useSyncExternalStore(onDeviceChange, currentDevice, () => 'desktop');
}

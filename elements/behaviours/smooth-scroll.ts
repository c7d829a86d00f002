/**
 * Smooth scrolling to anchors (SPEC sections 1 and 9): offsets for a fixed
 * header (above 980 px), the admin bar (above 600 px) and a fixed section
 * below 980 px (+90 px); 800 ms, or 1600 ms for targets over 4000 px down.
 * Instant when the visitor prefers reduced motion.
 */
import { drawHeld } from '../core/hold';
import { BREAKPOINTS, prefersReducedMotion } from './devices';

export const SCROLL_DURATION = 800;
export const SCROLL_DURATION_FAR = 1600;
export const FAR_TARGET = 4000;
export const FIXED_SECTION_OFFSET = 90;

/**
 * Elements whose height the page is covered by while scrolled. An x-header
 * marks itself with data-x-fixed while fixed or stuck, giving the height of
 * its bar as the value (the bar shrinks; the element keeps its room).
 */
const FIXED_HEADER = '[data-x-fixed-header], x-header[data-x-fixed]';
const ADMIN_BAR = '#wpadminbar';

export interface OffsetInputs {
  width: number;
  headerHeight: number;
  adminBarHeight: number;
  fixedSection: boolean;
}

/** The distance to keep between the viewport top and the target. */
export function scrollOffset({ width, headerHeight, adminBarHeight, fixedSection }: OffsetInputs): number {
  let offset = 0;
  if (width > BREAKPOINTS.fixedNav) offset += headerHeight;
  if (width > BREAKPOINTS.adminBarOffset) offset += adminBarHeight;
  if (width <= BREAKPOINTS.fixedNav && fixedSection) offset += FIXED_SECTION_OFFSET;
  return offset;
}

export function scrollDuration(targetY: number): number {
  return targetY > FAR_TARGET ? SCROLL_DURATION_FAR : SCROLL_DURATION;
}

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

const heightOf = (sel: string) => {
  const el = document.querySelector<HTMLElement>(sel);
  return Number(el?.dataset.xFixed) || (el?.offsetHeight ?? 0);
};

/** The height of the fixed header covering the page's top, 0 without one. */
export const fixedHeaderHeight = (): number => heightOf(FIXED_HEADER);

/** What an element measures in its first frame that an in-page scroll needs before that (x-header's waypoint). */
const beforeScroll = new Set<() => void>();

/** Runs `measure` before an in-page scroll's offset is read, until the returned function takes it off. */
export function measureBeforeScroll(measure: () => void): () => void {
  beforeScroll.add(measure);
  return () => void beforeScroll.delete(measure);
}

/**
 * The fixed header's height once a scroll to `top` (a document position) has
 * ended: an x-header says from which scroll position it is fixed or stuck
 * (data-x-waypoint) and how tall it is then (data-x-fixed-height: shrunk,
 * where it shrinks), so the offset is the same whether the scroll starts
 * with the header in its place, fixed or shrinking. Other fixed headers:
 * their height now.
 */
function headerHeightAt(top: number): number {
  const header = document.querySelector<HTMLElement>('x-header[data-x-waypoint]');
  if (!header) return heightOf(FIXED_HEADER);
  const height = Number(header.dataset.xFixedHeight) || 0;
  return top - height > Number(header.dataset.xWaypoint) ? height : 0;
}

function pageOffset(target: Element, top: number): number {
  return scrollOffset({
    width: innerWidth,
    headerHeight: headerHeightAt(top),
    adminBarHeight: heightOf(ADMIN_BAR),
    fixedSection: target.closest('[data-x-fixed-section]') !== null,
  });
}

export interface ScrollOptions {
  /** Instead of 800 ms (1600 ms to a target over 4000 px down). */
  duration?: number;
  /** More room above the target, beyond the header and the admin bar. */
  extraOffset?: number;
}

let running = 0;

/** Scrolls to an element (or a y position); resolves when done (true) or given way to another scroll or the visitor (false). */
export function scrollToTarget(target: Element | number, { duration: given, extraOffset = 0 }: ScrollOptions = {}): Promise<boolean> {
  // Elements still held while the page loads are drawn first: their true sizes place the target.
  if (typeof target !== 'number') {
    drawHeld();
    beforeScroll.forEach((measure) => measure());
  }
  const top = typeof target === 'number' ? target : target.getBoundingClientRect().top + scrollY - extraOffset;
  const y = typeof target === 'number' ? target : Math.max(0, top - pageOffset(target, top));
  const from = scrollY;
  const duration = prefersReducedMotion() ? 0 : (given ?? scrollDuration(y));
  const id = ++running;
  if (duration === 0 || from === y) {
    window.scrollTo(0, y);
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const start = performance.now();
    let expected = from;
    // The visitor taking over: a wheel turn, a touch, a key or a press (on the
    // scrollbar) says so at once; a scroll position other than the one last set
    // says so a frame later, and WebKit can report a programmatic scroll late.
    let visitor = false;
    const takeOver = () => { visitor = true; };
    const intents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    intents.forEach((type) => window.addEventListener(type, takeOver, { passive: true, capture: true }));
    const done = (completed: boolean) => {
      intents.forEach((type) => window.removeEventListener(type, takeOver, { capture: true }));
      resolve(completed);
    };
    const step = (now: number) => {
      // Give way to a newer scroll, or to the visitor scrolling meanwhile.
      if (id !== running || visitor || Math.abs(scrollY - expected) > 2) return done(false);
      const t = Math.min(1, (now - start) / duration);
      window.scrollTo(0, from + (y - from) * easeInOut(t));
      expected = scrollY;
      if (t < 1) requestAnimationFrame(step);
      else done(true);
    };
    requestAnimationFrame(step);
  });
}

/**
 * Focus on an in-page target once scrolled there, as the browser's own jump to
 * a fragment moves where Tab goes next (a smooth scroll of ours does not): an
 * element that takes no focus gets `tabindex="-1"`. After the scroll, without a
 * second one: WebKit scrolls on focus even when asked not to, which would stop
 * the smooth scroll.
 */
export function focusTarget(el: HTMLElement): void {
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) {
    el.setAttribute('tabindex', '-1');
    // Only for this jump: left on a whole section, a later click inside would focus (and outline) it.
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });
  }
  el.focus({ preventScroll: true });
}

/**
 * Smooth-scrolls to an element a link or a control of ours points at, and gives it focus there; not where the
 * visitor (a wheel, a key, another link) took over on the way: focus would pull them back.
 */
export function scrollAndFocus(el: HTMLElement): Promise<void> {
  return scrollToTarget(el).then((completed) => {
    if (completed) focusTarget(el);
  });
}

/** Smooth-scrolls to a same-page anchor, records it in the history and focuses it, as a link would. */
export function scrollToAnchor(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  void scrollAndFocus(el);
  history.pushState(history.state, '', `#${id}`);
  return true;
}

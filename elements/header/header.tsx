import { useEffect, useRef, useState } from 'react';
import { emit, useEvent, useOnChange, type ElementProps } from '../core';
import { onScroll, type ScrollState } from '../behaviours/scroll-position';
import { debounce } from '../behaviours/timing';
import { measureBeforeScroll } from '../behaviours/smooth-scroll';
import { headerState, type HeaderState } from './placement';
import { headerEvents, type headerAttributes } from './schema';
import * as css from './header.css';

/** SPEC section 9: waypoints and resize are debounced 100 ms. */
const RESIZE_MS = 100;

const docTop = (el: HTMLElement) => el.getBoundingClientRect().top + scrollY;

/** Runs `read` with an inline style property set on each element, then puts their own values back. */
function withStyle<T>(els: HTMLElement[], property: string, value: string, read: () => T): T {
  const own = els.map((el) => [el.style.getPropertyValue(property), el.style.getPropertyPriority(property), el.hasAttribute('style')] as const);
  els.forEach((el) => el.style.setProperty(property, value, 'important'));
  try {
    return read();
  } finally {
    els.forEach((el, i) => {
      const [v, priority, had] = own[i]!;
      el.style.setProperty(property, v, priority);
      if (!had && !el.style.length) el.removeAttribute('style');
    });
  }
}

/**
 * A sticky header's place in the page as if it were not stuck: once stuck,
 * its box is wherever the scroll has put it (read from there, the waypoint
 * would become the scroll position of the moment).
 */
const placeOf = (host: HTMLElement) => withStyle([host], 'position', 'static', () => docTop(host));

/**
 * The bar's height once shrunk, read before it ever is: shrunk with its
 * transitions (and the logo's) held, measured, and back, all before a paint,
 * and its full size computed again before the transitions return, so none runs.
 */
function shrunkHeight(host: HTMLElement, bar: HTMLElement): number {
  return withStyle([bar, ...host.querySelectorAll<HTMLElement>('[data-logo]')], 'transition', 'none', () => {
    bar.setAttribute('data-shrunk', '');
    const height = bar.offsetHeight;
    bar.removeAttribute('data-shrunk');
    void bar.offsetHeight;
    return height;
  });
}

export function Header({ host, attrs }: ElementProps<typeof headerAttributes>) {
  const sticky = attrs.mode === 'sticky';
  const { shrink, 'hide-nav': hideNav } = attrs;
  const bar = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<HeaderState>({ fixed: false, shrunk: false, hidden: false });
  // The header's room in the page, measured while it is in its place.
  const [room, setRoom] = useState(0);
  const focused = useRef(false);
  const current = useRef(state);
  current.current = state;

  // Kept across the effect's runs: one that runs again while the bar is fixed or shrunk (an attribute changed)
  // reads no room, and a fresh record made it 0, collapsing the room under a fixed bar.
  const metrics = useRef({ waypoint: 0, room: 0, fixedHeight: 0, scrollable: 0 });

  useEffect(() => {
    const m = metrics.current;
    const measure = () => {
      const box = bar.current!;
      // In its place and full size (a stuck sticky bar may be shrunk): its room, and its height once fixed or stuck.
      if (!box.hasAttribute('data-fixed') && !box.hasAttribute('data-shrunk')) {
        m.room = box.offsetHeight;
        m.fixedHeight = shrink ? shrunkHeight(host, box) : m.room;
      }
      const top = Number.parseFloat(getComputedStyle(host).top) || 0;
      // Fixed: past the header's own room. Sticky: from where it starts to stick.
      m.waypoint = sticky ? placeOf(host) - top : docTop(host) + m.room;
      m.scrollable = document.documentElement.scrollHeight - innerHeight;
      // Where it is fixed or stuck, and how tall it is then: an in-page scroll
      // keeps its target below the header as it will be at the destination
      // (behaviours/smooth-scroll.ts, SPEC section 9), whatever it is now.
      host.setAttribute('data-x-waypoint', String(Math.round(m.waypoint)));
      host.setAttribute('data-x-fixed-height', String(m.fixedHeight));
      setRoom(m.room);
    };
    const remeasure = debounce(measure, RESIZE_MS);
    addEventListener('resize', remeasure, { passive: true });
    if (document.readyState !== 'complete') addEventListener('load', remeasure, { once: true }); // images change the page's length
    // Computed outside React: a scroll frame that changes nothing renders nothing.
    const follow = ({ y, direction }: ScrollState) => {
      const was = current.current;
      const next = headerState(
        { y, direction, waypoint: m.waypoint, scrollable: m.scrollable, viewport: innerHeight, was },
        { shrink, hideNav, sticky },
      );
      if (focused.current) next.hidden = false; // never hide what holds focus
      if (next.fixed !== was.fixed || next.shrunk !== was.shrunk || next.hidden !== was.hidden) setState((current.current = next));
    };
    // Measured first in the next frame, where the page is laid out anyway, then the scroll followed (its first
    // call gives the position now). Read as it mounts, the header laid out a page still being parsed in the
    // task that defined it: on the demo's home page with the CPU slowed 4x, 79 ms where the define alone
    // takes 43. An in-page scroll that needs the waypoint sooner has it measured then.
    let stop: (() => void) | undefined;
    const start = () => {
      if (stop) return;
      cancelAnimationFrame(frame);
      unlist();
      measure();
      stop = onScroll(follow);
    };
    const frame = requestAnimationFrame(start);
    const unlist = measureBeforeScroll(start);
    return () => {
      cancelAnimationFrame(frame);
      unlist();
      stop?.();
      host.removeAttribute('data-x-waypoint');
      host.removeAttribute('data-x-fixed-height');
      remeasure.cancel();
      removeEventListener('resize', remeasure);
      removeEventListener('load', remeasure);
    };
  }, [host, sticky, shrink, hideNav]);

  // While fixed or stuck the header says so, with its bar's height: smooth scrolling keeps targets below it.
  // Focus in the header (its light-DOM links) shows it and keeps it shown (WCAG 2.4.11: focus not obscured).
  useEvent(host, 'focusin', () => {
    focused.current = true;
    if (current.current.hidden) setState((current.current = { ...current.current, hidden: false }));
  });
  useEvent(host, 'focusout', (e) => {
    focused.current = host.contains(e.relatedTarget as Node | null);
  });

  const markFixed = () => {
    if (host.hasAttribute('data-x-fixed')) host.setAttribute('data-x-fixed', String(bar.current!.offsetHeight));
  };
  useEffect(() => {
    if (state.fixed) host.setAttribute('data-x-fixed', String(bar.current!.offsetHeight));
    else host.removeAttribute('data-x-fixed');
    host.toggleAttribute('data-shrunk', state.shrunk);
    host.toggleAttribute('data-hidden', state.hidden);
  }, [host, state]);
  useOnChange(state, (s) => emit(host, headerEvents, 'x-header-change', { ...s }));

  const flag = (on: boolean) => (on ? '' : undefined);
  return (
    // The room keeps the header's height while the bar is fixed, or shrinks inside a sticky header: nothing below moves.
    <div className={css.room} part="room" data-shrunk={flag(state.shrunk)} style={(!sticky && state.fixed) || (sticky && state.shrunk) ? { blockSize: room } : undefined}>
      <div
        ref={bar} className={css.bar} part="bar" onTransitionEnd={markFixed}
        data-fixed={flag(!sticky && state.fixed)} data-shrunk={flag(state.shrunk)} data-hidden={flag(state.hidden)}
      >
        <slot />
      </div>
    </div>
  );
}

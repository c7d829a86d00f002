/**
 * One shared scroll observer (SPEC section 4: the header, side navigation
 * and scroll-to-top all follow the scroll): a single passive listener, read
 * once per frame, whatever number of elements subscribe. Each subscriber
 * gets the position and the direction of the last move.
 */
import { useSyncExternalStore } from 'react';

export interface ScrollState {
  y: number;
  /** The way the page last moved; null before it has. */
  direction: 'up' | 'down' | null;
}

type Listener = (s: ScrollState) => void;
const listeners = new Set<Listener>();
let state: ScrollState = { y: 0, direction: null };
let frame = 0;

function read(): void {
  frame = 0;
  const y = scrollY;
  if (y === state.y && state.direction !== null) return;
  state = { y, direction: y > state.y ? 'down' : y < state.y ? 'up' : state.direction };
  for (const l of listeners) l(state);
}

const schedule = () => {
  frame ||= requestAnimationFrame(read);
};

/** Calls back on every frame the page scrolled in (and once at once); returns a function that stops. */
export function onScroll(cb: Listener): () => void {
  if (!listeners.size) {
    // Nobody followed the moves since the last one left: the direction known is stale.
    state = { y: scrollY, direction: null };
    addEventListener('scroll', schedule, { passive: true });
  }
  listeners.add(cb);
  if (scrollY === state.y) cb(state);
  else {
    // The page moved and its frame has not come yet (a script's scrollTo, a restored position): that
    // frame's reading now, for all (a header mounting then was told the last frame's position, fixed and
    // shrank itself at the top of the page, and undid it; told apart, it missed the next move to there).
    cancelAnimationFrame(frame);
    read();
  }
  return () => {
    listeners.delete(cb);
    if (listeners.size) return;
    removeEventListener('scroll', schedule);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}

/** Whether the page is scrolled past `px`: re-renders only when that changes. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    (notify) => onScroll(notify),
    () => (typeof scrollY === 'number' ? scrollY > px : false),
    () => false,
  );
}

/**
 * One element's entrance on the page (SPEC sections 1, 4; B33, B34): it
 * waits at its starting opacity until it comes into view (its waypoint),
 * then plays its keyframes with the Web Animations API. A one-time
 * animation is removed when it ends (duration plus delay) and the element
 * is marked done; a looping one plays until stopped.
 *
 * Why not motion's `animate`: on finish it writes the last keyframe into
 * the element's inline style, which would pin `transform` and `opacity`
 * over the page's own CSS. The platform's `Element.animate` (what motion
 * wraps) with an implicit last keyframe leaves the element exactly as the
 * page styled it.
 */
import { observeInView } from '../behaviours/in-view';
import { entranceKeyframes, type Animation } from './animations';

/**
 * Waypoint: an element starts as soon as any of it enters the viewport (a
 * waypoint at 100% of the viewport's height), so one at the very end of a
 * page, which scrolling can never lift further, still plays.
 */
const WAYPOINT_MARGIN = '0px';

export interface EntranceOptions {
  /** The element whose coming into view starts it (the moving element itself in a list, the host for its own content). */
  watch: Element;
  /** Start at once: waypoints are off (preview, `ignore_waypoints`). */
  immediate: boolean;
  onStart(): void;
  onEnd(): void;
}

/** Starts waiting for the element's waypoint; returns a function that stops and removes everything. */
export function entrance(el: HTMLElement, a: Animation, o: EntranceOptions): () => void {
  const { keyframes, origin } = entranceKeyframes(a);
  if (origin !== 'center') {
    keyframes[0] = { ...keyframes[0], transformOrigin: origin };
    keyframes.push({ offset: 1, transformOrigin: origin });
  }
  // Until the waypoint: only the starting opacity, no transform, so the
  // element's box (what the waypoint watches) stays where the page put it.
  let hold: globalThis.Animation | null = el.animate([{ opacity: a.startingOpacity / 100 }, { opacity: a.startingOpacity / 100 }], { duration: 1, fill: 'both' });
  hold.pause();
  let run: globalThis.Animation | null = null;
  let unwatch = () => {};

  const start = () => {
    unwatch();
    hold?.cancel();
    hold = null;
    run = el.animate(keyframes, {
      duration: a.duration, delay: a.delay, easing: a.speedCurve, fill: 'backwards',
      iterations: a.repeat === 'loop' ? Infinity : 1,
    });
    o.onStart();
    run.finished.then(() => {
      run?.cancel();
      run = null;
      o.onEnd();
    }, () => {});
  };

  if (o.immediate) start();
  else unwatch = observeInView(o.watch, (inView) => inView && start(), { rootMargin: WAYPOINT_MARGIN, once: true });

  return () => {
    unwatch();
    hold?.cancel();
    run?.cancel();
    hold = run = null;
  };
}

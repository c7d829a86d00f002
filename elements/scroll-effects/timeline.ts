/**
 * The compositor path: where the browser has scroll-driven animations
 * (`ViewTimeline`), each element's effects become one Web Animation on its
 * own view timeline, so the browser moves it with the scroll off the main
 * thread, with no script per frame. This is what motion's `scroll()` does
 * with a native timeline, written against the platform: the keyframes are
 * ours (section 9's formulas), and the range is the element's trigger
 * points crossing the viewport's bottom and top (`entry-crossing` and
 * `exit-crossing` of its view timeline; the timeline's inset is `auto`,
 * which is the page's `scroll-padding`, so a fixed header counts as in the
 * script path).
 */
import { resolveAt, styleFor, type Trigger } from './effects';
import type { ScrollItem } from './config';
import { viewTimeline, type ViewTimelineCtor } from '../behaviours/view-progress';

const AT: Record<Trigger, number> = { top: 0, middle: 50, bottom: 100 };

export { viewTimeline };

/**
 * The keyframes for an item's effects: one at every limit of every effect
 * (between two limits each effect is linear, so the browser's linear
 * interpolation between these frames is exact), offsets 0 to 1.
 */
export function keyframesFor(item: ScrollItem): Keyframe[] {
  const points = [...new Set([0, 100, ...item.effects.flatMap((e) => [e.start, e.midStart, e.midEnd, e.end])])].sort((a, b) => a - b);
  return points.map((p) => {
    const s = styleFor(resolveAt(item.effects, p), item.transform);
    const frame: Keyframe = { offset: p / 100 };
    if (s.transform) frame.transform = s.transform;
    if (s.filter) frame.filter = s.filter;
    if (s.opacity) frame.opacity = s.opacity;
    return frame;
  });
}

/** Starts an element's effects on its view timeline; returns the animation (cancel() undoes it, leaving inline styles alone). */
export function animateOnTimeline(el: HTMLElement, item: ScrollItem, Timeline: ViewTimelineCtor): Animation {
  const options = {
    fill: 'both', easing: 'linear', timeline: new Timeline({ subject: el, axis: 'block' }),
    rangeStart: `entry-crossing ${AT[item.triggers.start]}%`, rangeEnd: `exit-crossing ${AT[item.triggers.end]}%`,
  } as KeyframeAnimationOptions;
  return el.animate(keyframesFor(item), options);
}

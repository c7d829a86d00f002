/**
 * Keyframes driven by an element's way through the viewport (parallax
 * backgrounds; SPEC section 1). Where the browser has scroll-driven
 * animations (`ViewTimeline`), one Web Animation on the element's view
 * timeline: the compositor moves it, with no script per frame. Elsewhere
 * the same keyframes as a paused animation whose time one shared scroll
 * listener sets, once per frame, for every driven element: the browser
 * still interpolates, the script only reads positions.
 */

export interface ViewTimelineCtor {
  new (options: { subject: Element; axis?: 'block' }): AnimationTimeline;
}

/** The browser's ViewTimeline, when it has one. */
export function viewTimeline(): ViewTimelineCtor | null {
  const ctor = (globalThis as { ViewTimeline?: ViewTimelineCtor }).ViewTimeline;
  return typeof ctor === 'function' ? ctor : null;
}

/** How far the subject is through the viewport: 0 as its top enters at the bottom, 1 as its bottom leaves at the top. */
export function coverProgress(top: number, height: number, viewport: number): number {
  const p = (viewport - top) / (viewport + height);
  return Math.min(1, Math.max(0, p));
}

const SPAN = 1000;
const driven = new Map<Animation, Element>();
let frame = 0;

function update(): void {
  frame = 0;
  const viewport = innerHeight;
  // Read every position first, then set every time: one layout per frame.
  const at = [...driven].map(([a, subject]) => {
    const r = subject.getBoundingClientRect();
    return [a, coverProgress(r.top, r.height, viewport)] as const;
  });
  for (const [a, p] of at) a.currentTime = p * SPAN;
}

const schedule = () => {
  frame ||= requestAnimationFrame(update);
};

/** Plays `keyframes` on `target` as `subject` crosses the viewport; returns a function that stops and removes them. */
export function animateThroughView(target: HTMLElement, subject: Element, keyframes: Keyframe[], { native = true } = {}): () => void {
  const Timeline = native ? viewTimeline() : null;
  if (Timeline) {
    const a = target.animate(keyframes, {
      fill: 'both', easing: 'linear', timeline: new Timeline({ subject, axis: 'block' }), rangeStart: 'cover 0%', rangeEnd: 'cover 100%',
    } as KeyframeAnimationOptions);
    return () => a.cancel();
  }
  const a = target.animate(keyframes, { duration: SPAN, fill: 'both', easing: 'linear' });
  a.pause();
  if (!driven.size) {
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule, { passive: true });
  }
  driven.set(a, subject);
  schedule();
  return () => {
    a.cancel();
    driven.delete(a);
    if (driven.size) return;
    removeEventListener('scroll', schedule);
    removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}

/**
 * Held rendering: an element mounted far below the viewport while the page
 * loads is not styled, laid out or painted in the frames between mount
 * slices (`content-visibility: auto`, as tall as its box was before the
 * mount). Once the mount queue is empty, held elements are drawn a few a
 * frame; one the visitor comes near is drawn then (the platform's margin is
 * wider than the viewport), and all at once before a smooth scroll to an
 * element measures it. On the 200-element page with the CPU slowed 4×, the
 * frame after each off-screen slice laid out that slice's mounts, 45 to 70
 * ms (long tasks of ours); held, 12 to 20 ms.
 *
 * The held box is an estimate: a child's margin that collapsed through the
 * host no longer does, so what follows can move by that margin, below the
 * visitor, when it is drawn. Hence only where the browser keeps what the
 * visitor reads in place across such changes (scroll anchoring; Safari has
 * none, and does not find text in held content) and says when content is
 * needed (the state-change event); only below the viewport; and only for
 * elements whose content stays inside their box (`holdOffscreen`: a
 * fixed-position part of a held host would not show).
 */
const STATE = 'contentvisibilityautostatechange';
export const canHold =
  'ContentVisibilityAutoStateChangeEvent' in globalThis && typeof CSS !== 'undefined' && CSS.supports('overflow-anchor', 'auto');
/** Drawn in one frame once the queue is empty: about what a frame of 16 ms lays out on a slow phone. */
const PER_FRAME = 8;

/** Held elements and their release, in the order held (the order they mounted). */
const held = new Map<Element, () => void>();

/** Whether the page's scroller keeps what the visitor reads in place (a theme may turn scroll anchoring off). */
export function scrollAnchored(): boolean {
  return [document.documentElement, document.body].every((el) => !el || getComputedStyle(el).overflowAnchor !== 'none');
}

/**
 * The content height to hold `el` at, from its computed style before the
 * mount (read where layout is fresh; a transform, as an entrance animation
 * starts with, does not count), or null where it must not be held: the page
 * set its `content-visibility` (inline `visible` keeps an element out) or an
 * inline `contain-intrinsic-size` (or it has no height: not rendered).
 */
export function heldHeight(el: HTMLElement): number | null {
  const cs = getComputedStyle(el);
  const height = parseFloat(cs.height);
  if (Number.isNaN(height) || cs.contentVisibility !== 'visible' || el.style.contentVisibility || el.style.containIntrinsicSize) return null;
  const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  return cs.boxSizing === 'border-box' ? Math.max(0, edges.reduce((h, edge) => h - (parseFloat(cs[edge]) || 0), height)) : height;
}

export function holdRendering(el: HTMLElement, height: number): void {
  if (!canHold || held.has(el)) return;
  const before = el.getAttribute('style');
  // One attribute write, parsed once (two CSSOM writes and reading the attribute back cost twice as much).
  const ours = `${before ? `${before};` : ''}content-visibility:auto;contain-intrinsic-size:none auto ${height}px`;
  el.setAttribute('style', ours);
  const needed = (event: Event) => {
    if (!(event as Event & { skipped?: boolean }).skipped) release();
  };
  const release = () => {
    held.delete(el);
    el.removeEventListener(STATE, needed);
    // The attribute as it was, where nothing changed it since; else only our two properties go.
    if (el.getAttribute('style') !== ours) el.style.contentVisibility = el.style.containIntrinsicSize = '';
    else if (before === null) el.removeAttribute('style');
    else el.setAttribute('style', before);
  };
  held.set(el, release);
  el.addEventListener(STATE, needed);
}

/** Draws every held element now (a smooth scroll measures its target next). */
export function drawHeld(): void {
  held.forEach((release) => release());
}

let frame = 0;
/**
 * While `on` (the mount queue is empty), draws the held elements PER_FRAME a
 * frame; removed ones are let go without counting.
 */
export function releaseHeld(on: boolean): void {
  if (!on || !held.size) {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    return;
  }
  if (frame) return;
  const step = () => {
    let left = PER_FRAME;
    for (const [el, release] of held) {
      release();
      if (el.isConnected && !--left) break;
    }
    frame = held.size ? requestAnimationFrame(step) : 0;
  };
  frame = requestAnimationFrame(step);
}

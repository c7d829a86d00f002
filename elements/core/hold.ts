/**
 * Held rendering: an element mounted far below the viewport while the page
 * loads is not styled, laid out or painted in the frames between mount
 * slices (`content-visibility: auto`, sized as its box was before the
 * mount). Once the mount queue is empty, held elements are drawn a few a
 * frame; one the visitor comes near first is drawn then (the platform's
 * margin is wider than the viewport). On the 200-element page with the CPU
 * slowed 4×, the frame after each off-screen slice laid out that slice's
 * mounts, 45 to 70 ms (long tasks of ours); held, 12 to 20 ms. Only for
 * elements whose content stays inside their box (a fixed-position part of a
 * held host would not show), and only where the platform says when content
 * is needed (its state-change event).
 */
const STATE = 'contentvisibilityautostatechange';
const canHold = 'ContentVisibilityAutoStateChangeEvent' in globalThis;
/** Drawn in one frame once the queue is empty: about what a frame of 16 ms lays out on a slow phone. */
const PER_FRAME = 8;

/** Held elements and their release, in the order held (document order, nearest first). */
const held = new Map<HTMLElement, () => void>();

export function holdRendering(el: HTMLElement, box: { width: number; height: number }): void {
  const { style } = el;
  // The page's own content-visibility on the host stays as it is.
  if (!canHold || style.contentVisibility || held.has(el)) return;
  const hadStyle = el.hasAttribute('style');
  style.contentVisibility = 'auto';
  style.containIntrinsicSize = `auto ${box.width}px auto ${box.height}px`;
  const needed = (event: Event) => {
    if (!(event as Event & { skipped?: boolean }).skipped) release();
  };
  const release = () => {
    held.delete(el);
    el.removeEventListener(STATE, needed);
    style.contentVisibility = style.containIntrinsicSize = '';
    if (!hadStyle && !style.length) el.removeAttribute('style');
  };
  held.set(el, release);
  el.addEventListener(STATE, needed);
}

let releasing = false;
/** Draws the held elements, PER_FRAME a frame (the mount queue calls this once it is empty). */
export function releaseHeld(): void {
  if (releasing || !held.size) return;
  releasing = true;
  const frame = () => {
    let left = PER_FRAME;
    for (const release of held.values()) {
      release();
      if (!--left) break;
    }
    if (held.size) requestAnimationFrame(frame);
    else releasing = false;
  };
  requestAnimationFrame(frame);
}

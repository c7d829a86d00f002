/**
 * Sliding a box open or closed by its height (menus, submenus): shown at
 * once and grown from 0, or shrunk to 0 and then hidden. Instant for
 * visitors who prefer reduced motion.
 */
import { motionDuration } from './devices';

export function slideHeight(el: HTMLElement, open: boolean, ms: number): void {
  el.getAnimations().forEach((a) => a.cancel());
  release(el);
  const duration = motionDuration(ms);
  if (open) el.hidden = false;
  if (duration === 0 || typeof el.animate !== 'function') {
    el.hidden = !open;
    return;
  }
  const height = `${el.scrollHeight}px`;
  // Closing, it is out of reach at once: a Tab pressed as it slides shut would land in it and be lost to the
  // page's top when it hides (inert only while it slides, and only if the page had not made it inert itself).
  if (!open && !el.inert) {
    el.inert = true;
    madeInert.add(el);
  }
  const anim = el.animate(open ? [{ height: '0px', overflow: 'hidden' }, { height, overflow: 'hidden' }] : [{ height, overflow: 'hidden' }, { height: '0px', overflow: 'hidden' }], { duration, easing: 'ease-in-out' });
  anim.onfinish = () => {
    if (!open) el.hidden = true;
    release(el);
  };
}

/** Elements slideHeight made inert while they close. */
const madeInert = new WeakSet<HTMLElement>();
function release(el: HTMLElement): void {
  if (madeInert.delete(el)) el.inert = false;
}

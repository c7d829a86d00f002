/**
 * Sliding a box open or closed by its height (menus, submenus): shown at
 * once and grown from 0, or shrunk to 0 and then hidden. Instant for
 * visitors who prefer reduced motion.
 */
import { motionDuration } from './devices';

export function slideHeight(el: HTMLElement, open: boolean, ms: number): void {
  el.getAnimations().forEach((a) => a.cancel());
  const duration = motionDuration(ms);
  if (open) el.hidden = false;
  if (duration === 0 || typeof el.animate !== 'function') {
    el.hidden = !open;
    return;
  }
  const height = `${el.scrollHeight}px`;
  const anim = el.animate(open ? [{ height: '0px', overflow: 'hidden' }, { height, overflow: 'hidden' }] : [{ height, overflow: 'hidden' }, { height: '0px', overflow: 'hidden' }], { duration, easing: 'ease-in-out' });
  anim.onfinish = () => {
    if (!open) el.hidden = true;
  };
}

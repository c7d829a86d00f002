import type { ElementProps } from '../core';
import { OverlayMenu } from '../behaviours/overlay-menu';
import { slideMenuEvents, type slideMenuAttributes } from './schema';
import * as css from './slide-menu.css';

/** SPEC sections 2 and 4: a swipe left that starts within 30 px of the screen's right edge opens it; a swipe right closes it. */
export const SWIPE = { edge: 30, distance: 50 } as const;

export function SlideMenu({ host, attrs }: ElementProps<typeof slideMenuAttributes>) {
  return (
    <OverlayMenu
      host={host} label={attrs.label} closeLabel={attrs['close-label']} classes={css}
      events={{ open: 'x-slide-menu-open', close: 'x-slide-menu-close' }} specs={slideMenuEvents}
      extra={({ open, close, isOpen }) => {
        let start: { x: number; y: number; edge: boolean } | null = null;
        const onStart = (e: TouchEvent) => {
          const t = e.touches[0];
          start = t && e.touches.length === 1 ? { x: t.clientX, y: t.clientY, edge: t.clientX >= innerWidth - SWIPE.edge } : null;
        };
        const onEnd = (e: TouchEvent) => {
          const t = e.changedTouches[0];
          if (!start || !t) return;
          const dx = t.clientX - start.x;
          const sideways = Math.abs(dx) >= SWIPE.distance && Math.abs(dx) > Math.abs(t.clientY - start.y);
          if (sideways && dx < 0 && start.edge && !isOpen()) open('swipe');
          else if (sideways && dx > 0 && isOpen()) close('swipe');
          start = null;
        };
        document.addEventListener('touchstart', onStart, { passive: true });
        document.addEventListener('touchend', onEnd, { passive: true });
        return () => {
          document.removeEventListener('touchstart', onStart);
          document.removeEventListener('touchend', onEnd);
        };
      }}
    />
  );
}

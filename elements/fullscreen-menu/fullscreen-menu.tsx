import type { ElementProps } from '../core';
import { OverlayMenu } from '../behaviours/overlay-menu';
import { fullscreenMenuEvents, type fullscreenMenuAttributes } from './schema';
import * as css from './fullscreen-menu.css';

export function FullscreenMenu({ host, attrs }: ElementProps<typeof fullscreenMenuAttributes>) {
  return (
    <OverlayMenu
      host={host} label={attrs.label} closeLabel={attrs['close-label']} classes={css}
      events={{ open: 'x-fullscreen-menu-open', close: 'x-fullscreen-menu-close' }} specs={fullscreenMenuEvents}
      // It closes when the tab is hidden (SPEC section 4): coming back finds the page, not the menu.
      extra={({ close, isOpen }) => {
        const onVisibility = () => {
          if (document.visibilityState === 'hidden' && isOpen()) close('hidden');
        };
        document.addEventListener('visibilitychange', onVisibility);
        return () => document.removeEventListener('visibilitychange', onVisibility);
      }}
    />
  );
}

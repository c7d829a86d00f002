import type { ElementProps } from '../core';
import { OverlayMenu } from '../behaviours/overlay-menu';
import { fullscreenMenuEvents, type fullscreenMenuAttributes } from './schema';
import * as css from './fullscreen-menu.css';

export function FullscreenMenu({ host, attrs }: ElementProps<typeof fullscreenMenuAttributes>) {
  return (
    <OverlayMenu
      host={host} label={attrs.label} closeLabel={attrs['close-label']} classes={css}
      events={{ open: 'x-fullscreen-menu-open', close: 'x-fullscreen-menu-close' }} specs={fullscreenMenuEvents}
      icon={<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M1 3h14v2H1zm0 4h14v2H1zm0 4h14v2H1z" /></svg>}
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

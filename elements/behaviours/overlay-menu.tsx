/**
 * The menus that cover the page (SPEC sections 2 and 4; C15, C16): a
 * button opens the page's menu content (slotted) in a native modal
 * `<dialog>` (the page goes inert, focus stays inside, Escape closes it and
 * focus returns to the button), which a close button, the backdrop or a
 * followed link closes too. The slide-in menu and the fullscreen menu are
 * this with their own look and their own extra ways to open and close.
 */
import { useEffect } from 'react';
import { emit, type EventSpec } from '../core';
import { useModal } from './modal';

export type CloseReason = 'button' | 'backdrop' | 'link' | 'swipe' | 'hidden';

export interface OverlayMenuProps {
  host: HTMLElement;
  label: string;
  closeLabel: string;
  classes: { toggle: string; dialog: string; close: string; content: string };
  events: { open: `x-${string}`; close: `x-${string}` };
  specs: Readonly<Record<`x-${string}`, EventSpec>>;
  /** Extra ways to open and close (a swipe, the tab being hidden); return a cleanup. */
  extra?: (controls: { open(reason: 'swipe'): void; close(reason: CloseReason): void; isOpen(): boolean }) => () => void;
}

export function OverlayMenu({ host, label, closeLabel, classes, events, specs, extra }: OverlayMenuProps) {
  // The two elements declare their own event names (x-slide-menu-open, ...); the detail is the same.
  const fire = (name: `x-${string}`, reason: string) => emit(host, specs, name as never, { reason } as never);
  const modal = useModal<CloseReason>({
    backdrop: 'backdrop',
    onClosed: (reason) => {
      host.dataset.state = 'closed';
      fire(events.close, reason);
    },
  });
  const open = (reason: 'button' | 'swipe' = 'button') => {
    if (!modal.show()) return;
    host.dataset.state = 'open';
    fire(events.open, reason);
  };
  useEffect(() => {
    host.dataset.state = 'closed';
  }, [host]);
  useEffect(() => extra?.({ open, close: modal.hide, isOpen: modal.isOpen }));
  // A followed link closes the menu (the links are the host's light DOM: React's own click handling never sees them).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('a[href]') && modal.isOpen()) modal.hide('link');
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, modal]);

  return (
    <>
      <button type="button" className={classes.toggle} part="toggle" aria-haspopup="dialog" onClick={() => open()}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M1 3h14v2H1zm0 4h14v2H1zm0 4h14v2H1z" /></svg>
        <span>{label}</span>
      </button>
      <dialog ref={modal.ref} className={classes.dialog} part="dialog" aria-label={label}>
        <button type="button" className={classes.close} part="close" aria-label={closeLabel} onClick={() => modal.hide('button')}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M3.5 2.1 8 6.6l4.5-4.5 1.4 1.4L9.4 8l4.5 4.5-1.4 1.4L8 9.4l-4.5 4.5-1.4-1.4L6.6 8 2.1 3.5z" /></svg>
        </button>
        <div className={classes.content} part="content">
          <slot />
        </div>
      </dialog>
    </>
  );
}

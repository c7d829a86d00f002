/**
 * A modal surface: a native `<dialog>` shown modal (the platform makes the
 * page inert, keeps focus inside and closes on Escape) or a manual popover
 * (a banner that leaves the page usable; Escape is handled here). Focus moves
 * where the caller says on open and returns where it was, through shadow
 * roots, however it closes; a click on a dialog's backdrop closes it. The
 * caller learns every close once, with its reason. Used by the popup form and
 * the consent preferences; later by the lightbox and the full-screen menus.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** The element focus is on, looking through shadow roots. */
export function deepActive(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el as HTMLElement | null;
}

export interface ModalOptions<R extends string> {
  /** After every close, once: the reason given to hide(), or 'escape'. */
  onClosed?: (reason: R | 'escape') => void;
  /** The reason a click on a dialog's backdrop closes it with; none: backdrop clicks do nothing. */
  backdrop?: R;
}

export interface Modal<R extends string> {
  /** The callback ref for the `<dialog>` or the `popover` element. */
  ref: (el: HTMLElement | null) => void;
  /** That element once rendered (state: effects can depend on it). */
  element: HTMLElement | null;
  isOpen(): boolean;
  /** Opens it and focuses `focus` (else the platform's choice); false when already open or not rendered. */
  show(focus?: (surface: HTMLElement) => HTMLElement | null | undefined): boolean;
  hide(reason: R): void;
}

const isDialog = (el: HTMLElement): el is HTMLDialogElement => el instanceof HTMLDialogElement;
const isOpenNow = (el: HTMLElement | null) => !!el && (isDialog(el) ? el.open : el.matches(':popover-open'));

export function useModal<R extends string>({ onClosed, backdrop }: ModalOptions<R> = {}): Modal<R> {
  // The element, in a ref for calls made before the re-render (an opener in the
  // address opens the popup in the first effects) and in state for the listeners.
  const current = useRef<HTMLElement | null>(null);
  const [surface, setSurface] = useState<HTMLElement | null>(null);
  const ref = useCallback((el: HTMLElement | null) => {
    current.current = el;
    setSurface(el);
  }, []);
  const returnFocus = useRef<HTMLElement | null>(null);
  const reason = useRef<R | null>(null);
  const shown = useRef(false); // open, as far as this hook has handled it
  const latest = useRef({ onClosed, backdrop });
  latest.current = { onClosed, backdrop };

  const closed = useCallback(() => {
    if (!shown.current) return; // already handled
    shown.current = false;
    const why = reason.current ?? 'escape';
    reason.current = null;
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
    returnFocus.current = null;
    latest.current.onClosed?.(why);
  }, []);

  const hide = useCallback((why: R) => {
    const el = current.current;
    if (!el || !isOpenNow(el)) return;
    reason.current = why;
    if (isDialog(el)) el.close();
    else el.hidePopover();
    closed();
  }, [closed]);

  useEffect(() => {
    if (!surface) return;
    // A dialog closes itself on Escape: its 'close' event (queued, so it may
    // come after a reopen) tells of it. A popover's 'toggle' likewise.
    const onClose = () => {
      if (!isOpenNow(surface)) closed();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !isDialog(surface) && isOpenNow(surface)) hide('escape' as R);
    };
    const onClick = (e: MouseEvent) => {
      // A click on the backdrop reaches the dialog itself; clicks inside land on its content.
      if (e.target === surface && isDialog(surface) && latest.current.backdrop) hide(latest.current.backdrop);
    };
    const closeEvent = isDialog(surface) ? 'close' : 'toggle';
    surface.addEventListener(closeEvent, onClose);
    surface.addEventListener('keydown', onKey);
    surface.addEventListener('click', onClick);
    return () => {
      surface.removeEventListener(closeEvent, onClose);
      surface.removeEventListener('keydown', onKey);
      surface.removeEventListener('click', onClick);
    };
  }, [surface, closed, hide]);

  const show = useCallback((focus?: (surface: HTMLElement) => HTMLElement | null | undefined) => {
    const el = current.current;
    if (!el || isOpenNow(el)) return false;
    returnFocus.current = deepActive();
    shown.current = true;
    if (isDialog(el)) el.showModal();
    else el.showPopover();
    focus?.(el)?.focus();
    return true;
  }, []);

  const isOpen = useCallback(() => isOpenNow(current.current), []);
  return { ref, element: surface, isOpen, show, hide };
}

/**
 * What opens a popup (SPEC sections 2 and 9), through the navigation
 * registry: openers (any element with data-x-popup-open, a link to the
 * popup's #id) and its id as an anchor (that #id in the address when it
 * mounts or when the address changes to it), a delay of
 * data-show-after times 1000 ms, a scroll depth (end of page 100 percent,
 * otherwise 50 percent, fired once) and the mouse leaving the window.
 */
import { useEffect, useRef } from 'react';
import { registerAnchors, registerOpeners, type OpenerKind } from '../behaviours/navigation';
import { whileConnected, type DetailOf } from '../core';
import type { popupFormEvents } from './schema';

export type Trigger = DetailOf<(typeof popupFormEvents)['x-popup-form-open']>['trigger'];

export interface TriggerSettings {
  id: string;
  showAfter: number;
  showOnPage: string | null;
  showOnUnload: boolean;
}

export const scrollThreshold = (showOnPage: string) => (showOnPage === 'end' ? 100 : 50);

/** How far down the page the visitor has scrolled, 0 to 100; a page that cannot scroll counts as 100. */
export function scrolledPercent(): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max <= 1 ? 100 : Math.min(100, (window.scrollY / max) * 100);
}

/** The mounted popups whose openers are live (not in preview, type popup), and how each opens. */
const openable = new WeakMap<HTMLElement, () => void>();

/** Openers: `data-x-popup-open` naming the popup's id (empty for any popup) or a link to `#id`. */
export const popupOpeners: OpenerKind = {
  attribute: 'data-x-popup-open',
  selector: 'x-popup-form',
  anyWhenEmpty: true,
  open: (el) => {
    const show = openable.get(el);
    show?.();
    return show !== undefined;
  },
};
registerOpeners(popupOpeners);

export function usePopupTriggers(host: HTMLElement, enabled: boolean, settings: TriggerSettings, open: (trigger: Trigger) => void): void {
  const openRef = useRef(open);
  openRef.current = whileConnected(host, open);
  const { id, showAfter, showOnPage, showOnUnload } = settings;

  useEffect(() => {
    if (!enabled) return;
    openable.set(host, () => openRef.current('opener'));
    // Its id is its anchor: a link to #id followed before the element
    // loaded, an address shared with #id, or the address changing to it.
    const unregister = id ? registerAnchors(host, [id], () => openRef.current('opener'), { now: true }) : undefined;
    return () => {
      openable.delete(host);
      unregister?.();
    };
  }, [host, enabled, id]);

  useEffect(() => {
    if (!enabled || !(showAfter > 0)) return;
    const timer = setTimeout(() => openRef.current('delay'), showAfter * 1000);
    return () => clearTimeout(timer);
  }, [enabled, showAfter]);

  useEffect(() => {
    if (!enabled || showOnPage === null) return;
    const threshold = scrollThreshold(showOnPage);
    const check = () => {
      if (scrolledPercent() < threshold - 0.5) return;
      window.removeEventListener('scroll', check);
      openRef.current('scroll');
    };
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [enabled, showOnPage]);

  useEffect(() => {
    if (!enabled || !showOnUnload) return;
    const onOut = (e: MouseEvent) => {
      if (e.relatedTarget !== null) return; // still inside the page
      document.removeEventListener('mouseout', onOut);
      openRef.current('exit');
    };
    document.addEventListener('mouseout', onOut);
    return () => document.removeEventListener('mouseout', onOut);
  }, [enabled, showOnUnload]);
}

/**
 * What opens a popup (SPEC sections 2 and 9): openers (any element with
 * data-x-popup-open, a link to the popup's #id, or that #id in the address
 * when it mounts), a delay of
 * data-show-after times 1000 ms, a scroll depth (end of page 100 percent,
 * otherwise 50 percent, fired once) and the mouse leaving the window.
 */
import { useEffect, useRef } from 'react';

export type Trigger = 'opener' | 'delay' | 'scroll' | 'exit' | 'api';

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

/** Does this click open the popup with this id? */
export function isOpener(target: EventTarget | null, id: string): Element | null {
  if (!(target instanceof Element)) return null;
  const opener = target.closest('[data-x-popup-open]');
  if (opener) {
    const wanted = opener.getAttribute('data-x-popup-open');
    return !wanted || wanted === id ? opener : null;
  }
  const link = target.closest('a[href^="#"]');
  return id && link?.getAttribute('href') === `#${id}` ? link : null;
}

export function usePopupTriggers(enabled: boolean, settings: TriggerSettings, open: (trigger: Trigger) => void): void {
  const openRef = useRef(open);
  openRef.current = open;
  const { id, showAfter, showOnPage, showOnUnload } = settings;

  useEffect(() => {
    if (!enabled) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || !isOpener(e.target, id)) return;
      e.preventDefault();
      openRef.current('opener');
    };
    document.addEventListener('click', onClick);
    // A link to #id followed before the element loaded, or an address
    // shared with #id, opens it too.
    if (id && location.hash === `#${id}`) openRef.current('opener');
    return () => document.removeEventListener('click', onClick);
  }, [enabled, id]);

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

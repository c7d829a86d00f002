import { useEffect, useRef, useState } from 'react';
import { emit, useEvent, warnOnce, type ElementProps } from '../core';
import { motionDuration } from '../behaviours/devices';
import { initialSearch, SEARCH, searchAfter, type Search } from './search-state';
import { menuSearchEvents, type menuSearchAttributes } from './schema';
import * as css from './menu-search.css';

type Reason = 'button' | 'blur' | 'escape';

export function MenuSearch({ host, attrs }: ElementProps<typeof menuSearchAttributes>) {
  const [search, setSearch] = useState<Search>(initialSearch);
  const current = useRef(search);
  current.current = search;
  const toggle = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const lock = motionDuration(SEARCH.lock);

  // The search opens from the button's end towards the start: no wider than the room there, so a narrow
  // screen's search (its button near the logo) stays on the screen. Measured as it opens, and again on a resize.
  const fitRoom = () => {
    const box = host.getBoundingClientRect();
    const room = getComputedStyle(host).direction === 'rtl' ? document.documentElement.clientWidth - box.left : box.right;
    container.current?.style.setProperty('--x-menu-search-room', `${Math.max(0, Math.floor(room) - 8)}px`);
  };
  const act = (action: 'open' | 'close', reason: Reason = 'button') => {
    const next = searchAfter(current.current, action, performance.now(), lock);
    if (next === current.current) return;
    current.current = next;
    host.dataset.state = next.state; // at once: styling and scripts read it in the same task
    if (action === 'open') fitRoom();
    setSearch(next);
    if (action === 'open') emit(host, menuSearchEvents, 'x-menu-search-open', { open: true });
    else emit(host, menuSearchEvents, 'x-menu-search-close', { open: false, reason });
  };

  // The opening phase: animated, then visible; focus goes to the search field.
  useEffect(() => {
    host.dataset.state = search.state;
    if (search.state !== 'opening') return;
    host.querySelector<HTMLElement>('input, [tabindex]')?.focus();
    container.current!.animate([{ opacity: 0, transform: 'translateY(-0.5rem)' }, {}], { duration: lock, easing: 'ease-out' });
    const settle = setTimeout(() => {
      const next = searchAfter(current.current, 'settle', performance.now(), lock);
      setSearch(next);
      current.current = next;
      host.dataset.state = next.state;
      // Focus left during the phase (when closing was locked): close now.
      if (!host.matches(':focus-within')) act('close', 'blur');
    }, lock);
    return () => clearTimeout(settle);
    // act reads the latest state through refs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, search.state, lock]);

  const open = search.state !== 'hidden';
  useEffect(() => {
    if (!open) return;
    addEventListener('resize', fitRoom);
    return () => removeEventListener('resize', fitRoom);
    // fitRoom reads the host and the container's ref only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // The menu it swaps with is hidden (its room kept) while the search shows.
  useEffect(() => {
    if (!attrs.swap) return;
    const menu = document.querySelector(attrs.swap);
    if (!menu) return void warnOnce(`x-menu-search\u0000${attrs.swap}`, `<x-menu-search> attribute "swap": nothing matches ${JSON.stringify(attrs.swap)}; nothing is swapped.`);
    menu.toggleAttribute('data-x-swapped', search.state !== 'hidden');
    return () => menu.removeAttribute('data-x-swapped');
  }, [attrs.swap, search.state]);

  // Focus leaving the search closes it; Escape too, back to the button.
  useEvent(host, 'focusout', (e) => {
    const to = e.relatedTarget as Node | null;
    if (current.current.state !== 'hidden' && !(to && (host.contains(to) || host.shadowRoot?.contains(to)))) act('close', 'blur');
  });
  useEvent(host, 'keydown', (e) => {
    if (e.key !== 'Escape' || current.current.state === 'hidden') return;
    e.preventDefault();
    act('close', 'escape');
    toggle.current!.focus();
  });

  return (
    <>
      <button ref={toggle} type="button" className={css.toggle} part="toggle" aria-label={attrs.label} aria-expanded={open} aria-controls="search" onClick={() => act(open ? 'close' : 'open')}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M6.5 1a5.5 5.5 0 0 1 4.4 8.8l4 4-1.4 1.4-4-4A5.5 5.5 0 1 1 6.5 1zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z" /></svg>
      </button>
      <div ref={container} id="search" className={css.container} part="container" hidden={!open}>
        <slot />
        <button type="button" className={css.close} part="close" aria-label={attrs['close-label']} onClick={() => act('close')}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M3.5 2.1 8 6.6l4.5-4.5 1.4 1.4L9.4 8l4.5 4.5-1.4 1.4L8 9.4l-4.5 4.5-1.4-1.4L6.6 8 2.1 3.5z" /></svg>
        </button>
      </div>
    </>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { emit, useEvent, useOnChange, warnOnce, type ElementProps } from '../core';
import { slideHeight } from '../behaviours/reveal';
import { mobileMenuEvents, type mobileMenuAttributes } from './schema';
import * as css from './mobile-menu.css';

/** SPEC section 9: the menu slides in 500 ms, a submenu in 700 ms. */
export const MOBILE_MENU = { slide: 500, submenu: 700 } as const;

/** Open mobile menus: opening one closes the others (SPEC section 4). */
const openMenus = new Set<() => void>();

/** The main menu's first list, copied for the mobile menu: without ids (no duplicates), the main menu's states, its disclosure buttons or a split menu's logo. */
function copyOf(source: Element): HTMLElement | null {
  const list = source.querySelector('ul');
  if (!list) return null;
  const copy = list.cloneNode(true) as HTMLElement;
  for (const own of copy.querySelectorAll(':scope > li[data-x-logo], button[data-x-disclosure]')) own.remove();
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of [...el.getAttributeNames()]) if (name === 'id' || name.startsWith('data-x-') || name === 'aria-expanded') el.removeAttribute(name);
  }
  for (const li of copy.querySelectorAll('li')) {
    const sub = li.querySelector<HTMLElement>(':scope > ul');
    if (!sub) continue;
    const name = li.querySelector(':scope > a')?.textContent?.trim() ?? '';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = css.subToggle;
    button.setAttribute('part', 'submenu-toggle');
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-label', name ? `${name}: submenu` : 'Submenu');
    sub.hidden = true;
    li.insertBefore(button, sub);
  }
  return copy;
}

export function MobileMenu({ host, attrs }: ElementProps<typeof mobileMenuAttributes>) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Built from (copied from) the main menu (SPEC sections 1, 2).
  useEffect(() => {
    const source = document.querySelector(attrs.menu);
    const copy = source && !host.contains(source) ? copyOf(source) : null;
    if (!copy) warnOnce(`x-mobile-menu\u0000${attrs.menu}`, `<x-mobile-menu> attribute "menu": no menu list found for ${JSON.stringify(attrs.menu)}; the mobile menu stays empty.`);
    list.current!.replaceChildren(...(copy ? [copy] : []));
  }, [host, attrs.menu]);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    openMenus.forEach((c) => c());
    openMenus.add(close);
    return () => void openMenus.delete(close);
  }, [open]);

  const first = useRef(true);
  useEffect(() => {
    host.dataset.state = open ? 'open' : 'closed';
    if (first.current) {
      first.current = false;
      return;
    }
    slideHeight(panel.current!, open, MOBILE_MENU.slide);
  }, [host, open]);
  useOnChange(open, (o) => {
    if (o) emit(host, mobileMenuEvents, 'x-mobile-menu-open', { open: true });
    else emit(host, mobileMenuEvents, 'x-mobile-menu-close', { open: false });
  });

  const onListClick = (e: MouseEvent) => {
    const toggle = (e.target as Element).closest<HTMLButtonElement>('button[part="submenu-toggle"]');
    if (toggle) {
      const sub = toggle.nextElementSibling as HTMLElement;
      const opening = toggle.getAttribute('aria-expanded') !== 'true';
      // One submenu open at a time among its siblings.
      if (opening) {
        for (const other of toggle.closest('ul')!.querySelectorAll<HTMLButtonElement>(':scope > li > button[aria-expanded="true"]')) {
          other.setAttribute('aria-expanded', 'false');
          slideHeight(other.nextElementSibling as HTMLElement, false, MOBILE_MENU.submenu);
        }
      }
      toggle.setAttribute('aria-expanded', String(opening));
      slideHeight(sub, opening, MOBILE_MENU.submenu);
      return;
    }
    if ((e.target as Element).closest('a[href]')) setOpen(false); // a link followed (an in-page one too) closes the menu
  };
  // Focus gone elsewhere on the page (Tab past the last link): the menu closes, as a disclosure menu does, or a
  // menu a theme lays over the page would hide the focused element. A click on nothing (no new focus) keeps it.
  useEvent(host, 'focusout', (e) => {
    const to = e.relatedTarget;
    if (open && to instanceof Node && !host.contains(to)) setOpen(false);
  });
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    setOpen(false);
    button.current!.focus();
  };

  return (
    <div className={css.bar} part="bar" onKeyDown={onKeyDown}>
      <button ref={button} type="button" className={css.toggle} part="toggle" aria-expanded={open} aria-controls="panel" onClick={() => setOpen((o) => !o)}>
        <span>{attrs.label}</span>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d={open ? 'M3.5 2.1 8 6.6l4.5-4.5 1.4 1.4L9.4 8l4.5 4.5-1.4 1.4L8 9.4l-4.5 4.5-1.4-1.4L6.6 8 2.1 3.5z' : 'M1 3h14v2H1zm0 4h14v2H1zm0 4h14v2H1z'} /></svg>
      </button>
      <div ref={panel} id="panel" className={css.panel} part="panel" hidden>
        <nav aria-label={attrs.label}>
          {/* Filled with the copy of the main menu (not by React). */}
          <div ref={list} className={css.list} onClick={onListClick} />
        </nav>
      </div>
    </div>
  );
}

/**
 * Dropdown menus on the page (SPEC sections 1, 4 and 9; C8 to C12), without
 * React: the menu's own nested lists (WordPress's markup, `li > ul`) get
 * their states as data attributes on each item, so the page's CSS (and the
 * pre-upgrade rules) show and place them:
 * - `data-x-hover`: the pointer is over it; `data-x-show`: its submenu is
 *   open; `data-x-touch`: opened by a first tap (a second tap follows the
 *   link);
 * - `data-x-reverse`: the submenu would leave the viewport on the right, so
 *   it opens to the left (checked on opening, and 200 ms after a resize);
 * - `data-x-columns` on a mega menu item: how many columns it has (1 to 4),
 *   the count the site's "fewer than 4 columns" class carries.
 * Closing after the pointer leaves waits 200 ms. Keyboard, as the APG's
 * disclosure navigation menu with top-level links: each parent item gets a
 * toggle button after its link (`aria-expanded`, `aria-controls`), the room
 * for which the pre-upgrade rules keep; focus leaving an item closes it,
 * Escape closes it back to its button.
 */
import { debounce } from '../behaviours/timing';

export const MENU = { closeDelay: 200, reposition: 200, megaColumns: 4 } as const;

/** The items with a submenu (a direct `ul` child). */
export const parents = (root: Element) => [...root.querySelectorAll<HTMLLIElement>('li')].filter((li) => li.querySelector(':scope > ul'));
/** A mega menu's column (a heading over its links, shown whenever the mega menu is): no dropdown of its own. */
const isColumn = (li: Element) => !!li.parentElement?.parentElement?.matches('li.mega-menu');
const linkOf = (li: Element) => li.querySelector<HTMLElement>(':scope > a, :scope > button:not([data-x-disclosure])');
const toggleOf = (li: Element) => li.querySelector<HTMLButtonElement>(':scope > button[data-x-disclosure]');
let ids = 0;

export interface DropdownEvents {
  open(item: HTMLLIElement): void;
  close(item: HTMLLIElement): void;
}

export function dropdowns(root: HTMLElement, on: DropdownEvents): () => void {
  const items = parents(root).filter((li) => !isColumn(li));
  const timers = new Map<HTMLLIElement, ReturnType<typeof setTimeout>>();
  const added: [Element, string][] = [];
  const mark = (el: Element, name: string, value = '') => {
    if (!el.hasAttribute(name)) added.push([el, name]);
    el.setAttribute(name, value);
  };

  const reposition = (li: HTMLLIElement) => {
    const sub = li.querySelector<HTMLElement>(':scope > ul')!;
    li.removeAttribute('data-x-reverse');
    if (sub.getBoundingClientRect().right > document.documentElement.clientWidth) li.setAttribute('data-x-reverse', '');
  };
  const open = (li: HTMLLIElement) => {
    clearTimeout(timers.get(li));
    if (li.hasAttribute('data-x-show')) return;
    li.setAttribute('data-x-show', '');
    toggleOf(li)?.setAttribute('aria-expanded', 'true');
    reposition(li);
    on.open(li);
  };
  const close = (li: HTMLLIElement) => {
    clearTimeout(timers.get(li));
    li.removeAttribute('data-x-hover');
    li.removeAttribute('data-x-touch');
    if (!li.hasAttribute('data-x-show')) return;
    li.removeAttribute('data-x-show');
    toggleOf(li)?.setAttribute('aria-expanded', 'false');
    for (const child of li.querySelectorAll<HTMLLIElement>('li[data-x-show]')) close(child);
    on.close(li);
  };
  const closeLater = (li: HTMLLIElement) => {
    clearTimeout(timers.get(li));
    timers.set(li, setTimeout(() => close(li), MENU.closeDelay));
  };

  const toggles: HTMLButtonElement[] = [];
  for (const li of items) {
    const sub = li.querySelector<HTMLElement>(':scope > ul')!;
    if (!sub.id) mark(sub, 'id', `x-menu-sub-${++ids}`);
    const name = linkOf(li)?.textContent?.trim();
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('data-x-disclosure', '');
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', sub.id);
    button.setAttribute('aria-label', name ? `${name}: submenu` : 'Submenu');
    // Right after the link, not before the submenu: the markup's whitespace
    // between them would then sit between two inline boxes and show as a
    // space the pre-upgrade layout did not have (the page moved by it).
    const link = linkOf(li);
    if (link) link.after(button);
    else li.insertBefore(button, sub);
    toggles.push(button);
    if (li.classList.contains('mega-menu')) {
      const columns = li.querySelector(':scope > ul')!.querySelectorAll(':scope > li').length;
      mark(li, 'data-x-columns', String(Math.min(MENU.megaColumns, Math.max(1, columns))));
    }
  }

  const itemOf = (t: EventTarget | null) => (t instanceof Element ? t.closest('li') : null) as HTMLLIElement | null;
  const onOver = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    for (let li = itemOf(e.target); li && root.contains(li); li = itemOf(li.parentElement)) {
      if (!items.includes(li)) continue;
      li.setAttribute('data-x-hover', '');
      open(li);
    }
  };
  const onOut = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    for (const li of items) {
      if (li.hasAttribute('data-x-show') && !(e.relatedTarget instanceof Node && li.contains(e.relatedTarget))) closeLater(li);
    }
  };
  // Touch: the first tap on an item's link opens its submenu; the second follows the link (SPEC section 4).
  let touching = false;
  const onDown = (e: PointerEvent) => {
    touching = e.pointerType === 'touch' || e.pointerType === 'pen';
  };
  const onClick = (e: MouseEvent) => {
    const toggle = (e.target as Element).closest?.('button[data-x-disclosure]');
    if (toggle && root.contains(toggle)) {
      const li = toggle.parentElement as HTMLLIElement;
      if (li.hasAttribute('data-x-show')) close(li);
      else {
        for (const other of items) if (!other.contains(li)) close(other);
        open(li);
      }
      return;
    }
    const li = itemOf(e.target);
    if (!touching || !li || !items.includes(li) || linkOf(li) !== (e.target as Element).closest('a, button')) return;
    if (li.hasAttribute('data-x-touch')) return; // the second tap: follow
    e.preventDefault();
    for (const other of items) if (!other.contains(li)) close(other);
    li.setAttribute('data-x-touch', '');
    open(li);
  };
  const onOutside = (e: PointerEvent) => {
    if (!(e.target instanceof Node) || !root.contains(e.target)) items.forEach(close);
  };
  const onFocusOut = (e: FocusEvent) => {
    const to = e.relatedTarget instanceof Node ? e.relatedTarget : null;
    for (const li of items) if (li.hasAttribute('data-x-show') && !(to && li.contains(to)) && !li.hasAttribute('data-x-hover')) close(li);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    const li = [...items].reverse().find((x) => x.hasAttribute('data-x-show') && x.contains(e.target as Node));
    if (!li) return;
    e.preventDefault();
    close(li);
    (toggleOf(li) ?? linkOf(li))?.focus();
  };
  const onResize = debounce(() => items.filter((li) => li.hasAttribute('data-x-show')).forEach(reposition), MENU.reposition);

  const listeners: [EventTarget, string, EventListener][] = [
    [root, 'pointerover', onOver as EventListener], [root, 'pointerout', onOut as EventListener], [root, 'pointerdown', onDown as EventListener],
    [root, 'click', onClick as EventListener], [root, 'focusout', onFocusOut as EventListener],
    [root, 'keydown', onKey as EventListener], [document, 'pointerdown', onOutside as EventListener], [window, 'resize', onResize],
  ];
  for (const [target, type, fn] of listeners) target.addEventListener(type, fn, { passive: type === 'resize' });
  return () => {
    for (const [target, type, fn] of listeners) target.removeEventListener(type, fn);
    onResize.cancel();
    timers.forEach((t) => clearTimeout(t));
    for (const li of items) for (const a of ['data-x-show', 'data-x-hover', 'data-x-touch', 'data-x-reverse']) li.removeAttribute(a);
    added.forEach(([el, name]) => el.removeAttribute(name));
    toggles.forEach((b) => b.remove());
  };
}

/**
 * The split menu (SPEC sections 1 and 2; C5): a logo injected into the
 * middle of the menu, as a split header's centred logo. The logo is whatever
 * `<x-menu split>` holds beside its `<nav>`; it moves into a `li[data-x-logo]`
 * after the first half of the top-level items (half rounded up: 3 of 5), so
 * reading and Tab order follow what the visitor sees. Before upgrade the
 * page CSS (menu.pre.css) draws the same order with `order`, so the move
 * shifts nothing (and after it, the same rules agree with the DOM order).
 */
import { warnOnce } from '../core/warn';

/** How many top-level items go before the logo: half, rounded up (Math.round of n / 2, as the site's script counts). */
export const firstHalf = (count: number) => Math.ceil(count / 2);

export function centreLogo(host: HTMLElement): () => void {
  const list = host.querySelector<HTMLUListElement>(':scope > nav > ul, :scope > nav > ol');
  const logo = [...host.children].filter((el) => el.localName !== 'nav');
  if (!list || !logo.length) {
    warnOnce(`x-menu\u0000split\u0000${list ? 'logo' : 'list'}`, list
      ? '<x-menu> attribute "split": no logo to put in the middle; expected the logo (a link or image) as a child of <x-menu> beside its <nav>. The menu stays as it is.'
      : '<x-menu> attribute "split": no menu list found; expected <x-menu split><a data-logo ...>...</a><nav><ul><li>...</li></ul></nav></x-menu>. The menu stays as it is.');
    return () => undefined;
  }
  const places = logo.map((el) => [el, el.nextSibling] as const);
  const items = list.querySelectorAll(':scope > li');
  const wrap = document.createElement('li');
  wrap.setAttribute('data-x-logo', '');
  wrap.append(...logo);
  const before = items[firstHalf(items.length) - 1];
  if (before) before.after(wrap);
  else list.prepend(wrap);
  host.setAttribute('data-x-split', '');
  return () => {
    // Back where the page put them (the pre-upgrade rules draw them in the middle again).
    for (const [el, next] of places) host.insertBefore(el, next?.parentNode === host ? next : host.querySelector(':scope > nav'));
    wrap.remove();
    host.removeAttribute('data-x-split');
  };
}

/**
 * The dropdowns' default look and place, for the menu's own light-DOM lists:
 * page CSS, adopted by the document once (a constructable stylesheet, so a
 * strict CSP allows it), in `:where()` so any theme's menu CSS wins. Only
 * the submenus (out of the flow, hidden until opened) and the disclosure
 * buttons' chevrons: the menu bar itself is the theme's, laid out the same
 * before and after upgrade (the buttons' room is in menu.pre.css). A mega
 * menu's columns (a heading over its links, no dropdown of their own) show
 * whole while it is open: the rules that hide a closed item's submenu leave
 * them out, with no weight (`:where()`), so a theme's rules still win.
 */
import { sharedSheet } from '../core/styles';

const CSS = `
:where(x-menu) li:not(:hover, :focus-within, [data-x-show]):not(:where(li.mega-menu > ul > li)) > ul { display: none; }
:where(x-menu) li > ul { list-style: none; margin: 0; padding: 0; }
:where(x-menu) li { position: relative; }
:where(x-menu) li > ul { position: absolute; z-index: 100; inset-block-start: 100%; inset-inline-start: 0; min-inline-size: 14rem; padding-block: 0.5rem; background: #fff; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15); }
:where(x-menu) li li > ul { inset-block-start: -0.5rem; inset-inline-start: 100%; }
:where(x-menu) li[data-x-reverse] > ul { inset-inline-start: auto; inset-inline-end: 0; }
:where(x-menu) li li[data-x-reverse] > ul { inset-inline-end: 100%; }
:where(x-menu) li li > a { display: block; padding: 0.35rem 1rem; }
:where(x-menu) .mega-menu { position: static; }
:where(x-menu) .mega-menu > ul { inset-inline: 0; display: grid; grid-template-columns: repeat(var(--x-menu-columns, 4), minmax(0, 1fr)); gap: 1rem; padding: 1rem; }
:where(x-menu) .mega-menu > ul > li > ul { position: static; box-shadow: none; padding: 0; min-inline-size: 0; }
:where(x-menu) [data-x-columns="1"] { --x-menu-columns: 1; }
:where(x-menu) [data-x-columns="2"] { --x-menu-columns: 2; }
:where(x-menu) [data-x-columns="3"] { --x-menu-columns: 3; }
:where(x-menu) button[data-x-disclosure] { cursor: pointer; }
:where(x-menu) button[data-x-disclosure]::before { content: ""; display: block; inline-size: 0.4em; block-size: 0.4em; margin: -0.2em auto 0; border: solid currentColor; border-width: 0 0.12em 0.12em 0; transform: rotate(45deg); }
:where(x-menu) button[data-x-disclosure][aria-expanded="true"]::before { transform: translateY(0.2em) rotate(225deg); }
:where(x-menu) li li:has(> [data-x-disclosure]) { display: flex; align-items: center; }
:where(x-menu) li li:has(> [data-x-disclosure]) > a { flex: 1; }
`;

export function adoptMenuStyles(): void {
  if (!('adoptedStyleSheets' in Document.prototype) || typeof CSSStyleSheet === 'undefined') return;
  const sheet = sharedSheet(CSS);
  if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

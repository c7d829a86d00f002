// x-menu in the three engines (checklist C8 to C12), with mouse, touch
// (emulated pointer events) and keyboard.
import { expect } from 'chai';
import './define';
import preCss from './menu.pre.css?raw';
import { captureWarnings, drawnBeforeUpgrade, fixture, key, record, smoke, until } from '../../tests/browser/helpers';

// The page-level rules the autoloader brings (the split menu's row is page CSS).
const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

const MENU = `<x-menu><nav aria-label="Main"><ul>
  <li><a href="#home">Home</a></li>
  <li id="shop"><a href="#shop-page">Shop</a><ul>
    <li><a href="#seeds" id="seeds">Seeds</a></li>
    <li id="tools"><a href="#tools-page">Tools</a><ul><li><a href="#spades" id="spades">Spades</a></li></ul></li>
  </ul></li>
  <li class="mega-menu" id="mega"><a href="#all">All</a><ul>
    <li><a href="#a">A</a><ul><li><a href="#a1">A1</a></li></ul></li><li><a href="#b">B</a></li><li><a href="#c">C</a></li>
  </ul></li>
</ul></nav></x-menu>`;
const pointer = (type: string, target: Element, pointerType = 'mouse', relatedTarget: Element | null = null) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerType, relatedTarget }));
const open = (id: string) => document.getElementById(id)!.hasAttribute('data-x-show');
const visible = (el: Element) => getComputedStyle(el).display !== 'none';
/** A parent item's disclosure button (APG disclosure navigation). */
const toggle = (id: string) => document.querySelector<HTMLButtonElement>(`#${id} > button[data-x-disclosure]`)!;

describe('x-menu', () => {
  smoke('opens on hover and closes 200 ms after the pointer leaves (C8, C10)', async () => {
    const el = await fixture<HTMLElement>(MENU);
    const opens = record<{ item: HTMLElement }>(el, 'x-menu-open');
    const shop = document.getElementById('shop')!;
    const sub = shop.querySelector('ul')!;
    expect(visible(sub)).to.equal(false);
    pointer('pointerover', shop.querySelector('a')!);
    expect(open('shop')).to.equal(true);
    expect(shop.hasAttribute('data-x-hover')).to.equal(true);
    expect(visible(sub)).to.equal(true);
    expect(toggle('shop').getAttribute('aria-expanded')).to.equal('true');
    expect(opens[0]!.detail.item === shop).to.equal(true);
    const left = performance.now();
    pointer('pointerout', shop.querySelector('a')!, 'mouse', document.body);
    await until(() => !open('shop'), 'closed after 200 ms', 2000);
    expect(performance.now() - left, 'still open until 200 ms after').to.be.at.least(100);
    expect(toggle('shop').getAttribute('aria-expanded')).to.equal('false');
  });

  it('on touch: the first tap opens the submenu, the second follows the link (C8, C9)', async () => {
    await fixture<HTMLElement>(MENU);
    const link = document.querySelector<HTMLAnchorElement>('#shop > a')!;
    pointer('pointerdown', link, 'touch');
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).to.equal(true, 'the first tap does not follow');
    expect(open('shop')).to.equal(true);
    expect(document.getElementById('shop')!.hasAttribute('data-x-touch')).to.equal(true);
    pointer('pointerdown', link, 'touch');
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(second);
    expect(second.defaultPrevented).to.equal(false, 'the second tap follows');
    second.preventDefault();
    pointer('pointerdown', document.body, 'touch');
    expect(open('shop')).to.equal(false, 'a tap elsewhere closes it');
  });

  it('gives each parent item a disclosure button after its link, as the APG disclosure navigation (keyboard)', async () => {
    await fixture<HTMLElement>(`${MENU}<button id="after">After</button>`);
    const shop = document.getElementById('shop')!;
    expect([...shop.children].map((c) => c.localName)).to.deep.equal(['a', 'button', 'ul']);
    expect(toggle('shop').getAttribute('aria-label')).to.equal('Shop: submenu');
    expect(toggle('shop').getAttribute('aria-controls')).to.equal(shop.querySelector('ul')!.id);
    expect(shop.querySelector('a')!.hasAttribute('aria-expanded')).to.equal(false, 'the link stays a plain link');
    // As Tab moves: the link opens nothing, its button does (Enter and Space click a button).
    shop.querySelector('a')!.focus();
    expect(open('shop')).to.equal(false);
    expect(visible(shop.querySelector('ul')!)).to.equal(false, 'focus in the item does not show it');
    toggle('shop').focus();
    toggle('shop').click();
    expect(open('shop')).to.equal(true);
    expect(toggle('shop').getAttribute('aria-expanded')).to.equal('true');
    expect(visible(shop.querySelector('ul')!)).to.equal(true);
    document.getElementById('seeds')!.focus();
    document.querySelector<HTMLElement>('#tools > a')!.focus();
    toggle('tools').focus();
    toggle('tools').click();
    document.getElementById('spades')!.focus();
    expect([open('shop'), open('tools')]).to.deep.equal([true, true]);
    key(document.getElementById('spades')!, 'Escape');
    expect(open('tools')).to.equal(false);
    expect(document.activeElement === toggle('tools')).to.equal(true, 'focus back on its button');
    toggle('tools').click();
    expect(open('tools')).to.equal(true);
    toggle('tools').click();
    expect(open('tools')).to.equal(false, 'the button toggles');
    document.getElementById('after')!.focus();
    expect(open('shop')).to.equal(false, 'closed once focus left');
  });

  // WordPress prints its menus with line breaks between a link and its submenu: the upgrade must not make that whitespace show.
  for (const [markup, menu] of [['', MENU], [', with line breaks between a link and its submenu (WordPress\'s markup)', MENU.replace(/<\/a><ul>/g, '</a>\n    <ul>')]] as const) {
  it(`keeps the disclosure buttons' room before upgrade, so links do not move${markup}`, async () => {
    const html = menu.replace('<ul>', '<ul style="display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0">');
    const lefts = (doc: Document) => {
      const origin = doc.querySelector('x-menu')!.getBoundingClientRect();
      return [...doc.querySelectorAll('x-menu nav > ul > li > a')].map((a) => {
        const r = a.getBoundingClientRect();
        return [Math.round(r.left - origin.left), Math.round(r.top - origin.top), Math.round(r.width), Math.round(r.height)];
      });
    };
    const drawn = await drawnBeforeUpgrade(html, preCss, lefts);
    const el = await fixture<HTMLElement>(`<div style="width: 800px; font: 16px/1.5 sans-serif">${html}</div>`);
    expect(lefts(document)).to.deep.equal(drawn);
    expect(toggle('shop').getBoundingClientRect().width).to.equal(24);
    expect(el.querySelector('x-menu')!.getBoundingClientRect().height).to.equal(24, 'the row keeps its height');
  });
  }

  it('opens a submenu that would leave the viewport the other way (C11)', async () => {
    await fixture<HTMLElement>(`<div style="display: flex; justify-content: flex-end">${MENU}</div>`);
    toggle('shop').click();
    const tools = document.getElementById('tools')!;
    toggle('tools').click();
    expect(tools.hasAttribute('data-x-reverse')).to.equal(true);
    const sub = tools.querySelector('ul')!.getBoundingClientRect();
    expect(sub.right).to.be.at.most(document.documentElement.clientWidth + 1);
  });

  it('counts a mega menu\'s columns, fewer than 4 marked (C12)', async () => {
    await fixture<HTMLElement>(MENU);
    const mega = document.getElementById('mega')!;
    expect(mega.getAttribute('data-x-columns')).to.equal('3');
    toggle('mega').click();
    expect(getComputedStyle(mega.querySelector('ul')!).gridTemplateColumns.split(' ').length).to.equal(3);
  });

  it('shows a mega menu\'s columns whole: each heading\'s links with it, no button of their own, keyboard focus included', async () => {
    await fixture<HTMLElement>(MENU);
    const mega = document.getElementById('mega')!;
    const column = mega.querySelector(':scope > ul > li')!;
    const links = column.querySelector('ul')!;
    expect(column.querySelector(':scope > button[data-x-disclosure]')).to.equal(null);
    toggle('mega').click();
    expect(visible(links), 'the column\'s links shown with the open mega menu').to.equal(true);
    // Focus inside a column (the keyboard's Tab) keeps its links shown.
    links.querySelector('a')!.focus();
    expect(visible(links)).to.equal(true);
    expect(open('mega')).to.equal(true);
  });

  it('takes its marks away when it goes', async () => {
    const el = await fixture<HTMLElement>(MENU);
    expect(toggle('shop').getAttribute('aria-expanded')).to.equal('false');
    const list = el.querySelector('nav')!;
    el.remove();
    await until(() => !list.querySelector('[aria-expanded], [data-x-columns], [data-x-disclosure], ul[id]'), 'no marks left');
  });

  describe('split (C5)', () => {
    const PAGE = 'font: 16px/1.5 sans-serif; width: 800px';
    const split = (count: number) => `<x-menu split><a href="#top" id="logo"><img alt="The garden" src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='90' height='40'/>" width="90" height="40" style="display: block"></a>
      <nav aria-label="Main"><ul style="list-style: none; margin: 0; padding: 0">${Array.from({ length: count }, (_, i) => `<li><a href="#p${i}" id="p${i}">Page ${i}</a>${i === 1 ? '<ul><li><a href="#sub">Sub</a></li></ul>' : ''}</li>`).join('')}</ul></nav></x-menu>`;
    /** Each link's box, from the menu's own corner. */
    const boxes = (doc: Document, count: number) => {
      const origin = doc.querySelector('x-menu')!.getBoundingClientRect();
      return ['logo', ...Array.from({ length: count }, (_, i) => `p${i}`)].map((id) => {
        const r = doc.getElementById(id)!.getBoundingClientRect();
        return { id, left: Math.round(r.left - origin.left), top: Math.round(r.top - origin.top), width: Math.round(r.width) };
      });
    };
    const links = (el: Element) => [...el.querySelectorAll('a')].map((a) => a.id || a.getAttribute('href'));

    it('moves the logo after the first half of the top-level items, so Tab order matches what is seen', async () => {
      const el = await fixture(`<div style="${PAGE}">${split(5)}</div>`);
      const menu = el.querySelector('x-menu')!;
      await until(() => menu.hasAttribute('data-x-split'), 'split');
      const items = [...menu.querySelectorAll(':scope > nav > ul > li')];
      expect(items.length).to.equal(6);
      expect(items[3]!.hasAttribute('data-x-logo')).to.equal(true, '3 of 5 before it');
      expect(items[3]!.querySelector('#logo')).to.not.equal(null);
      expect(links(menu)).to.deep.equal(['p0', 'p1', '#sub', 'p2', 'logo', 'p3', 'p4']);
      const four = await fixture(`<div style="${PAGE}">${split(4)}</div>`);
      await until(() => four.querySelector('[data-x-logo]') !== null, 'split');
      expect(links(four)).to.deep.equal(['p0', 'p1', '#sub', 'logo', 'p2', 'p3'], '2 of 4 before it');
    });

    for (const count of [1, 4, 5, 8]) {
      it(`draws ${count} item${count > 1 ? 's' : ''} and the logo before upgrade exactly where upgrade puts them`, async () => {
        const drawn = await drawnBeforeUpgrade(split(count), preCss, (doc) => boxes(doc, count));
        const el = await fixture(`<div style="${PAGE}">${split(count)}</div>`);
        await until(() => el.querySelector('[data-x-logo]') !== null, 'split');
        const upgraded = boxes(document, count);
        expect(upgraded).to.deep.equal(drawn);
        // The logo between the halves.
        const [logo, ...items] = upgraded;
        const half = Math.ceil(count / 2);
        expect(items.slice(0, half).every((b) => b.left < logo!.left)).to.equal(true, 'the first half left of the logo');
        expect(items.slice(half).every((b) => b.left > logo!.left)).to.equal(true, 'the rest right of it');
      });
    }

    it('puts the logo back when split goes, and draws the same', async () => {
      const el = await fixture(`<div style="${PAGE}">${split(5)}</div>`);
      const menu = el.querySelector('x-menu')!;
      await until(() => menu.hasAttribute('data-x-split'), 'split');
      const at = boxes(document, 5);
      menu.removeAttribute('split');
      await until(() => !menu.hasAttribute('data-x-split'), 'unsplit');
      expect(menu.firstElementChild!.id).to.equal('logo');
      expect(menu.querySelector('[data-x-logo]')).to.equal(null);
      menu.setAttribute('split', '');
      await until(() => menu.hasAttribute('data-x-split'), 'split again');
      expect(boxes(document, 5)).to.deep.equal(at);
      menu.remove();
      await until(() => !menu.hasAttribute('data-x-split'), 'unsplit on removal');
      expect(menu.firstElementChild!.id).to.equal('logo');
    });

    it('warns once, naming what it expects, when there is no logo beside the nav', async () => {
      const warnings = await captureWarnings(async () => {
        const collect = console.warn; // captureWarnings' own, watched
        let warned = false;
        console.warn = (...args: unknown[]) => {
          warned = true;
          collect(...args);
        };
        const el = await fixture(`<x-menu split><nav><ul><li><a href="#a">A</a></li></ul></nav></x-menu>`);
        await until(() => warned, 'the warning');
        expect(el.querySelector('[data-x-logo]')).to.equal(null);
      });
      expect(warnings.filter((w) => w.includes('"split"'))).to.have.length(1);
      expect(warnings[0]).to.contain('<x-menu>').and.contain('beside its <nav>');
    });
  });
});

// x-menu in the three engines (checklist C8 to C12), with mouse, touch
// (emulated pointer events) and keyboard.
import { expect } from 'chai';
import './define';
import { fixture, key, record, sleep, until } from '../../tests/browser/helpers';

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

describe('x-menu', () => {
  it('opens on hover and closes 200 ms after the pointer leaves (C8, C10)', async () => {
    const el = await fixture<HTMLElement>(MENU);
    const opens = record<{ item: HTMLElement }>(el, 'x-menu-open');
    const shop = document.getElementById('shop')!;
    const sub = shop.querySelector('ul')!;
    expect(visible(sub)).to.equal(false);
    pointer('pointerover', shop.querySelector('a')!);
    expect(open('shop')).to.equal(true);
    expect(shop.hasAttribute('data-x-hover')).to.equal(true);
    expect(visible(sub)).to.equal(true);
    expect(shop.querySelector('a')!.getAttribute('aria-expanded')).to.equal('true');
    expect(opens[0]!.detail.item === shop).to.equal(true);
    pointer('pointerout', shop.querySelector('a')!, 'mouse', document.body);
    await sleep(100);
    expect(open('shop')).to.equal(true, 'still open 100 ms later');
    await until(() => !open('shop'), 'closed after 200 ms', 1000);
    expect(shop.querySelector('a')!.getAttribute('aria-expanded')).to.equal('false');
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

  it('opens on focus, closes when focus leaves, and Escape closes it back to its link (keyboard)', async () => {
    await fixture<HTMLElement>(`${MENU}<button id="after">After</button>`);
    // As Tab moves: a parent's link, then into its submenu (hidden submenus take no focus).
    document.querySelector<HTMLElement>('#shop > a')!.focus();
    expect(open('shop')).to.equal(true);
    document.getElementById('seeds')!.focus();
    document.querySelector<HTMLElement>('#tools > a')!.focus();
    document.getElementById('spades')!.focus();
    expect(document.activeElement === document.getElementById('spades')).to.equal(true);
    expect([open('shop'), open('tools')]).to.deep.equal([true, true]);
    key(document.getElementById('spades')!, 'Escape');
    expect(open('tools')).to.equal(false);
    expect(document.activeElement === document.querySelector('#tools > a')).to.equal(true, 'focus back on its link');
    document.getElementById('after')!.focus();
    expect(open('shop')).to.equal(false, 'closed once focus left');
  });

  it('opens a submenu that would leave the viewport the other way (C11)', async () => {
    await fixture<HTMLElement>(`<div style="display: flex; justify-content: flex-end">${MENU}</div>`);
    document.querySelector<HTMLElement>('#shop > a')!.focus();
    const tools = document.getElementById('tools')!;
    document.querySelector<HTMLElement>('#tools > a')!.focus();
    expect(tools.hasAttribute('data-x-reverse')).to.equal(true);
    const sub = tools.querySelector('ul')!.getBoundingClientRect();
    expect(sub.right).to.be.at.most(document.documentElement.clientWidth + 1);
  });

  it('counts a mega menu\'s columns, fewer than 4 marked (C12)', async () => {
    await fixture<HTMLElement>(MENU);
    const mega = document.getElementById('mega')!;
    expect(mega.getAttribute('data-x-columns')).to.equal('3');
    mega.querySelector('a')!.focus();
    expect(getComputedStyle(mega.querySelector('ul')!).gridTemplateColumns.split(' ').length).to.equal(3);
  });

  it('takes its marks away when it goes', async () => {
    const el = await fixture<HTMLElement>(MENU);
    const link = document.querySelector('#shop > a')!;
    expect(link.getAttribute('aria-expanded')).to.equal('false');
    const list = el.querySelector('nav')!;
    el.remove();
    await until(() => !list.querySelector('[aria-expanded], [data-x-columns]'), 'no marks left');
  });
});

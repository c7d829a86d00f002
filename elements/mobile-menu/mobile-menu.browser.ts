// x-mobile-menu in the three engines (checklist C13, C14).
import { expect } from 'chai';
import './define';
import '../menu/define';
import { captureWarnings, fixture, key, mounted, record, shadow, smoke, until } from '../../tests/browser/helpers';

const MAIN = `<nav id="main"><ul>
  <li id="m-home"><a href="#home">Home</a></li>
  <li data-x-show><a href="#shop" aria-expanded="true">Shop</a><ul><li><a href="#seeds">Seeds</a></li><li><a href="#tools">Tools</a></li></ul></li>
  <li><a href="#about">About</a><ul><li><a href="#team">Team</a></li></ul></li>
</ul></nav>`;
async function page(extra = '') {
  const wrap = await fixture(`<div>${MAIN}<x-mobile-menu menu="#main"></x-mobile-menu>${extra}</div>`);
  const el = wrap.querySelector<HTMLElement>('x-mobile-menu')!;
  return { el, toggle: shadow(el, '[part="toggle"]') as HTMLButtonElement, panel: shadow(el, '[part="panel"]') };
}

describe('x-mobile-menu', () => {
  it('is built from the main menu: its links, without its ids or states (C13)', async () => {
    const { el } = await page();
    const links = [...el.shadowRoot!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).to.deep.equal(['#home', '#shop', '#seeds', '#tools', '#about', '#team']);
    expect(el.shadowRoot!.querySelector('[id^="m-"], [data-x-show], a[aria-expanded]')).to.equal(null);
    expect(document.querySelectorAll('#m-home').length).to.equal(1);
  });

  it('leaves a split menu\'s logo out (C5)', async () => {
    const wrap = await fixture(`<div><x-menu split><a href="#top" id="logo">Logo</a><nav><ul><li><a href="#a">A</a></li><li><a href="#b">B</a></li></ul></nav></x-menu></div>`);
    await until(() => wrap.querySelector('[data-x-logo]') !== null, 'split');
    const el = document.createElement('x-mobile-menu');
    wrap.append(el); // copied from the list the logo is now in
    await mounted(wrap);
    await until(() => el.shadowRoot!.querySelectorAll('a').length > 0, 'copied');
    expect([...el.shadowRoot!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['#a', '#b']);
  });

  smoke('opens and closes from its bar, sliding, and says so (C14)', async () => {
    const { el, toggle, panel } = await page();
    const opens = record(el, 'x-mobile-menu-open');
    expect(panel.hidden).to.equal(true);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await until(() => !panel.hidden, 'open');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(el.dataset.state).to.equal('open');
    const anim = panel.getAnimations()[0];
    expect(anim?.effect?.getComputedTiming().duration).to.equal(500);
    expect(opens.length).to.equal(1);
    toggle.click();
    await until(() => panel.hidden, 'closed after its slide', 2000);
  });

  it('opens submenus one at a time, sliding 700 ms (C14)', async () => {
    const { el, toggle } = await page();
    toggle.click();
    const subToggles = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="submenu-toggle"]')];
    expect(subToggles.map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Shop: submenu', 'About: submenu']);
    subToggles[0]!.click();
    const first = subToggles[0]!.nextElementSibling as HTMLElement;
    expect(first.hidden).to.equal(false);
    expect(first.getAnimations()[0]?.effect?.getComputedTiming().duration).to.equal(700);
    subToggles[1]!.click();
    expect(subToggles.map((b) => b.getAttribute('aria-expanded'))).to.deep.equal(['false', 'true']);
    await until(() => first.hidden, 'the first closed', 2000);
  });

  it('closes when focus leaves it for the page, not while it moves inside it', async () => {
    const { el, toggle } = await page('<a href="#after" id="after">After</a>');
    toggle.click();
    await until(() => el.dataset.state === 'open', 'open');
    const links = [...el.shadowRoot!.querySelectorAll('a')];
    links[0]!.focus();
    links.at(-1)!.focus();
    toggle.focus();
    expect(el.dataset.state).to.equal('open', 'focus moving inside keeps it open');
    links.at(-1)!.focus();
    document.querySelector<HTMLElement>('#after')!.focus();
    await until(() => el.dataset.state === 'closed', 'closed once focus left');
  });

  it('closes with Escape back to its bar, and when another mobile menu opens (C14)', async () => {
    const { el, toggle, panel } = await page('<x-mobile-menu id="second" menu="#main"></x-mobile-menu>');
    toggle.click();
    await until(() => el.dataset.state === 'open', 'open');
    const link = el.shadowRoot!.querySelector('a')!;
    link.focus();
    key(link, 'Escape');
    await until(() => el.dataset.state === 'closed', 'closed by Escape');
    expect(el.shadowRoot!.activeElement === toggle).to.equal(true, 'focus back on the bar');
    toggle.click();
    await until(() => el.dataset.state === 'open', 'open again');
    const second = document.getElementById('second')!;
    (shadow(second, '[part="toggle"]') as HTMLButtonElement).click();
    await until(() => second.dataset.state === 'open' && el.dataset.state === 'closed', 'the other one closed');
    await until(() => panel.hidden, 'hidden');
  });

  it('warns once when it finds no menu to copy', async () => {
    const warnings = await captureWarnings(async () => {
      await fixture('<x-mobile-menu menu="#nowhere"></x-mobile-menu>');
    });
    expect(warnings).to.deep.equal(['<x-mobile-menu> attribute "menu": no menu list found for "#nowhere"; the mobile menu stays empty.']);
  });

  it('takes the theme\'s dark defaults on a page that says it is dark, light ones otherwise', async () => {
    const colours = async (scheme: string) => {
      const wrap = await fixture(`<div style="color-scheme: ${scheme}">${MAIN}<x-mobile-menu menu="#main"></x-mobile-menu></div>`);
      const el = wrap.querySelector('x-mobile-menu')!;
      const toggle = shadow(el, '[part="toggle"]');
      toggle.click();
      await until(() => !shadow(el, '[part="panel"]').hidden, 'open');
      return [getComputedStyle(toggle).backgroundColor, getComputedStyle(shadow(el, '[part="panel"]')).backgroundColor];
    };
    const light = ['rgb(244, 246, 248)', 'rgb(255, 255, 255)'];
    expect(await colours('light')).to.deep.equal(light);
    expect(await colours('normal')).to.deep.equal(light);
    // Where the engine has no light-dark(), the light values stay.
    expect(await colours('dark')).to.deep.equal(CSS.supports('color', 'light-dark(#000, #fff)') ? ['rgb(42, 46, 51)', 'rgb(30, 33, 37)'] : light);
  });
});

// x-link-options in the three engines (checklist C19 to C21); the items and
// URL rules are unit-tested in links.test.ts.
import { expect } from 'chai';
import './define';
import '../tabs/define';
import { captureWarnings, fixture, key, record, smoke, until, withPageSettings } from '../../tests/browser/helpers';

type Follow = { url: string; newWindow: boolean };
const OPTIONS = (items: object[]) => `<x-link-options data-link-options='${JSON.stringify(items)}'></x-link-options>`;
/** Keeps the test page where it is: a follow to another page is cancelled once recorded. */
const stay = (el: Element) => {
  const follows = record<Follow>(el, 'x-link-options-follow');
  el.addEventListener('x-link-options-follow', (e) => {
    if (!(e as CustomEvent<Follow>).detail.url.includes('#')) e.preventDefault();
  });
  return follows;
};

describe('x-link-options', () => {
  afterEach(() => {
    history.replaceState(null, '', location.pathname + location.search);
    window.scrollTo(0, 0);
  });

  smoke('follows a clickable module\'s URL, unless the click is on a link or control of its own (C20)', async () => {
    const wrap = await fixture(`<div>${OPTIONS([{ class: 'blurb', url: '/contact/', target: '_self' }])}<div class="blurb"><h3>Contact</h3><p>Write to us <a href="#own" id="own-link">here</a>.</p></div></div>`);
    const options = wrap.querySelector('x-link-options')!;
    const follows = stay(options);
    wrap.querySelector('h3')!.click();
    expect(follows.map((e) => e.detail)).to.deep.equal([{ url: `${location.origin}/contact/`, newWindow: false }]);
    (wrap.querySelector('#own-link') as HTMLElement).click();
    expect(follows.length).to.equal(1, 'its own link keeps its own click');
  });

  it('opens a new window for target _blank, or for a ctrl/middle click', async () => {
    const wrap = await fixture(`<div>${OPTIONS([{ class: 'img', url: 'https://shop.example/', target: '_blank' }, { class: 'txt', url: '/about/' }])}<p class="img">Shop</p><p class="txt">About</p></div>`);
    const opened: unknown[][] = [];
    const real = window.open;
    window.open = (...args: unknown[]) => (opened.push(args), null);
    try {
      (wrap.querySelector('.img') as HTMLElement).click();
      wrap.querySelector('.txt')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      wrap.querySelector('.txt')!.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    } finally {
      window.open = real;
    }
    expect(opened).to.deep.equal([
      ['https://shop.example/', '_blank', 'noopener'],
      [`${location.origin}/about/`, '_blank', 'noopener'],
      [`${location.origin}/about/`, '_blank', 'noopener'],
    ]);
  });

  it('makes a module a link for the keyboard: role, tab stop, Enter (none added to one holding its own link)', async () => {
    const wrap = await fixture(`<div>${OPTIONS([{ class: 'card', url: '#far' }, { class: 'holder', url: '/x/' }])}<div class="card">Card</div><div class="holder"><a href="/y/">Own</a></div><div style="height: 3000px"></div><h2 id="far">Far</h2><div style="height: 3000px"></div></div>`);
    const card = wrap.querySelector<HTMLElement>('.card')!;
    expect([card.getAttribute('role'), card.getAttribute('tabindex')]).to.deep.equal(['link', '0']);
    const holder = wrap.querySelector<HTMLElement>('.holder')!;
    expect([holder.hasAttribute('role'), holder.hasAttribute('tabindex'), holder.hasAttribute('data-x-link')]).to.deep.equal([false, false, true]);
    card.focus();
    key(card, 'Enter');
    await until(() => location.hash === '#far', 'the anchor in the history');
    await until(() => Math.abs(document.getElementById('far')!.getBoundingClientRect().top) < 2, 'scrolled to it', 3000);
    await until(() => document.activeElement === document.getElementById('far'), 'focus follows, once there');
    wrap.querySelector('x-link-options')!.remove();
    await until(() => !card.hasAttribute('role') && !card.hasAttribute('tabindex'), 'its additions taken away');
  });

  it('smooth-scrolls every same-page anchor link on the page, with a history entry (C21)', async () => {
    const wrap = await fixture(`<div>${OPTIONS([])}<a href="#end" id="go">To the end</a><div style="height: 5000px"></div><h2 id="end">End</h2><div style="height: 3000px"></div></div>`);
    // A new history entry, told by the state of the one before (history.length stops at 50 in a tab that ran many files).
    history.replaceState({ before: 'C21' }, '');
    (wrap.querySelector('#go') as HTMLElement).click();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const midway = scrollY;
    const target = document.getElementById('end')!.getBoundingClientRect().top + scrollY;
    expect(midway).to.be.lessThan(target - 10, 'not an instant jump');
    await until(() => Math.abs(document.getElementById('end')!.getBoundingClientRect().top) < 2, 'arrived', 4000);
    expect(location.hash).to.equal('#end');
    // Marked too; back leads to the entry before the click only if the click made a new one.
    history.replaceState({ before: 'C21 after' }, '');
    history.back();
    await until(() => (history.state as { before?: string } | null)?.before === 'C21', 'back to the entry before the click', 3000);
  });

  it('opens the tab a link names (the reviews tab) and brings the tabs into view', async () => {
    const wrap = await fixture(`<div>${OPTIONS([{ class: 'stars', url: '#reviews' }])}<p class="stars">★★★★☆ Read the reviews</p><a href="#tab-shipping" id="ship">Shipping</a><div style="height: 3000px"></div>
      <x-tabs><button slot="tab">Description</button><button slot="tab" data-anchor="reviews">Reviews</button><button slot="tab" data-anchor="shipping">Shipping</button><div>About</div><div>Reviews here</div><div>Ships in a day</div></x-tabs><div style="height: 3000px"></div></div>`);
    const tabs = wrap.querySelector<HTMLElement>('x-tabs')!;
    await until(() => tabs.hasAttribute('data-x-ready'), 'tabs ready');
    const selected = () => [...tabs.querySelectorAll('[slot="tab"]')].findIndex((t) => t.getAttribute('aria-selected') === 'true');
    (wrap.querySelector('.stars') as HTMLElement).click();
    await until(() => selected() === 1, 'the reviews tab open', 3000);
    const openedAt = performance.now(); // the tab changed before this
    await until(() => tabs.getBoundingClientRect().top < innerHeight && tabs.getBoundingClientRect().top >= -2, 'the tabs in view', 3000);
    // The tabs ignore a change while their 700 ms fade runs (SPEC section 4): the fade ended, and its 700 ms gone by.
    await until(() => [...tabs.children].every((c) => c.getAnimations().length === 0) && performance.now() - openedAt > 700, 'the fade over', 3000);
    (wrap.querySelector('#ship') as HTMLElement).click();
    await until(() => selected() === 2, 'the shipping tab open from a page link', 3000);
  });

  it('follows nothing in the builder preview, and names bad items once', async () => {
    const warnings = await captureWarnings(async () => {
      await withPageSettings({ preview: true }, async () => {
        const wrap = await fixture(`<div>${OPTIONS([{ class: 'a', url: '/a/' }, { class: 'b', url: 'javascript:alert(1)' }])}<p class="a">A</p><p class="b">B</p></div>`);
        const follows = stay(wrap.querySelector('x-link-options')!);
        (wrap.querySelector('.a') as HTMLElement).click();
        (wrap.querySelector('.b') as HTMLElement).click();
        expect(follows.length).to.equal(0);
        expect(wrap.querySelector('.b')!.hasAttribute('data-x-link')).to.equal(false, 'a skipped item links nothing');
      });
    });
    expect(warnings).to.deep.equal(['<x-link-options> attribute "data-link-options": item 1 (b): "url" "javascript:alert(1)" is not a path or an http(s) URL. Leaving those out.']);
  });
});

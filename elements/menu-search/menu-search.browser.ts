// x-menu-search in the three engines (checklist C6, C7); the states and the
// 1000 ms lock are unit-tested in search-state.test.ts.
import { expect } from 'chai';
import './define';
import { fixture, key, nextFrame, record, shadow, smoke, until } from '../../tests/browser/helpers';

async function page() {
  const wrap = await fixture(`<div><nav id="ms-menu"><a href="#a">A</a></nav><x-menu-search swap="#ms-menu"><form role="search"><input type="search" aria-label="Search"></form></x-menu-search><button id="ms-after">After</button></div>`);
  const el = wrap.querySelector<HTMLElement>('x-menu-search')!;
  return { el, menu: wrap.querySelector<HTMLElement>('#ms-menu')!, toggle: shadow(el, '[part="toggle"]') as HTMLButtonElement, container: shadow(el, '[part="container"]') };
}

describe('x-menu-search', () => {
  smoke('opens in place of the menu through a 1000 ms locked phase, focus in its field (C6, C7)', async () => {
    const { el, menu, toggle, container } = await page();
    const closes = record(el, 'x-menu-search-close');
    expect(container.hidden).to.equal(true);
    toggle.click();
    expect(el.dataset.state).to.equal('opening');
    await until(() => !container.hidden, 'shown');
    expect(menu.hasAttribute('data-x-swapped')).to.equal(true);
    await until(() => document.activeElement === el.querySelector('input'), 'focus in its field');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    toggle.click(); // locked while it animates
    await nextFrame(); // a close would have shown at once (its state is set within the click)
    expect(el.dataset.state).to.equal('opening');
    expect(closes.length).to.equal(0);
    await until(() => el.dataset.state === 'visible', 'visible after 1000 ms', 2000);
    (shadow(el, '[part="close"]') as HTMLButtonElement).click();
    expect(el.dataset.state).to.equal('hidden');
    await until(() => !menu.hasAttribute('data-x-swapped'), 'the menu back');
  });

  it('opens no wider than the room from its button\'s end to the screen\'s start (a narrow screen\'s header)', async () => {
    const wrap = await fixture(`<div style="display: flex"><span style="inline-size: 60px">Logo</span><x-menu-search><form role="search"><input type="search" aria-label="Search"></form></x-menu-search></div>`);
    const el = wrap.querySelector<HTMLElement>('x-menu-search')!;
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    const container = shadow(el, '[part="container"]');
    (shadow(el, '[part="toggle"]') as HTMLButtonElement).click();
    await until(() => !container.hidden, 'shown');
    const box = container.getBoundingClientRect();
    expect(box.left).to.be.at.least(0, 'not past the screen\'s start');
    expect(box.right).to.be.closeTo(el.getBoundingClientRect().right, 1, 'from its button\'s end');
    // The page laid out again while it is open (a phone turned): measured again on the resize.
    wrap.querySelector<HTMLElement>('span')!.style.inlineSize = '10px';
    dispatchEvent(new Event('resize'));
    await until(() => container.getBoundingClientRect().left >= 0, 'still on the screen after a resize');
  });

  it('closes when focus leaves it, and on Escape back to its button', async () => {
    const { el, toggle } = await page();
    const closes = record<{ reason: string }>(el, 'x-menu-search-close');
    toggle.click();
    await until(() => el.dataset.state === 'visible', 'visible', 2000);
    document.getElementById('ms-after')!.focus();
    expect(el.dataset.state).to.equal('hidden');
    expect(closes[0]!.detail.reason).to.equal('blur');
    const closedAt = performance.now(); // closed within focus(), before this
    // The 1000 ms lock after closing is time itself: wait it out.
    await until(() => performance.now() - closedAt > 1000, 'the 1000 ms lock after closing over', 3000);
    toggle.click();
    await until(() => el.dataset.state === 'visible', 'visible again', 2000);
    key(el.querySelector('input')!, 'Escape');
    expect(el.dataset.state).to.equal('hidden');
    expect(el.shadowRoot!.activeElement === toggle).to.equal(true);
  });
});

import { expect } from 'chai';
import '../accordion/define';
import { fixture, record, shadow, sleep, until } from '../../tests/browser/helpers';

type Toggle = HTMLElement & { show(): boolean; hide(): boolean };
const item = (n: number, open = false) =>
  `<x-toggle id="t${n}" ${open ? 'open' : ''}><span slot="title">Question ${n}</span><p>Answer ${n}</p></x-toggle>`;
const isOpen = (el: Element) => el.hasAttribute('open');
const settle = () => sleep(760);

describe('x-toggle', () => {
  it('has APG accordion semantics and hides closed content until found', async () => {
    const el = await fixture(item(1));
    const trigger = shadow(el, '[part="trigger"]');
    const content = shadow(el, '[part="content"]');
    expect(shadow(el, '[part="heading"]').getAttribute('role')).to.equal('heading');
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    expect(trigger.getAttribute('aria-controls')).to.equal(content.id);
    expect(content.getAttribute('role')).to.equal('region');
    expect(content.getAttribute('hidden')).to.equal('until-found');
  });

  it('opens and closes on its own, by click and by keyboard, with events', async () => {
    const el = await fixture(item(1));
    const opened = record(el, 'x-toggle-open');
    const closed = record(el, 'x-toggle-close');
    const trigger = shadow(el, '[part="trigger"]');
    trigger.click();
    await until(() => trigger.getAttribute('aria-expanded') === 'true', 'open');
    expect(isOpen(el)).to.equal(true);
    expect(shadow(el, '[part="content"]').hasAttribute('hidden')).to.equal(false);
    expect(opened.length).to.equal(1);
    await settle();
    trigger.focus();
    expect(el.shadowRoot!.activeElement).to.equal(trigger);
    trigger.click(); // a native button: Enter and Space activate it as a click
    await until(() => !isOpen(el), 'closed');
    expect(closed.length).to.equal(1);
    await until(() => shadow(el, '[part="content"]').getAttribute('hidden') === 'until-found', 'hidden again');
  });

  it('opens from beforematch (find-in-page)', async () => {
    const el = await fixture(item(1));
    shadow(el, '[part="content"]').dispatchEvent(new Event('beforematch', { bubbles: true }));
    await until(() => isOpen(el), 'opened by beforematch');
  });

  it('opens from a toggle button or link elsewhere on the page', async () => {
    const wrap = await fixture(`<div>${item(7)}<button data-x-toggle="t7">Open it</button><a href="#t7">link</a></div>`);
    const el = wrap.querySelector('x-toggle')!;
    (wrap.querySelector('button') as HTMLElement).click();
    await until(() => isOpen(el), 'opened by button');
    await settle();
    el.removeAttribute('open');
    await settle();
    (wrap.querySelector('a') as HTMLElement).click();
    await until(() => isOpen(el), 'opened by link');
  });
});

describe('x-accordion', () => {
  const accordion = `<x-accordion>${item(1, true)}${item(2)}${item(3)}</x-accordion>`;
  const toggles = (el: Element) => [...el.querySelectorAll<Toggle>('x-toggle')];

  it('keeps only one toggle open', async () => {
    const el = await fixture(accordion);
    const [a, b] = toggles(el);
    const changes = record<{ index: number }>(el, 'x-accordion-change');
    shadow(b!, '[part="trigger"]').click();
    await until(() => isOpen(b!), 'b open');
    expect(isOpen(a!)).to.equal(false);
    expect(changes[0]!.detail.index).to.equal(1);
  });

  it('does nothing when the open toggle is clicked', async () => {
    const el = await fixture(accordion);
    const [a] = toggles(el);
    shadow(a!, '[part="trigger"]').click();
    await sleep(50);
    expect(isOpen(a!)).to.equal(true);
    expect(a!.hide()).to.equal(false);
  });

  it('ignores a click while another toggle animates', async () => {
    const el = await fixture(accordion);
    const [a, b, c] = toggles(el);
    shadow(b!, '[part="trigger"]').click();
    await sleep(30);
    shadow(c!, '[part="trigger"]').click();
    await sleep(30);
    expect(isOpen(b!)).to.equal(true);
    expect(isOpen(c!)).to.equal(false);
    expect(isOpen(a!)).to.equal(false);
    await settle();
    shadow(c!, '[part="trigger"]').click();
    await until(() => isOpen(c!), 'c after the animation');
  });

  it('opens the first toggle when none is open, or the one named by open', async () => {
    const none = await fixture(`<x-accordion>${item(1)}${item(2)}</x-accordion>`);
    expect(toggles(none).map(isOpen)).to.deep.equal([true, false]);
    const named = await fixture(`<x-accordion open="1">${item(1)}${item(2)}</x-accordion>`);
    expect(toggles(named).map(isOpen)).to.deep.equal([false, true]);
  });
});

describe('x-toggle styling state', () => {
  it('exposes data-state open or closed on the host', async () => {
    const el = await fixture(item(9));
    expect(el.dataset.state).to.equal('closed');
    el.setAttribute('open', '');
    await until(() => el.dataset.state === 'open', 'open state');
  });
});

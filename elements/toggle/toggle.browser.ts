import { expect } from 'chai';
import '../accordion/define';
import './define';
import { ACCORDION_MS } from '../behaviours/accordion-rule';
import { drawnBeforeUpgrade, fixture, nextFrame, record, shadow, smoke, until } from '../../tests/browser/helpers';
import togglePre from './toggle.pre.css?raw';
import accordionPre from '../accordion/accordion.pre.css?raw';

type Toggle = HTMLElement & { show(): boolean; hide(): boolean };
const item = (n: number, open = false) =>
  `<x-toggle id="t${n}" ${open ? 'open' : ''}><span slot="title">Question ${n}</span><p>Answer ${n}</p></x-toggle>`;
const isOpen = (el: Element) => el.hasAttribute('open');
const contentOf = (el: Element) => shadow(el, '[part="content"]');
/**
 * Waits until a toggle has drawn `state` and its height animation has
 * ended; with `since` (taken once the change showed), also until the
 * ACCORDION_MS in which it ignores clicks, counted from the change, are over.
 */
const settled = (el: HTMLElement, state: 'open' | 'closed', since = -Infinity) =>
  until(
    () => el.dataset.state === state && contentOf(el).getAnimations().length === 0 && performance.now() - since > ACCORDION_MS,
    `the toggle ${state} and still`,
    5 * ACCORDION_MS,
  );

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

  smoke('opens and closes on its own, by click and by keyboard, with events', async () => {
    const el = await fixture(item(1));
    const opened = record(el, 'x-toggle-open');
    const closed = record(el, 'x-toggle-close');
    const trigger = shadow(el, '[part="trigger"]');
    trigger.click();
    await until(() => trigger.getAttribute('aria-expanded') === 'true', 'open');
    const openedAt = performance.now();
    expect(isOpen(el)).to.equal(true);
    expect(shadow(el, '[part="content"]').hasAttribute('hidden')).to.equal(false);
    expect(opened.length).to.equal(1);
    await settled(el, 'open', openedAt);
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
    const el = wrap.querySelector<HTMLElement>('x-toggle')!;
    (wrap.querySelector('button') as HTMLElement).click();
    await until(() => isOpen(el), 'opened by button');
    await settled(el, 'open');
    el.removeAttribute('open');
    await settled(el, 'closed');
    await until(() => contentOf(el).getAttribute('hidden') === 'until-found', 'hidden once closed');
    (wrap.querySelector('a') as HTMLElement).click();
    await until(() => isOpen(el), 'opened by link');
  });
});

describe('x-accordion', () => {
  const accordion = `<x-accordion>${item(1, true)}${item(2)}${item(3)}</x-accordion>`;
  const toggles = (el: Element) => [...el.querySelectorAll<Toggle>('x-toggle')];

  smoke('keeps only one toggle open', async () => {
    const el = await fixture(accordion);
    const [a, b] = toggles(el);
    const changes = record<{ index: number }>(el, 'x-accordion-change');
    shadow(b!, '[part="trigger"]').click();
    await until(() => isOpen(b!), 'b open');
    expect(isOpen(a!)).to.equal(false);
    expect(changes[0]!.detail.index).to.equal(1);
  });

  it('keeps one open when the page opens a toggle itself (its open attribute or property)', async () => {
    const el = await fixture(accordion);
    const [a, b, c] = toggles(el);
    const changes = record<{ index: number }>(el, 'x-accordion-change');
    b!.setAttribute('open', '');
    await until(() => !a!.hasAttribute('open'), 'the first closed');
    expect(toggles(el).map((t) => t.hasAttribute('open'))).to.deep.equal([false, true, false]);
    (c as Toggle & { open: boolean }).open = true;
    await until(() => !b!.hasAttribute('open'), 'the second closed');
    expect(toggles(el).map((t) => t.hasAttribute('open'))).to.deep.equal([false, false, true]);
    expect(changes.map((e) => e.detail.index)).to.deep.equal([1, 2]);
    // Two opened in one task: the last one stays open.
    a!.setAttribute('open', '');
    b!.setAttribute('open', '');
    await until(() => toggles(el).map((t) => t.hasAttribute('open')).join() === 'false,true,false', 'the last opened kept');
  });

  it('does nothing when the open toggle is clicked', async () => {
    const el = await fixture(accordion);
    const [a] = toggles(el);
    const requests = record(a!, 'x-toggle-request');
    shadow(a!, '[part="trigger"]').click();
    expect(requests.map((e) => [e.detail, e.defaultPrevented])).to.deep.equal([[{ open: false }, true]], 'asked to close and refused');
    await nextFrame();
    expect(isOpen(a!)).to.equal(true);
    expect(a!.dataset.state).to.equal('open');
    expect(a!.hide()).to.equal(false);
  });

  it('ignores a click while another toggle animates', async () => {
    const el = await fixture(accordion);
    const [a, b, c] = toggles(el);
    const requests = record(c!, 'x-toggle-request');
    shadow(b!, '[part="trigger"]').click();
    const firstAt = performance.now();
    // The second click in the same task as the first: surely inside the
    // ACCORDION_MS the accordion counts from b's request, as b's opening
    // animation starts. A wait between them (it was 30 ms) could outlast
    // that window on a loaded machine, and then c rightly opened and b closed.
    shadow(c!, '[part="trigger"]').click();
    expect(requests.map((e) => e.defaultPrevented)).to.deep.equal([true], "c's request refused");
    await until(() => b!.dataset.state === 'open' && a!.dataset.state === 'closed', 'b drawn open, a closed');
    expect(isOpen(b!)).to.equal(true);
    expect(isOpen(c!)).to.equal(false);
    expect(c!.dataset.state).to.equal('closed');
    expect(isOpen(a!)).to.equal(false);
    await settled(b!, 'open', firstAt);
    shadow(c!, '[part="trigger"]').click();
    await until(() => isOpen(c!), 'c after the animation');
  });

  it('opens the first toggle when none is open, or the one named by open', async () => {
    const none = await fixture(`<x-accordion>${item(1)}${item(2)}</x-accordion>`);
    expect(toggles(none).map(isOpen)).to.deep.equal([true, false]);
    const named = await fixture(`<x-accordion open="1">${item(1)}${item(2)}</x-accordion>`);
    expect(toggles(named).map(isOpen)).to.deep.equal([false, true]);
  });

  it('mounting before its accordion, starts in the state the accordion gives, in its first render', async () => {
    const accordion = document.createElement('x-accordion');
    accordion.setAttribute('open', '1');
    accordion.append(...[1, 2].map((n) => Object.assign(document.createElement('x-toggle'), { id: `early${n}` })));
    document.body.append(accordion);
    // What React writes to the trigger's aria-expanded while the second toggle mounts (a method mounts it at once).
    const written: string[] = [];
    const set = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (name === 'aria-expanded' && this.getRootNode() !== document) written.push(String(value));
      return set.call(this, name, value);
    };
    try {
      (toggles(accordion)[1] as Toggle).show(); // already open from its first render: changes nothing
    } finally {
      Element.prototype.setAttribute = set;
    }
    try {
      expect(accordion.hasAttribute('data-x-ready'), 'the accordion has not mounted').to.equal(false);
      expect(written, 'one render, already open').to.deep.equal(['true']);
      expect(toggles(accordion).map(isOpen)).to.deep.equal([false, true]);
      await until(() => accordion.hasAttribute('data-x-ready'), 'the accordion mounted');
      expect(toggles(accordion).map(isOpen)).to.deep.equal([false, true]);
    } finally {
      accordion.remove();
    }
  });
});

describe('x-toggle before upgrade', () => {
  it('draws open="false" closed, as it will be (no shift), in an accordion too', async () => {
    const shown = (doc: Document) => [...doc.querySelectorAll('x-toggle > p')].map((p) => getComputedStyle(p).display !== 'none');
    const plain = '<x-toggle open="false"><span slot="title">A</span><p>a</p></x-toggle><x-toggle open><span slot="title">B</span><p>b</p></x-toggle>';
    expect(await drawnBeforeUpgrade(plain, togglePre + accordionPre, shown)).to.deep.equal([false, true]);
    // An accordion whose only `open` says false opens its first toggle, as upgraded.
    const accordion = `<x-accordion><x-toggle><span slot="title">A</span><p>a</p></x-toggle><x-toggle open="false"><span slot="title">B</span><p>b</p></x-toggle></x-accordion>`;
    expect(await drawnBeforeUpgrade(accordion, togglePre + accordionPre, shown)).to.deep.equal([true, false]);
    const upgraded = await fixture(accordion);
    await until(() => [...upgraded.querySelectorAll('x-toggle')].every((t) => t.hasAttribute('data-x-ready')), 'upgraded');
    expect([...upgraded.querySelectorAll('x-toggle')].map((t) => (t as HTMLElement).dataset.state)).to.deep.equal(['open', 'closed']);
  });

  it('opens an open="false" toggle by click, as a closed one', async () => {
    const el = await fixture<Toggle>('<x-toggle open="false"><span slot="title">A</span><p>a</p></x-toggle>');
    expect(el.dataset.state).to.equal('closed');
    shadow(el, '[part="trigger"]').click();
    await until(() => el.dataset.state === 'open', 'opened');
    expect(el.getAttribute('open')).to.equal('');
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

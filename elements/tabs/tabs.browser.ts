import { expect } from 'chai';
import './define';
import { FADE_MS } from '../behaviours/slides';
import { fixture, key, nextFrame, record, smoke, until } from '../../tests/browser/helpers';

const markup = (attrs = '') => `<x-tabs id="plans" ${attrs}>
  <button slot="tab">Monthly</button><div>Monthly panel</div>
  <button slot="tab" data-anchor="yearly">Yearly</button><div>Yearly panel</div>
  <button slot="tab">Lifetime</button><div id="lifetime">Lifetime panel</div>
</x-tabs>`;
const tabs = (el: Element) => [...el.querySelectorAll<HTMLElement>('[slot="tab"]')];
const panels = (el: Element) => [...el.querySelectorAll<HTMLElement>(':scope > div')];
const open = (el: Element) => tabs(el).findIndex((t) => t.getAttribute('aria-selected') === 'true');
/**
 * Waits until the panels' fade has ended; with `since` (taken just after a
 * move), also until the FADE_MS after it in which the tabs ignore moves
 * have gone by (that lock is time itself).
 */
const settled = (el: Element, since = -Infinity) =>
  until(() => panels(el).every((p) => p.getAnimations().length === 0) && performance.now() - since > FADE_MS, 'the fade over', 5 * FADE_MS);
/** Sets the fragment and waits for its hashchange (the navigation registry hears it first), then a frame for what it started. */
async function hashTo(hash: string) {
  let changed = false;
  addEventListener('hashchange', () => (changed = true), { once: true });
  location.hash = hash;
  await until(() => changed, `the hashchange to ${hash}`);
  await nextFrame();
}

describe('x-tabs', () => {
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('has APG tab semantics and hides closed panels until found', async () => {
    const el = await fixture(markup());
    const [t0, t1] = tabs(el);
    const [p0, p1] = panels(el);
    expect(el.shadowRoot!.querySelector('[role="tablist"]')).to.not.equal(null);
    expect(t0!.getAttribute('role')).to.equal('tab');
    expect(t0!.tabIndex).to.equal(0);
    expect(t1!.tabIndex).to.equal(-1);
    expect(t0!.getAttribute('aria-controls')).to.equal(p0!.id);
    expect(p0!.getAttribute('role')).to.equal('tabpanel');
    expect(p0!.getAttribute('aria-labelledby')).to.equal(t0!.id);
    expect(p0!.hasAttribute('hidden')).to.equal(false);
    expect(p1!.getAttribute('hidden')).to.equal('until-found');
    expect([p0!.tabIndex, p1!.tabIndex]).to.deep.equal([0, -1], 'only the open panel is a tab stop');
    expect([t0!.dataset.state, t1!.dataset.state, p0!.dataset.state, p1!.dataset.state]).to.deep.equal(['active', 'inactive', 'active', 'inactive']);
  });

  smoke('opens by click, writes the index to the hash and emits x-tabs-change', async () => {
    const el = await fixture(markup());
    const changes = record<{ index: number }>(el, 'x-tabs-change');
    tabs(el)[1]!.click();
    await until(() => open(el) === 1, 'tab 1 open');
    expect(location.hash).to.equal('#plans|1');
    expect(changes[0]!.detail.index).to.equal(1);
    expect(panels(el)[0]!.getAttribute('hidden')).to.equal('until-found');
    expect(panels(el)[1]!.hasAttribute('hidden')).to.equal(false, 'its panel shows');
    expect([panels(el)[0]!.tabIndex, panels(el)[1]!.tabIndex]).to.deep.equal([-1, 0], 'the tab stop moves with it');
    // Its index follows what is open, whoever opened it.
    expect((el as HTMLElement & { index: number }).index).to.equal(1);
    expect(el.getAttribute('index')).to.equal('1');
  });

  it('keeps other modules\' hash segments when writing', async () => {
    history.replaceState(null, '', '#gallery|3||plans|0');
    const el = await fixture(markup());
    tabs(el)[2]!.click();
    await until(() => open(el) === 2, 'tab 2 open');
    expect(location.hash).to.equal('#gallery|3||plans|2');
  });

  it('opens from the hash on load and on hashchange', async () => {
    history.replaceState(null, '', '#plans|2');
    const el = await fixture(markup());
    expect(open(el)).to.equal(2);
    await settled(el); // opened as it rendered: no move, nothing to wait out
    location.hash = '#plans|1';
    await until(() => open(el) === 1, 'hashchange to 1');
  });

  it('ignores hostile hash indexes (hundreds of digits, exponents, signs) and keeps a valid selection', async () => {
    history.replaceState(null, '', `#plans|${'9'.repeat(400)}`);
    const el = await fixture(markup());
    expect(open(el)).to.equal(0);
    for (const bad of ['1'.repeat(300), '1e3', '-1', '0x2', 'NaN', 'Infinity', '']) {
      await hashTo(`#plans|${bad}`);
      expect(open(el), bad).to.equal(0);
    }
    expect(location.hash).to.not.include('NaN');
    tabs(el)[1]!.click();
    await until(() => open(el) === 1, 'tab 1 open after hostile hashes');
    expect(location.hash).to.equal('#plans|1');
  });

  it('opens from a tab anchor with or without tab-', async () => {
    history.replaceState(null, '', '#tab-yearly');
    const el = await fixture(markup());
    expect(open(el)).to.equal(1);
    await settled(el); // opened as it rendered: no move, nothing to wait out
    location.hash = '#lifetime';
    await until(() => open(el) === 2, 'anchor lifetime');
  });

  it('moves with arrow keys, Home and End, wrapping, and focuses the tab', async () => {
    const el = await fixture(markup());
    const t = tabs(el);
    t[0]!.focus();
    key(t[0]!, 'ArrowLeft');
    let moved = performance.now();
    await until(() => open(el) === 2, 'wrap left');
    expect(document.activeElement).to.equal(t[2]);
    await settled(el, moved);
    key(t[2]!, 'Home');
    moved = performance.now();
    await until(() => open(el) === 0, 'home');
    await settled(el, moved);
    key(t[0]!, 'End');
    moved = performance.now();
    await until(() => open(el) === 2, 'end');
    await settled(el, moved);
    key(t[2]!, 'ArrowRight');
    await until(() => open(el) === 0, 'wrap right');
  });

  it('swaps left and right under dir="rtl"', async () => {
    const el = await fixture(`<div dir="rtl">${markup()}</div>`);
    const x = el.querySelector('x-tabs') ?? el;
    const t = tabs(x);
    t[0]!.focus();
    key(t[0]!, 'ArrowLeft');
    const moved = performance.now();
    await until(() => open(x) === 1, 'ArrowLeft is forwards right to left');
    expect(document.activeElement).to.equal(t[1]);
    await settled(x, moved);
    key(t[1]!, 'ArrowRight');
    await until(() => open(x) === 0, 'ArrowRight is backwards right to left');
  });

  it('keeps focus with the selection when a key lands during the transition', async () => {
    const el = await fixture(markup());
    const t = tabs(el);
    t[0]!.focus();
    key(t[0]!, 'ArrowRight');
    expect(document.activeElement).to.equal(t[1], 'focus went with the accepted move');
    // The second key in the same task: surely inside the FADE_MS the first
    // move holds (a wait between them could outlast it on a loaded machine).
    key(t[1]!, 'ArrowRight'); // ignored: the fade still runs
    await until(() => open(el) === 1, 'first move');
    await nextFrame(); // a move the second key had started would be drawn by now too
    expect(open(el)).to.equal(1);
    expect(document.activeElement).to.equal(t[1]);
  });

  it('ignores a second move while the fade runs', async () => {
    const el = await fixture(markup());
    const changes = record(el, 'x-tabs-change');
    tabs(el)[1]!.click();
    tabs(el)[2]!.click();
    await until(() => open(el) === 1, 'the first move');
    await nextFrame(); // the second, had it been taken, would be drawn by now too
    expect(open(el)).to.equal(1);
    expect(changes.length).to.equal(1);
  });

  it('gives tabs equal heights and stacks below 768 px', async () => {
    const el = await fixture(`<x-tabs style="width: 700px; display:block">
      <button slot="tab">Short</button><div>a</div>
      <button slot="tab">A much<br>taller<br>label</button><div>b</div></x-tabs>`);
    const [a, b] = tabs(el);
    expect(a!.getBoundingClientRect().height).to.equal(b!.getBoundingClientRect().height);
    const list = el.shadowRoot!.querySelector('[part="tabs"]')!;
    const expected = innerWidth <= 767 ? 'column' : 'row';
    expect(getComputedStyle(list).flexDirection).to.equal(expected);
  });

  it('projects every panel into the panel area, below the tab list', async () => {
    const el = await fixture(markup());
    const list = el.shadowRoot!.querySelector('[part="tabs"]')!.getBoundingClientRect();
    const panel = panels(el)[0]!.getBoundingClientRect();
    expect(panel.top).to.be.at.least(list.bottom);
    expect(panel.height).to.be.greaterThan(0);
  });

  it('opens a closed panel on beforematch (find-in-page)', async () => {
    const el = await fixture(markup());
    panels(el)[2]!.dispatchEvent(new Event('beforematch', { bubbles: true }));
    await until(() => open(el) === 2, 'beforematch');
  });
});

// The navigation registry (elements/behaviours/navigation.ts) with the
// elements that register in it: go(id) reaching a tab's anchor with no
// hashchange between, a popup opened by the address through its registered
// anchor, and what an element registered gone when it leaves the page.
import { expect } from 'chai';
import '../../elements/tabs/define';
import '../../elements/popup-form/define';
import { go, routes } from '../../elements/behaviours/navigation';
import { clearCookies, fixture, mounted, nextFrame, until } from './helpers';

const TABS = `<x-tabs id="plans">
  <button slot="tab">Monthly</button><div>Monthly panel</div>
  <button slot="tab" data-anchor="yearly">Yearly</button><div>Yearly panel</div>
  <button slot="tab">Lifetime</button><div id="lifetime">Lifetime panel</div>
</x-tabs>`;
const selected = (el: Element) => [...el.querySelectorAll('[slot="tab"]')].findIndex((t) => t.getAttribute('aria-selected') === 'true');
const POPUP = (id: string) => `<x-popup-form id="${id}" type="popup"><h2>Join</h2><form action="/api/embed/submit?form=${id}" method="post">
  <label>Email <input type="email" name="email" data-field="email"></label><button type="submit">Go</button></form></x-popup-form>`;
const isOpen = (el: Element) => el.shadowRoot?.querySelector('dialog')?.open === true;

describe('navigation registry', () => {
  const start = location.href;
  afterEach(async () => {
    document.querySelectorAll('x-popup-form').forEach((n) => n.remove());
    await clearCookies((n) => n.startsWith('x-popup-'));
    history.replaceState(null, '', start);
  });

  it('go(id) reaches a tab\'s anchor directly: the tab opens with no hashchange, the address gets the anchor with a history entry', async () => {
    const el = await fixture(TABS);
    expect(routes().anchors).to.include.members(['yearly', 'lifetime']);
    let hashchanges = 0;
    const count = () => hashchanges++;
    addEventListener('hashchange', count);
    // Counted at pushState, not by history.length: browsers cap that at 50 entries, which a long run reaches.
    const push = history.pushState;
    let entries = 0;
    history.pushState = function (...args: Parameters<History['pushState']>) {
      entries++;
      return push.apply(this, args);
    };
    try {
      const to = go('tab-yearly');
      expect(to).to.deep.equal({ element: el, by: 'anchor' });
      await until(() => selected(el) === 1, 'the yearly tab open');
      expect(entries).to.equal(1, 'one history entry');
      expect(location.hash.startsWith('#tab-yearly')).to.equal(true, location.hash);
      await nextFrame();
      expect(hashchanges).to.equal(0, 'no hashchange, real or made up');
    } finally {
      history.pushState = push;
      removeEventListener('hashchange', count);
    }
  });

  it('opens a popup when the address comes to name it after it mounted (its id registered as an anchor)', async () => {
    await fixture(POPUP('p-nav'));
    const el = document.getElementById('p-nav')!;
    await mounted(document.body);
    await until(() => el.parentElement === document.body && routes().anchors.includes('p-nav'), 'the popup registered');
    expect(isOpen(el)).to.equal(false);
    location.hash = '#p-nav';
    await until(() => isOpen(el), 'opened by the address');
  });

  it('unregisters an element\'s segment and anchors when it leaves the page', async () => {
    const el = await fixture(TABS);
    expect(routes().segments).to.include('plans');
    expect(routes().anchors).to.include.members(['yearly', 'lifetime']);
    el.remove();
    await until(() => !routes().segments.includes('plans') && !routes().anchors.includes('yearly') && !routes().anchors.includes('lifetime'), 'unregistered');
    expect(go('yearly')).to.equal(null, 'nothing answers to the anchor now');
  });
});

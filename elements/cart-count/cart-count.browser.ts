// x-cart-count in the three engines (checklist F13): the label, singular
// and plural with %d, kept as the shop empties or redraws the cart.
import { expect } from 'chai';
import './define';
import { captureWarnings, fixture, record, smoke, until } from '../../tests/browser/helpers';

type XCartCount = HTMLElement & { setCount(n: number): void };
const label = (el: Element) => el.querySelector('[data-x-cart-label]')!.textContent;

describe('x-cart-count', () => {
  smoke('says 1 Item, else %d Items, in the page\'s own cart link, and follows the attribute and the method (F13)', async () => {
    const el = await fixture<XCartCount>('<x-cart-count count="1"><a href="/cart/"><span data-x-cart-label>1 Item</span></a></x-cart-count>');
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    expect(label(el)).to.equal('1 Item');
    const changes = record<{ count: number }>(el, 'x-cart-count-change');
    el.setAttribute('count', '3');
    await until(() => label(el) === '3 Items', '3 Items');
    el.setCount(0);
    await until(() => label(el) === '0 Items', '0 Items');
    expect(changes.map((e) => e.detail.count)).to.deep.equal([3, 0]);
    // The attribute (and the property) follow the count shown; set back to 3, it is a change again.
    expect([el.getAttribute('count'), (el as XCartCount & { count: number }).count]).to.deep.equal(['0', 0]);
    el.setAttribute('count', '3');
    await until(() => label(el) === '3 Items', '3 Items again');
  });

  it('refuses a count that is not a whole number from 0, with one warning, and keeps the count', async () => {
    const el = await fixture<XCartCount>('<x-cart-count count="2"><span data-x-cart-label>2 Items</span></x-cart-count>');
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    const warnings = await captureWarnings(() => {
      el.setCount(-1);
      el.setCount(-1);
      el.setCount('abc' as unknown as number);
    });
    expect(warnings.filter((w) => w.includes('setCount'))).to.have.length(2);
    expect(warnings[0]).to.contain('<x-cart-count> setCount(-1)').and.contain('whole number from 0');
    expect(label(el)).to.equal('2 Items');
  });

  it('follows the shop: the cart\'s quantities when it redraws, 0 when it empties', async () => {
    const wrap = await fixture('<div><x-cart-count count="2" singular="%d Artikel" plural="%d Artikel"><span data-x-cart-label>2 Artikel</span></x-cart-count><form class="woocommerce-cart-form"><input class="qty" value="2"><input class="qty" value="3"></form></div>');
    const el = wrap.querySelector('x-cart-count')!;
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    document.body.dispatchEvent(new CustomEvent('updated_wc_div', { bubbles: true }));
    await until(() => label(el) === '5 Artikel', 'summed');
    document.body.dispatchEvent(new CustomEvent('wc_cart_emptied', { bubbles: true }));
    await until(() => label(el) === '0 Artikel', 'emptied');
  });

  it('warns once, naming the attribute and its form, for a bad count, and uses 0', async () => {
    let el!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      el = await fixture('<x-cart-count count="many"><span data-x-cart-label>?</span></x-cart-count>');
      await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    });
    expect(warnings.filter((w) => w.includes('count'))).to.have.length(1);
    expect(warnings[0]).to.contain('<x-cart-count>').and.contain('whole number');
    expect(label(el)).to.equal('0 Items');
  });
});

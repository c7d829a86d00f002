// x-pricing in the three engines (checklist D16): the currency sign hangs
// beside the sum, taking no room, before or after it; the same before and
// after upgrade.
import { expect } from 'chai';
import './define';
import preCss from './pricing.pre.css?raw';
import { boxesIn, drawnBeforeUpgrade, fixture, smoke, until } from '../../tests/browser/helpers';

const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

const table = (price: string) => `<x-pricing><div class="et_pb_pricing_table" style="width: 300px; text-align: center; font-size: 40px">
  <div class="et_pb_pricing_content_top"><span class="et_pb_et_price" id="price">${price}</span></div></div></x-pricing>`;
const BEFORE = '<span class="et_pb_dollar_sign" id="sign">$</span><span class="et_pb_sum" id="sum">29</span>';
const AFTER = '<span class="et_pb_sum" id="sum">29</span><span class="et_pb_dollar_sign" id="sign">€</span>';
const place = (doc: Document) => {
  const sum = doc.getElementById('sum')!.getBoundingClientRect();
  const sign = doc.getElementById('sign')!.getBoundingClientRect();
  const table = doc.querySelector('.et_pb_pricing_table')!.getBoundingClientRect();
  return { centred: Math.abs((sum.left + sum.right) / 2 - (table.left + table.right) / 2) < 1.5, before: sign.right <= sum.left + 0.5, after: sign.left >= sum.right - 0.5 };
};

describe('x-pricing', () => {
  it('hangs the currency sign before or after the sum, which stays centred (D16)', async () => {
    expect(await drawnBeforeUpgrade(table(BEFORE), preCss, place)).to.deep.equal({ centred: true, before: true, after: false });
    expect(await drawnBeforeUpgrade(table(AFTER), preCss, place)).to.deep.equal({ centred: true, before: false, after: true });
  });

  smoke('draws before upgrade where upgrade puts it', async () => {
    const html = `<div style="width: 700px">${table(BEFORE)}<p id="below">Below</p></div>`;
    const measure = (doc: Document) => boxesIn(doc, 'div', '#sign, #sum, #below');
    const drawn = await drawnBeforeUpgrade(html, preCss, measure, innerWidth);
    const wrap = await fixture(`<div style="font: 16px/1.5 sans-serif">${html}</div>`);
    await until(() => wrap.querySelector('x-pricing')!.hasAttribute('data-x-ready'), 'upgraded');
    expect(measure(document)).to.deep.equal(drawn);
  });
});

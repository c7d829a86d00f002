// x-testimonial in the three engines (checklist D22): the portrait beside
// the words, above them at 959 px and narrower and capped at 90 px there,
// the same before and after upgrade.
import { expect } from 'chai';
import './define';
import preCss from './testimonial.pre.css?raw';
import { boxesIn, drawnBeforeUpgrade, fixture, smoke, until } from '../../tests/browser/helpers';

const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

const HTML = `<x-testimonial id="t"><div class="et_pb_testimonial_portrait" id="portrait" style="width: 120px; height: 120px"><img alt="" width="120" height="120" src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='120' height='120'/>"></div>
  <blockquote id="quote">The roses were wonderful this year.</blockquote><p id="author">Ann Lee</p></x-testimonial>`;
const layout = (doc: Document) => {
  const p = doc.getElementById('portrait')!.getBoundingClientRect();
  const q = doc.getElementById('quote')!.getBoundingClientRect();
  return { portrait: Math.round(p.width), beside: q.left >= p.right, above: q.top >= p.bottom };
};

describe('x-testimonial', () => {
  it('puts the portrait beside the words above 959 px, above them and at most 90 px at 959 px and narrower (D22)', async () => {
    expect(await drawnBeforeUpgrade(HTML, preCss, layout, 1000)).to.deep.equal({ portrait: 120, beside: true, above: false });
    expect(await drawnBeforeUpgrade(HTML, preCss, layout, 959)).to.deep.equal({ portrait: 90, beside: false, above: true });
    expect(await drawnBeforeUpgrade(HTML, preCss, layout, 500)).to.deep.equal({ portrait: 90, beside: false, above: true });
  });

  smoke('draws before upgrade where upgrade puts it, and is a figure', async () => {
    const html = `<div style="width: 700px">${HTML}<p id="below">Below</p></div>`;
    const measure = (doc: Document) => boxesIn(doc, 'div', '#portrait, #quote, #author, #below');
    const drawn = await drawnBeforeUpgrade(html, preCss, measure, innerWidth);
    const wrap = await fixture(`<div style="font: 16px/1.5 sans-serif">${html}</div>`);
    const el = wrap.querySelector('x-testimonial')!;
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    expect(measure(document)).to.deep.equal(drawn);
    expect(el.getAttribute('role')).to.equal('figure');
  });
});

// x-gallery in the three engines (checklist D8 to D10); page counts and the
// window of page links are unit-tested with the portfolio's paging.
import { expect } from 'chai';
import './define';
import galleryCss from './gallery.pre.css?raw';
import portfolioCss from '../portfolio/portfolio.pre.css?raw';
import { boxesIn, captureWarnings, drawnBeforeUpgrade, fixture, nextFrame, record, shadow, smoke, stubFetch, until } from '../../tests/browser/helpers';

// The gallery's page-level rules, and the paging rules it shares with the portfolio.
const preCss = portfolioCss + galleryCss;
const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

type XGallery = HTMLElement & { showPage(page: number): void };
type Change = { page: number; pages: number };
const images = (n: number) => Array.from({ length: n }, (_, i) => `<a href="#g${i}" id="g${i}"><img alt="Image ${i}" width="160" height="120" src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='160' height='120'/>"></a>`).join('');
async function gallery(attrs = '', n = 10) {
  const el = await fixture<XGallery>(`<x-gallery ${attrs}>${images(n)}</x-gallery>`);
  await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
  return el;
}
const visible = (el: Element) => [...el.children].filter((c) => !(c as HTMLElement).hidden).map((c) => c.id);
const pageLinks = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="page"]')].filter((b) => !b.hidden).map((b) => b.textContent);
const pageLink = (el: Element, text: string) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="page"]')].find((b) => b.textContent === text)!;
const busy = (el: Element) => shadow(el, '[part="pagination"]').getAttribute('aria-busy') === 'true';
const clearHash = () => history.replaceState(null, '', location.pathname + location.search);

describe('x-gallery', () => {
  afterEach(clearHash);

  it('shows 4 per page when per-page is missing or 0 (D10)', async () => {
    for (const attrs of ['', 'per-page="0"']) {
      const el = await gallery(attrs);
      expect(visible(el), attrs || 'missing').to.deep.equal(['g0', 'g1', 'g2', 'g3']);
      expect(pageLinks(el)).to.deep.equal(['1', '2', '3', 'Next']);
      expect(shadow(el, '[part="status"]').textContent).to.equal('Page 1 of 3');
    }
    const six = await gallery('per-page="6"');
    expect(visible(six)).to.have.length(6);
  });

  smoke('pages like the portfolio, fading the new page in, and ignores clicks during the switch (D8)', async () => {
    const el = await gallery();
    const changes = record<Change>(el, 'x-gallery-change');
    pageLink(el, '2').click();
    await until(() => visible(el).join() === 'g4,g5,g6,g7', 'page 2');
    expect(busy(el)).to.equal(true, 'switching');
    expect(el.children[4]!.getAnimations().length).to.equal(1, 'the new page fades in');
    pageLink(el, '3').click(); // during the switch: ignored
    el.showPage(1); // so is the method
    await nextFrame(); // a page either had started would be drawn by now
    expect(visible(el).join()).to.equal('g4,g5,g6,g7');
    await until(() => !busy(el), 'switch over', 2000);
    pageLink(el, '3').click();
    await until(() => visible(el).join() === 'g8,g9', 'page 3 once the switch is over');
    expect(pageLinks(el)).to.deep.equal(['Prev', '1', '2', '3']);
    expect(changes.map((e) => e.detail)).to.deep.equal([{ page: 2, pages: 3 }, { page: 3, pages: 3 }]);
  });

  it('moves focus to the current page when its link hides (keyboard)', async () => {
    const el = await gallery('', 8);
    const next = pageLink(el, 'Next');
    next.focus();
    next.click();
    await until(() => next.hidden, 'last page');
    expect(el.shadowRoot!.activeElement === pageLink(el, '2')).to.equal(true);
  });

  it('writes id|page to the hash and follows a changed hash about 500 ms later (D9)', async () => {
    const el = await gallery('id="photos"');
    pageLink(el, '2').click();
    await until(() => location.hash === '#photos|2', 'written');
    await until(() => !busy(el), 'switch over', 2000);
    const changes = record<Change>(el, 'x-gallery-change');
    let changedAt = 0;
    el.addEventListener('x-gallery-change', () => (changedAt ||= performance.now()));
    const start = performance.now();
    location.hash = '#photos|3';
    await until(() => changes.length === 1, 'followed', 4000);
    expect(changedAt - start).to.be.at.least(450);
    expect(visible(el)).to.deep.equal(['g8', 'g9']);
  });

  it('starts from the hash on load, a page past the end the last, and pages in the page only', async () => {
    history.replaceState(null, '', '#photos|2');
    const el = await gallery('id="photos"');
    expect(visible(el)).to.deep.equal(['g4', 'g5', 'g6', 'g7']);
    expect(el.children[4]!.getAnimations()).to.have.length(0, 'no fade on load');
    clearHash();
    history.replaceState(null, '', '#more|99');
    const fetches = stubFetch();
    try {
      const other = await gallery('id="more"');
      expect(visible(other)).to.deep.equal(['g8', 'g9']);
      expect(fetches.calls).to.have.length(0);
    } finally {
      fetches.restore();
    }
  });

  it('draws its first page and the bar\'s room before upgrade exactly where upgrade puts them', async () => {
    for (const attrs of ['', 'per-page="0"', 'per-page="3"']) {
      const html = `<div style="width: 700px"><x-gallery ${attrs}>${images(10)}</x-gallery><p id="below">Below</p></div>`;
      const measure = (doc: Document) => boxesIn(doc, 'x-gallery', 'x-gallery > a, #below');
      const drawn = await drawnBeforeUpgrade(html, preCss, measure, innerWidth);
      const wrap = await fixture(`<div style="font: 16px/1.5 sans-serif">${html}</div>`);
      await until(() => wrap.querySelector('x-gallery')!.hasAttribute('data-x-ready'), 'upgraded');
      expect(measure(document), attrs || 'default').to.deep.equal(drawn);
    }
  });

  it('lays out 4, 3, 2 or 1 columns by width', async () => {
    for (const [width, columns] of [[1100, 4], [800, 3], [500, 2], [400, 1]] as const) {
      const count = await drawnBeforeUpgrade(`<x-gallery>${images(4)}</x-gallery>`, preCss, (doc) => getComputedStyle(doc.querySelector('x-gallery')!).gridTemplateColumns.split(' ').length, width);
      expect(count).to.equal(columns, `${width} px wide`);
    }
  });

  it('marks each shown image by its row, and the next page\'s as it shows (D21)', async () => {
    const el = await gallery('per-page="5" style="--x-gallery-columns: 3"');
    const marks = () => [...el.children].filter((c) => !(c as HTMLElement).hidden).map((c) => `${c.hasAttribute('data-first-in-row') ? 'F' : '-'}${c.hasAttribute('data-last-in-row') ? 'L' : '-'}${c.hasAttribute('data-last-row') ? 'R' : '-'}`).join(' ');
    await until(() => marks() === 'F-- --- -L- F-R -LR', 'marked in the frame after upgrade', 1000);
    el.showPage(2);
    await until(() => visible(el)[0] === 'g5', 'page 2');
    await until(() => marks() === 'F-- --- -L- F-R -LR', 'page 2 marked', 1000);
    expect([...el.children].filter((c) => (c as HTMLElement).hidden).some((c) => c.hasAttribute('data-last-row')), 'hidden images carry no marks').to.equal(false);
  });

  it('warns once, naming the attribute and its form, for a bad per-page, and uses 4', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await gallery('per-page="-2"');
      expect(visible(el)).to.have.length(4);
    });
    expect(warnings.filter((w) => w.includes('per-page'))).to.have.length(1);
    expect(warnings[0]).to.contain('<x-gallery>').and.contain('whole number');
  });
});

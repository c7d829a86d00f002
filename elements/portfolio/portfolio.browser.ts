// x-portfolio in the three engines (checklist D1 to D5); which items a
// category and page show, and the window of page links, are unit-tested in
// paging.test.ts.
import { expect } from 'chai';
import './define';
import preCss from './portfolio.pre.css?raw';
import { boxesIn, captureWarnings, drawnBeforeUpgrade, fixture, nextFrame, record, shadow, smoke, stubFetch, until } from '../../tests/browser/helpers';

// The page-level rules the autoloader brings (the grid is page CSS).
const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

type XPortfolio = HTMLElement & { showCategory(slug: string): void; showPage(page: number): void };
type Change = { category: string; page: number; pages: number };
const CATS = ['Design', 'Print, Design', 'Web design', 'Print', 'Design', 'Web design', 'Design', 'Print', 'Design'];
const items = (cats = CATS) => cats.map((c, i) => `<a href="#p${i}" id="p${i}" data-categories="${c}"><img alt="" width="160" height="120" src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='160' height='120'/>">Item ${i}</a>`).join('');
async function portfolio(attrs = 'per-page="4"', cats = CATS) {
  const el = await fixture<XPortfolio>(`<x-portfolio ${attrs}>${items(cats)}</x-portfolio>`);
  await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
  return el;
}
const visible = (el: Element) => [...el.children].filter((c) => !(c as HTMLElement).hidden).map((c) => c.id);
const filters = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="filter"]')];
const pageLinks = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="page"]')].filter((b) => !b.hidden).map((b) => b.textContent);
const pageLink = (el: Element, text: string) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="page"]')].find((b) => b.textContent === text)!;
const clearHash = () => history.replaceState(null, '', location.pathname + location.search);

describe('x-portfolio', () => {
  afterEach(clearHash);

  it('shows its first page, the filters (All, then each category in order) and the page links', async () => {
    const el = await portfolio();
    expect(visible(el)).to.deep.equal(['p0', 'p1', 'p2', 'p3']);
    expect(filters(el).map((b) => b.textContent)).to.deep.equal(['All', 'Design', 'Print', 'Web design']);
    expect(filters(el).map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['true', 'false', 'false', 'false']);
    expect(shadow(el, '[part="filters"]').getAttribute('role')).to.equal('group');
    expect(pageLinks(el)).to.deep.equal(['1', '2', '3', 'Next'], 'prev hidden on the first page');
    expect(pageLink(el, '1').getAttribute('aria-current')).to.equal('page');
    expect(shadow(el, '[part="status"]').textContent).to.equal('Page 1 of 3');
  });

  smoke('filters by a category and goes back to page 1 (D1)', async () => {
    const el = await portfolio();
    const changes = record<Change>(el, 'x-portfolio-change');
    pageLink(el, '2').click();
    await until(() => visible(el)[0] === 'p4', 'page 2');
    expect(pageLinks(el)).to.deep.equal(['Prev', '1', '2', '3', 'Next']);
    filters(el)[1]!.click(); // Design: items 0, 1, 4, 6, 8
    await until(() => visible(el).join() === 'p0,p1,p4,p6', 'design, page 1');
    expect(filters(el)[1]!.getAttribute('aria-pressed')).to.equal('true');
    expect(pageLinks(el)).to.deep.equal(['1', '2', 'Next']);
    pageLink(el, 'Next').click();
    await until(() => visible(el).join() === 'p8', 'design, page 2');
    expect(changes.map((e) => e.detail)).to.deep.equal([
      { category: 'all', page: 2, pages: 3 }, { category: 'design', page: 1, pages: 2 }, { category: 'design', page: 2, pages: 2 },
    ]);
  });

  it('names its page links\' landmark only while there are links (one page: no empty "Pages" navigation)', async () => {
    const el = await portfolio();
    const nav = () => el.shadowRoot!.querySelector('[part="pagination"]')!;
    expect([nav().getAttribute('aria-label'), nav().getAttribute('role')]).to.deep.equal(['Pages', null]);
    filters(el).find((f) => f.textContent === 'Web design')!.click(); // items 2, 5: one page
    await until(() => visible(el).join() === 'p2,p5', 'one page');
    expect([nav().getAttribute('aria-label'), nav().getAttribute('role')]).to.deep.equal([null, 'none']);
  });

  it('hides prev on the first page and next on the last, handing focus to the current page (D2, keyboard)', async () => {
    const el = await portfolio();
    const next = pageLink(el, 'Next');
    next.focus();
    next.click();
    await until(() => visible(el)[0] === 'p4', 'page 2');
    next.click();
    await until(() => visible(el).join() === 'p8', 'last page');
    expect(next.hidden).to.equal(true);
    expect(el.shadowRoot!.activeElement === pageLink(el, '3')).to.equal(true, 'focus on the current page');
    const prev = pageLink(el, 'Prev');
    prev.focus();
    prev.click();
    await until(() => visible(el)[0] === 'p4', 'page 2 again');
    prev.click();
    await until(() => prev.hidden, 'first page');
    expect(el.shadowRoot!.activeElement === pageLink(el, '1')).to.equal(true);
  });

  it('slides a window of five page links (D2)', async () => {
    const el = await portfolio('per-page="1"');
    expect(pageLinks(el)).to.deep.equal(['1', '2', '3', '4', '5', 'Next'], 'beyond the fifth hidden at start');
    el.showPage(6);
    await until(() => pageLinks(el).join() === 'Prev,4,5,6,7,8,Next', 'window around 6');
    el.showPage(99);
    await until(() => pageLinks(el).join() === 'Prev,5,6,7,8,9', 'the last page');
    el.showCategory('print');
    await until(() => pageLinks(el).join() === '1,2,3,Next', 'print from page 1');
  });

  it('writes id|slug|page to the hash, and follows a changed hash about 500 ms later (D3)', async () => {
    const el = await portfolio('id="work" per-page="2"');
    filters(el)[2]!.click(); // Print: 1, 3, 7
    await until(() => visible(el).join() === 'p1,p3', 'print');
    pageLink(el, '2').click();
    await until(() => location.hash === '#work|print|2', 'written');
    const changes = record<Change>(el, 'x-portfolio-change');
    let changedAt = 0;
    el.addEventListener('x-portfolio-change', () => (changedAt ||= performance.now()));
    const start = performance.now();
    location.hash = '#work|web-design|1';
    await until(() => changes.length === 1, 'followed', 4000);
    expect(changedAt - start).to.be.at.least(450, 'not before about 500 ms');
    expect(changes[0]!.detail).to.deep.equal({ category: 'web-design', page: 1, pages: 1 });
    expect(visible(el)).to.deep.equal(['p2', 'p5']);
  });

  it('starts from the hash on load; an unknown category is all, a page past the end the last', async () => {
    history.replaceState(null, '', '#work|print|2');
    const el = await portfolio('id="work" per-page="2"');
    expect(visible(el)).to.deep.equal(['p7']);
    clearHash();
    history.replaceState(null, '', '#work2|nothing|40');
    const other = await portfolio('id="work2" per-page="4"');
    expect(visible(other)).to.deep.equal(['p8']);
    expect(filters(other)[0]!.getAttribute('aria-pressed')).to.equal('true');
  });

  it('pages in the page only: no request (D4)', async () => {
    const el = await portfolio();
    const changes = record<Change>(el, 'x-portfolio-change');
    const fetches = stubFetch();
    try {
      pageLink(el, '2').click();
      filters(el)[3]!.click();
      await until(() => changes.at(-1)?.detail.category === 'web-design', 'web design shown');
      await nextFrame();
      expect(fetches.calls).to.have.length(0);
    } finally {
      fetches.restore();
    }
  });

  it('lays the items out in 5, 4, 3, 2 or 1 columns by width, images 0.75 as high as wide (D5)', async () => {
    for (const [width, columns] of [[1700, 5], [1100, 4], [800, 3], [500, 2], [400, 1]] as const) {
      const [count, ratio] = await drawnBeforeUpgrade(`<x-portfolio>${items()}</x-portfolio>`, preCss, (doc) => {
        const img = doc.querySelector('img')!.getBoundingClientRect();
        return [getComputedStyle(doc.querySelector('x-portfolio')!).gridTemplateColumns.split(' ').length, img.height / img.width];
      }, width);
      expect(count).to.equal(columns, `${width} px wide`);
      expect(ratio).to.be.closeTo(0.75, 0.01);
    }
  });

  it('draws its first page and the bars\' room before upgrade exactly where upgrade puts them', async () => {
    const html = `<div style="width: 700px"><x-portfolio per-page="4">${items()}</x-portfolio><p id="below">Below</p></div>`;
    const measure = (doc: Document) => boxesIn(doc, 'x-portfolio', 'x-portfolio > a, #below');
    const drawn = await drawnBeforeUpgrade(html, preCss, measure, innerWidth);
    const wrap = await fixture(`<div style="font: 16px/1.5 sans-serif">${html}</div>`);
    await until(() => wrap.querySelector('x-portfolio')!.hasAttribute('data-x-ready'), 'upgraded');
    expect(measure(document)).to.deep.equal(drawn);
  });

  it('marks each shown item by its row, following the columns, the filter and the page (D21)', async () => {
    const el = await portfolio('per-page="8" style="--x-portfolio-columns: 3"');
    const marks = () => [...el.children].map((c) => (c as HTMLElement).hidden
      ? (c.hasAttribute('data-first-in-row') || c.hasAttribute('data-last-in-row') || c.hasAttribute('data-last-row') ? '!' : '.')
      : `${c.hasAttribute('data-first-in-row') ? 'F' : '-'}${c.hasAttribute('data-last-in-row') ? 'L' : '-'}${c.hasAttribute('data-last-row') ? 'R' : '-'}`).join(' ');
    // Eight shown in rows of 3, 3, 2; the ninth is on page 2.
    await until(() => marks() === 'F-- --- -L- F-- --- -L- F-R -LR .', 'marked in the frame after upgrade', 1000);
    el.style.setProperty('--x-portfolio-columns', '2');
    await until(() => marks() === 'F-- -L- F-- -L- F-- -L- F-R -LR .', 'two columns', 1000);
    el.showCategory('design'); // items 0, 1, 4, 6, 8
    await until(() => marks() === 'F-- -L- . . F-- . -L- . FLR', 'the category\'s items only', 1000);
    el.style.setProperty('--x-portfolio-columns', '1');
    await until(() => marks() === 'FL- FL- . . FL- . FL- . FLR', 'one column', 1000);
    el.remove();
    await until(() => ![...el.children].some((c) => c.hasAttribute('data-first-in-row') || c.hasAttribute('data-last-row')), 'marks taken off with the element', 2000);
  });

  it('watches the sizes of the shown items only, following the page', async () => {
    // A hidden item has no size to change: 500 items watched would be 500 reports on the first frame.
    const watched = new Set<Element>();
    const { observe, unobserve } = ResizeObserver.prototype;
    ResizeObserver.prototype.observe = function (this: ResizeObserver, target: Element, options?: ResizeObserverOptions) {
      if (target.localName === 'a') watched.add(target);
      observe.call(this, target, options);
    };
    ResizeObserver.prototype.unobserve = function (this: ResizeObserver, target: Element) {
      watched.delete(target);
      unobserve.call(this, target);
    };
    try {
      const el = await portfolio('per-page="4"', [...CATS, ...CATS, ...CATS]);
      await until(() => [...watched].map((a) => a.id).join() === 'p0,p1,p2,p3', 'the first page watched, in the frame after upgrade', 1000);
      el.showPage(2);
      await until(() => [...watched].map((a) => a.id).join() === 'p4,p5,p6,p7', 'the second page watched, the first no longer', 1000);
      el.remove();
    } finally {
      Object.assign(ResizeObserver.prototype, { observe, unobserve });
    }
  });

  it('warns once, naming the attribute and its form, for a bad per-page, and uses 10', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await portfolio('per-page="lots"', [...CATS, ...CATS]);
      expect(visible(el)).to.have.length(10);
    });
    expect(warnings.filter((w) => w.includes('per-page'))).to.have.length(1);
    expect(warnings[0]).to.contain('<x-portfolio>').and.contain('whole number');
  });
});

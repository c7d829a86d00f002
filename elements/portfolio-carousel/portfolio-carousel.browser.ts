// x-portfolio-carousel in the three engines (checklist D6, D7); the groups
// themselves are unit-tested in groups.test.ts.
import { expect } from 'chai';
import './define';
import preCss from './portfolio-carousel.pre.css?raw';
import portfolioCss from '../portfolio/portfolio.pre.css?raw';
import { boxesIn, captureWarnings, drawnBeforeUpgrade, fixture, key, record, shadow, smoke, staysFor, until } from '../../tests/browser/helpers';

const pre = document.createElement('style');
pre.textContent = portfolioCss + preCss;
document.head.append(pre);

type XCarousel = HTMLElement & { next(): void; prev(): void; goTo(group: number): void };
type Move = { group: number; groups: number; first: number; visible: number };
const items = (n: number) => Array.from({ length: n }, (_, i) => `<a href="#c${i}" id="c${i}"><img alt="" width="160" height="120" src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='160' height='120'/>">Project ${i}</a>`).join('');
// 4 columns at any width, whatever the test window's.
async function carousel(attrs = '', n = 10) {
  const el = await fixture<XCarousel>(`<x-portfolio-carousel style="--x-portfolio-columns: 4; width: 800px" ${attrs}>${items(n)}</x-portfolio-carousel>`);
  await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
  return el;
}
/** The items inside the carousel's box once moves are over. */
const inView = (el: Element) => {
  const box = el.getBoundingClientRect();
  return [...el.children].filter((c) => {
    const r = c.getBoundingClientRect();
    return r.left >= box.left - 1 && r.right <= box.right + 1;
  }).map((c) => c.id);
};
/** Waits until the move is over and these items show. */
const shows = (el: Element, ids: string) => until(() => inView(el).join() === ids && [...el.children].every((c) => c.getAnimations().length === 0), ids, 4000);
const interactive = (el: Element) => [...el.children].filter((c) => !(c as HTMLElement).inert).map((c) => c.id);
const arrow = (el: Element, which: 'prev' | 'next') => shadow(el, `[part~="arrow-${which}"]`) as HTMLButtonElement;

describe('x-portfolio-carousel', () => {
  it('shows as many items as columns, the rest inert, and a carousel to assistive technology', async () => {
    const el = await carousel();
    expect(inView(el)).to.deep.equal(['c0', 'c1', 'c2', 'c3']);
    expect(interactive(el)).to.deep.equal(['c0', 'c1', 'c2', 'c3']);
    expect(el.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(el.getAttribute('aria-label')).to.equal('Projects');
    expect(arrow(el, 'prev').getAttribute('aria-label')).to.equal('Previous');
    expect(arrow(el, 'next').getAttribute('aria-label')).to.equal('Next');
  });

  smoke('moves by a group on next and previous, the last group ending on the last item, and wraps (D6)', async () => {
    const el = await carousel();
    const moves = record<Move>(el, 'x-portfolio-carousel-move');
    arrow(el, 'next').click();
    await shows(el, 'c4,c5,c6,c7');
    arrow(el, 'next').click();
    await shows(el, 'c6,c7,c8,c9');
    arrow(el, 'next').click();
    await shows(el, 'c0,c1,c2,c3');
    arrow(el, 'prev').click();
    await shows(el, 'c6,c7,c8,c9');
    expect(interactive(el)).to.deep.equal(['c6', 'c7', 'c8', 'c9']);
    expect(moves.map((e) => e.detail.group)).to.deep.equal([1, 2, 0, 2]);
    expect(moves[0]!.detail).to.deep.equal({ group: 1, groups: 3, first: 4, visible: 4 });
  });

  it('slides a group in 1000 ms (D6)', async () => {
    const el = await carousel();
    arrow(el, 'next').click();
    await until(() => el.children[0]!.getAnimations().length > 0, 'moving');
    const timing = (el.children[0]!.getAnimations()[0]!.effect as KeyframeEffect).getTiming();
    expect(timing.duration).to.equal(1000);
  });

  it('moves with the arrow keys while focus is inside (keyboard)', async () => {
    const el = await carousel();
    (el.children[1] as HTMLElement).focus();
    key(el.children[1]!, 'ArrowRight');
    await shows(el, 'c4,c5,c6,c7');
    key(arrow(el, 'next'), 'ArrowLeft');
    await shows(el, 'c0,c1,c2,c3');
  });

  it('follows the column count as the width changes, keeping the first item in view', async () => {
    const el = await carousel();
    el.goTo(2);
    await shows(el, 'c6,c7,c8,c9');
    // As a narrower window's media query would set it.
    el.style.setProperty('--x-portfolio-columns', '2');
    el.style.width = '600px';
    await until(() => interactive(el).length === 2, 'two at once');
    await shows(el, 'c6,c7');
  });

  it('auto-rotates every interval in 700 ms and pauses while hovered or focused (D7)', async function () {
    this.timeout(20_000); // a rotation, a hold of two intervals, and another rotation
    const el = await carousel('auto-rotate interval="1000"');
    const moves = record<Move>(el, 'x-portfolio-carousel-move');
    await until(() => moves.length === 1, 'rotated', 3000);
    await until(() => el.children[0]!.getAnimations().length > 0, 'moving');
    expect((el.children[0]!.getAnimations()[0]!.effect as KeyframeEffect).getTiming().duration).to.equal(700);
    el.dispatchEvent(new PointerEvent('pointerenter'));
    const count = moves.length;
    // Time is what is tested: 2300 ms, past two of its 1000 ms intervals, without a move.
    await staysFor(2300, () => moves.length !== count, 'paused on hover');
    el.dispatchEvent(new PointerEvent('pointerleave'));
    await until(() => moves.length > count, 'rotating again', 3000);
    expect(shadow(el, 'slot').getAttribute('aria-live')).to.equal('off');
  });

  it('draws its row before upgrade exactly where upgrade puts it', async () => {
    const html = `<div style="width: 700px"><x-portfolio-carousel style="--x-portfolio-columns: 3">${items(7)}</x-portfolio-carousel><p id="below">Below</p></div>`;
    const measure = (doc: Document) => boxesIn(doc, 'x-portfolio-carousel', 'x-portfolio-carousel > a, #below');
    const drawn = await drawnBeforeUpgrade(html, portfolioCss + preCss, measure, innerWidth);
    const wrap = await fixture(`<div style="font: 16px/1.5 sans-serif">${html}</div>`);
    await until(() => wrap.querySelector('x-portfolio-carousel')!.hasAttribute('data-x-ready'), 'upgraded');
    expect(measure(document)).to.deep.equal(drawn);
  });

  it('has no arrows with one group, and warns once for a bad interval', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await carousel('interval="soon"', 3);
      expect(el.shadowRoot!.querySelector('[part~="arrow"]')).to.equal(null);
    });
    expect(warnings.filter((w) => w.includes('interval'))).to.have.length(1);
    expect(warnings[0]).to.contain('<x-portfolio-carousel>').and.contain('whole number');
  });
});

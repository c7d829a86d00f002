// x-parallax in the three engines (checklist B38), on whichever path the
// engine has (its view timeline, or the shared scroll listener), and the
// shared listener itself.
import { expect } from 'chai';
import './define';
import { animateThroughView, coverProgress } from '../behaviours/view-progress';
import { captureWarnings, fixture, nextFrame, shadow, smoke, until } from '../../tests/browser/helpers';

const BG = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="10" height="10"%3E%3Crect width="10" height="10" fill="%232b87da"/%3E%3C/svg%3E';
async function page(attrs = '') {
  const wrap = await fixture(`<div><div style="height: 900px"></div><x-parallax ${attrs} style="height: 300px"><img slot="background" src='${BG}' alt=""><p>Content</p></x-parallax><div style="height: 1500px"></div></div>`);
  return wrap.querySelector<HTMLElement>('x-parallax')!;
}
/** The layer's offset from where it sits at rest, in px (its transform's translation). */
const shift = (el: HTMLElement) => new DOMMatrixReadOnly(getComputedStyle(el).transform === 'none' ? undefined : getComputedStyle(el).transform).f;
/** Scrolls so the section is `p` of its way through the viewport (0: its top at the bottom edge, 1: its bottom at the top edge). */
function scrollTo(el: HTMLElement, p: number) {
  const top = el.getBoundingClientRect().top + scrollY;
  window.scrollTo(0, top - innerHeight + p * (innerHeight + el.offsetHeight));
}

describe('x-parallax', () => {
  afterEach(() => window.scrollTo(0, 0));

  smoke('moves its background slower than the page, from above to below its place as it crosses the viewport', async () => {
    const el = await page();
    const layer = shadow(el, '[part="layer"]');
    expect(layer.getBoundingClientRect().height).to.be.closeTo(300 * 1.5, 1, 'taller by the speed (0.5), so no edge shows');
    scrollTo(el, 0.1);
    await until(() => shift(layer) < -40, 'above its place as the section enters', 3000);
    scrollTo(el, 0.5);
    await until(() => Math.abs(shift(layer)) < 8, 'in its place in the middle', 3000);
    scrollTo(el, 0.9);
    await until(() => shift(layer) > 40, 'below its place as the section leaves', 3000);
    expect(shift(layer)).to.be.at.most(75.5, 'never more than the speed\'s half of the section (75 px)');
  });

  it('keeps the background fixed to the viewport with method="css", clipped to the section', async () => {
    const el = await page('method="css"');
    const layer = shadow(el, '[part="layer"]');
    expect(getComputedStyle(layer).position).to.equal('fixed');
    expect(getComputedStyle(el).clipPath).to.equal('inset(0px)');
    scrollTo(el, 0.5);
    await nextFrame();
    expect(layer.getBoundingClientRect().top).to.equal(0);
    expect(layer.getAnimations().length).to.equal(0, 'no script, no animation');
  });

  it('warns once for a bad attribute and uses the default', async () => {
    const warnings = await captureWarnings(async () => {
      await page('method="fast" speed="2"');
    });
    expect(warnings.join('\n')).to.contain('<x-parallax> attribute "method" has an invalid value "fast": expected one of "true", "css"');
    expect(warnings.join('\n')).to.contain('attribute "speed" has an invalid value "2": expected a number from 0 to 1');
  });
});

describe('animateThroughView on the shared scroll listener', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('sets each driven element\'s place from its way through the viewport, once per frame', async () => {
    const wrap = await fixture('<div><div style="height: 900px"></div><div id="s" style="height: 200px"><div id="t" style="height: 50px"></div></div><div style="height: 1500px"></div></div>');
    const subject = wrap.querySelector<HTMLElement>('#s')!;
    const target = wrap.querySelector<HTMLElement>('#t')!;
    const stop = animateThroughView(target, subject, [{ transform: 'translateX(0px)' }, { transform: 'translateX(100px)' }], { native: false });
    scrollTo(subject, 0.25);
    await until(() => Math.abs(new DOMMatrixReadOnly(getComputedStyle(target).transform).e - 25) < 1.5, 'a quarter of the way', 3000);
    scrollTo(subject, 0.75);
    await until(() => Math.abs(new DOMMatrixReadOnly(getComputedStyle(target).transform).e - 75) < 1.5, 'three quarters', 3000);
    stop();
    expect(getComputedStyle(target).transform).to.equal('none');
    expect([coverProgress(600, 200, 600), coverProgress(-200, 200, 600), coverProgress(200, 200, 600)]).to.deep.equal([0, 1, 0.5]);
  });
});

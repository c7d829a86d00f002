// x-header in the three engines (checklist C1 to C4, C22); when it fixes,
// shrinks and hides is unit-tested in placement.test.ts.
import { expect } from 'chai';
import './define';
import preCss from './header.pre.css?raw';

// The page-level rules the autoloader brings (the admin bar's offsets need body.admin-bar).
const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);
import { fixture, nextFrame, record, shadow, smoke, staysFor, until } from '../../tests/browser/helpers';
import { scrollToTarget } from '../behaviours/smooth-scroll';

type Change = { fixed: boolean; shrunk: boolean; hidden: boolean };
async function page(attrs = '') {
  const wrap = await fixture(`<div><x-header ${attrs}><a href="#x" id="in-header" style="display: block; height: 40px">Logo</a></x-header><p id="after">After the header</p><div style="height: 5000px"></div></div>`);
  const el = wrap.querySelector<HTMLElement>('x-header')!;
  return { el, bar: shadow(el, '[part="bar"]'), after: wrap.querySelector<HTMLElement>('#after')! };
}
const scrollAndWait = async (y: number) => {
  window.scrollTo(0, y);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
};

describe('x-header', () => {
  afterEach(() => {
    document.body.classList.remove('admin-bar');
    window.scrollTo(0, 0);
  });

  smoke('is fixed once scrolled down past it, keeps its room, and goes back above it; data-x-fixed carries its height (C1)', async () => {
    const { el, bar, after } = await page('shrink="false"');
    const changes = record<Change>(el, 'x-header-change');
    const afterTop = after.getBoundingClientRect().top + scrollY;
    await scrollAndWait(60);
    expect(el.hasAttribute('data-x-fixed')).to.equal(false, 'still within its own room');
    await scrollAndWait(400);
    await until(() => el.hasAttribute('data-x-fixed'), 'fixed');
    expect(getComputedStyle(bar).position).to.equal('fixed');
    expect(Number(el.getAttribute('data-x-fixed'))).to.equal(bar.offsetHeight);
    expect(after.getBoundingClientRect().top + scrollY).to.equal(afterTop, 'nothing below moved');
    expect(changes.at(-1)!.detail).to.deep.equal({ fixed: true, shrunk: false, hidden: false });
    await scrollAndWait(0);
    await until(() => !el.hasAttribute('data-x-fixed'), 'back in its place');
    expect(getComputedStyle(bar).position).to.equal('static');
  });

  it('stays over the page\'s positioned content, fixed or not, and a dropdown placed under it is placed against it (a mega menu)', async () => {
    const wrap = await fixture(`<div><x-header style="--x-header-z: 5"><div id="drop" style="position: absolute; top: 100%; inset-inline: 0; height: 50px">Dropdown</div><a href="#x" style="display: block; height: 40px">Logo</a></x-header><p id="cover" style="position: relative; z-index: 1; margin: 0; height: 200px">Positioned content</p><div style="height: 5000px"></div></div>`);
    const el = wrap.querySelector<HTMLElement>('x-header')!;
    await (el as HTMLElement & { ready: Promise<void> }).ready;
    const drop = el.querySelector<HTMLElement>('#drop')!;
    const box = el.getBoundingClientRect();
    expect(drop.getBoundingClientRect().top).to.be.closeTo(box.bottom, 1, 'just under the header, not the viewport');
    const mid = drop.getBoundingClientRect();
    expect(document.elementFromPoint(mid.left + 5, mid.top + 5)?.closest('x-header')).to.equal(el, 'over the positioned content');
    await scrollAndWait(400);
    await until(() => el.hasAttribute('data-x-fixed'), 'fixed');
    const bar = shadow(el, '[part="bar"]').getBoundingClientRect();
    expect(document.elementFromPoint(bar.left + bar.width / 2, bar.top + bar.height / 2)?.closest('x-header')).to.equal(el, 'the fixed bar over the content scrolled under it');
  });

  it('shrinks while fixed (C2)', async () => {
    const { el, bar } = await page();
    const full = bar.getBoundingClientRect().height;
    await scrollAndWait(400);
    await until(() => el.hasAttribute('data-shrunk'), 'shrunk');
    await until(() => bar.getBoundingClientRect().height < full - 20, 'smaller', 3000);
    await until(() => Number(el.getAttribute('data-x-fixed')) === bar.offsetHeight, 'its fixed height follows the shrink', 3000);
  });

  it('shrinks a logo marked data-logo from 54 to 32 px while shrunk, the same 54 px before upgrade', async () => {
    const svg = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="200" height="100"/%3E';
    const wrap = await fixture(`<div><x-header><img data-logo src='${svg}' alt="Logo" width="200" height="100"></x-header><div style="height: 5000px"></div></div>`);
    const logo = wrap.querySelector('img')!;
    // At rest at the top (a previous test's scroll may still be easing back): 54 px.
    await until(() => logo.getBoundingClientRect().height === 54, 'the logo at 54 px', 3000);
    await scrollAndWait(400);
    await until(() => Math.abs(logo.getBoundingClientRect().height - 32) < 0.5, 'the logo shrunk', 3000);
  });

  it('with hide-nav, slides away scrolling down a long page, back on scrolling up or on focus (C3)', async () => {
    const { el, bar } = await page('hide-nav');
    await scrollAndWait(400);
    await scrollAndWait(800);
    await until(() => el.hasAttribute('data-hidden'), 'hidden scrolling down');
    await until(() => new DOMMatrixReadOnly(getComputedStyle(bar).transform).f < -10, 'out of view', 3000);
    await scrollAndWait(700);
    await until(() => !el.hasAttribute('data-hidden'), 'shown scrolling up');
    await scrollAndWait(1200);
    await until(() => el.hasAttribute('data-hidden'), 'hidden again');
    (el.querySelector('#in-header') as HTMLElement).focus();
    await until(() => !el.hasAttribute('data-hidden'), 'shown for focus');
    await scrollAndWait(1600); // the header has seen this scroll in one of these frames
    await nextFrame(); // and a hide it decided would have rendered by the next
    expect(el.hasAttribute('data-hidden')).to.equal(false, 'kept while it holds focus');
    (document.activeElement as HTMLElement).blur();
  });

  it('lands an in-page scroll\'s target below the header as it will be there, fixed and shrunk, from the top too (SPEC section 9, issue 25)', async () => {
    // Above 980 px the fixed header counts in the offset (SPEC section 9): the test page is narrower.
    const width = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    try {
      const wrap = await fixture(`<div><x-header><a href="#x" style="display: block; height: 40px">Logo</a></x-header><div style="height: 1500px"></div>
        <h2 id="first" style="margin: 0">First</h2><div style="height: 1500px"></div><h2 id="second" style="margin: 0">Second</h2><div style="height: 3000px"></div></div>`);
      const el = wrap.querySelector<HTMLElement>('x-header')!;
      const bar = shadow(el, '[part="bar"]');
      await until(() => scrollY === 0 && !el.hasAttribute('data-x-fixed'), 'at the top, the header in its place');
      // From the top (the header in its place, full size), then from a page scrolled (fixed and shrunk).
      for (const id of ['first', 'second']) {
        const target = wrap.querySelector<HTMLElement>(`#${id}`)!;
        await scrollToTarget(target);
        await until(() => el.hasAttribute('data-shrunk') && bar.getAnimations().length === 0 && Number(el.getAttribute('data-x-fixed')) === bar.offsetHeight, 'fixed and shrunk, at rest', 3000);
        expect(Math.round(target.getBoundingClientRect().top), `#${id}'s top at the header's bottom`).to.equal(Math.round(bar.getBoundingClientRect().bottom));
      }
    } finally {
      if (width) Object.defineProperty(window, 'innerWidth', width);
      else delete (window as { innerWidth?: number }).innerWidth;
    }
  });

  it('measures itself in its first frame, or at once for an in-page scroll that comes before it', async () => {
    const width = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    // The frames asked for while the header mounts are held back (and asked for again at the end): the
    // scroll below comes before the header's first frame.
    const raf = window.requestAnimationFrame;
    const held: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (cb) => (held.push(cb), 0);
    let restored = false;
    try {
      const wrap = await fixture(`<div><x-header><a href="#x" style="display: block; height: 40px">Logo</a></x-header><div style="height: 1500px"></div>
        <h2 id="early" style="margin: 0">Early</h2><div style="height: 3000px"></div></div>`);
      window.requestAnimationFrame = raf;
      restored = true;
      const el = wrap.querySelector<HTMLElement>('x-header')!;
      const bar = shadow(el, '[part="bar"]');
      expect(el.hasAttribute('data-x-waypoint'), 'not measured in the task that mounted it').to.equal(false);
      const target = wrap.querySelector<HTMLElement>('#early')!;
      await scrollToTarget(target);
      expect(el.hasAttribute('data-x-waypoint'), 'measured for the scroll').to.equal(true);
      await until(() => el.hasAttribute('data-shrunk') && bar.getAnimations().length === 0 && Number(el.getAttribute('data-x-fixed')) === bar.offsetHeight, 'fixed and shrunk, at rest', 3000);
      expect(Math.round(target.getBoundingClientRect().top)).to.equal(Math.round(bar.getBoundingClientRect().bottom));
    } finally {
      if (!restored) window.requestAnimationFrame = raf;
      held.forEach((cb) => raf(cb));
      if (width) Object.defineProperty(window, 'innerWidth', width);
      else delete (window as { innerWidth?: number }).innerWidth;
    }
  });

  it('keeps its room when an attribute changes while its bar is fixed', async () => {
    const { el, bar, after } = await page('shrink="false"');
    const afterTop = after.getBoundingClientRect().top + scrollY;
    await scrollAndWait(400);
    await until(() => el.hasAttribute('data-x-fixed'), 'fixed');
    el.setAttribute('hide-nav', '');
    await scrollAndWait(420);
    await nextFrame();
    expect(after.getBoundingClientRect().top + scrollY, 'nothing below moved').to.equal(afterTop);
    expect(Number(el.getAttribute('data-x-fixed-height'))).to.equal(bar.offsetHeight);
  });

  it('in sticky mode, stays counted as stuck after a resize while stuck, scrolled back up but still stuck (issue 25)', async () => {
    const { el, bar, after } = await page('mode="sticky"');
    const afterTop = after.getBoundingClientRect().top + scrollY;
    await scrollAndWait(500);
    await until(() => el.hasAttribute('data-x-fixed') && el.hasAttribute('data-shrunk') && bar.getAnimations().length === 0, 'stuck and shrunk');
    dispatchEvent(new Event('resize'));
    // Time is the condition: the header measures again 100 ms after a resize.
    await staysFor(300, () => !el.hasAttribute('data-x-fixed'), 'stuck through the resize');
    await scrollAndWait(440);
    await staysFor(300, () => !el.hasAttribute('data-x-fixed') || !el.hasAttribute('data-shrunk'), 'counted as stuck and shrunk 60 px up');
    expect(Math.round(el.getBoundingClientRect().top)).to.equal(0, 'visibly stuck');
    expect(after.getBoundingClientRect().top + scrollY).to.equal(afterTop, 'its room kept');
    await scrollAndWait(0);
    await until(() => !el.hasAttribute('data-x-fixed'), 'back in its place');
  });

  it('sticks in sticky mode, marked while stuck, under the WordPress admin bar (C4, C22)', async () => {
    document.body.classList.add('admin-bar');
    const { el, bar, after } = await page('mode="sticky"');
    expect(getComputedStyle(el).position).to.equal('sticky');
    expect(getComputedStyle(el).top).to.equal(innerWidth > 782 ? '32px' : innerWidth > 600 ? '46px' : '0px');
    const afterTop = after.getBoundingClientRect().top + scrollY;
    await scrollAndWait(500);
    await until(() => el.hasAttribute('data-x-fixed'), 'stuck');
    await until(() => Math.abs(el.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(el).top)) < 1, 'at its sticky top');
    await until(() => el.hasAttribute('data-shrunk') && bar.getAnimations().length === 0, 'shrunk, its 400 ms transition over', 3000);
    expect(after.getBoundingClientRect().top + scrollY).to.equal(afterTop, 'shrinking inside its room moves nothing');
  });
});

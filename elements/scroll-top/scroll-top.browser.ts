// x-scroll-top in the three engines (checklist C18).
import { expect } from 'chai';
import './define';
import { fixture, nextFrame, record, shadow, smoke, until } from '../../tests/browser/helpers';

/**
 * Scrolls the window and waits for a scroll event at that position, then a
 * frame: the page's shared scroll observer reads the position in the frame
 * of the scroll event, and the element follows it there.
 */
async function scrollHeard(y: number) {
  let at = Number.NaN;
  const onScroll = () => (at = scrollY);
  addEventListener('scroll', onScroll);
  try {
    window.scrollTo(0, y);
    await until(() => Math.abs(at - y) <= 1, `a scroll event at ${y} px`);
  } finally {
    removeEventListener('scroll', onScroll);
  }
  await nextFrame();
}

describe('x-scroll-top', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('shows past 800 px of scrolling, out of the tab order before (C18)', async () => {
    const wrap = await fixture('<div><a href="#top" id="first">Skip</a><x-scroll-top></x-scroll-top><div style="height: 4000px"></div></div>');
    const el = wrap.querySelector<HTMLElement>('x-scroll-top')!;
    const button = shadow(el, '[part="button"]') as HTMLButtonElement;
    const changes = record<{ visible: boolean }>(el, 'x-scroll-top-change');
    expect(el.dataset.state).to.equal('hidden');
    expect(getComputedStyle(button).visibility).to.equal('hidden');
    await scrollHeard(790);
    expect(el.dataset.state).to.equal('hidden', '790 px is not past 800');
    window.scrollTo(0, 810);
    await until(() => el.dataset.state === 'visible', 'visible past 800 px');
    expect(changes.map((e) => e.detail.visible)).to.deep.equal([true]);
    expect(button.getAttribute('aria-label')).to.equal('Back to top');
    await until(() => getComputedStyle(button).visibility === 'visible', 'visible to everyone');
  });

  smoke('smooth-scrolls to the top on a key press and hands focus to the page\'s first focusable element', async () => {
    const wrap = await fixture('<div><a href="#top" id="first">Skip</a><x-scroll-top offset="100"></x-scroll-top><div style="height: 4000px"></div></div>');
    const el = wrap.querySelector<HTMLElement>('x-scroll-top')!;
    window.scrollTo(0, 2000);
    await until(() => el.dataset.state === 'visible', 'visible past its offset of 100 px');
    const button = shadow(el, '[part="button"]') as HTMLButtonElement;
    button.focus();
    button.click(); // Enter and Space on a focused button
    await until(() => scrollY === 0, 'at the top', 3000);
    await until(() => document.activeElement === document.querySelector('a[href], button'), 'focus on the first focusable element');
    await until(() => el.dataset.state === 'hidden', 'hidden again');
  });
});

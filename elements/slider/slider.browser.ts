import { expect } from 'chai';
import './define';
import { SLIDE_MS } from './slider';
import { fixture, key, nextFrame, record, shadow, smoke, staysFor, until } from '../../tests/browser/helpers';

type XSlider = HTMLElement & { next(): boolean; prev(): boolean; goTo(i: number): boolean; ready: Promise<void> };
const markup = (attrs = '') => `<x-slider ${attrs}><div>One</div><div>Two</div><div>Three</div></x-slider>`;
const active = (el: Element) => [...el.children].findIndex((c) => c.getAttribute('data-x-state') === 'active');
/**
 * Waits until the move made just before `since` was taken is over: the
 * slides' animations ended, and the SLIDE_MS after it in which the slider
 * ignores moves gone by (that lock is time itself).
 */
const settled = (el: Element, since: number) =>
  until(() => [...el.children].every((c) => c.getAnimations().length === 0) && performance.now() - since > SLIDE_MS, 'the move over', 5 * SLIDE_MS);

describe('x-slider', () => {
  it('shows one slide with APG carousel semantics', async () => {
    const el = await fixture<XSlider>(markup());
    expect(el.getAttribute('role')).to.equal('group');
    expect(el.getAttribute('aria-label')).to.equal('Slides');
    expect(el.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(active(el)).to.equal(0);
    const second = el.children[1] as HTMLElement;
    expect(second.getAttribute('aria-roledescription')).to.equal('slide');
    expect(second.getAttribute('aria-label')).to.equal('2 of 3');
    expect(second.inert).to.equal(true);
  });

  it('is a named region landmark when the page gives it a label', async () => {
    const el = await fixture<XSlider>(markup('label="Customer stories"'));
    expect(el.getAttribute('role')).to.equal('region');
    expect(el.getAttribute('aria-label')).to.equal('Customer stories');
  });

  it('stacks the slides in one place: as tall as one slide plus the controls bar', async () => {
    const el = await fixture<XSlider>(`<x-slider style="width: 300px">
      <div style="height: 100px">One</div><div style="height: 100px">Two</div><div style="height: 100px">Three</div></x-slider>`);
    const viewport = el.shadowRoot!.querySelector('[part="viewport"]')!;
    expect(viewport.getBoundingClientRect().height).to.equal(100);
    const slides = [...el.children].map((c) => c.getBoundingClientRect().top);
    expect(new Set(slides).size).to.equal(1);
    expect(el.getBoundingClientRect().height).to.equal(100 + 48);
  });

  it('wraps at both ends and emits x-slider-change', async () => {
    const el = await fixture<XSlider>(markup());
    const changes = record<{ index: number; previous: number }>(el, 'x-slider-change');
    el.prev();
    let moved = performance.now();
    await until(() => active(el) === 2, 'wrap to last');
    expect(changes[0]!.detail).to.deep.equal({ index: 2, previous: 0 });
    expect([(el as XSlider & { index: number }).index, el.getAttribute('index')]).to.deep.equal([2, '2'], 'its index follows the slide shown');
    await settled(el, moved);
    el.next();
    moved = performance.now();
    await until(() => active(el) === 0, 'wrap to first');
    await settled(el, moved);
    el.goTo(4);
    await until(() => active(el) === 1, 'goTo wraps');
  });

  it('ignores moves while a transition runs', async () => {
    const el = await fixture<XSlider>(markup());
    const changes = record(el, 'x-slider-change');
    expect(el.next()).to.equal(true);
    const moved = performance.now();
    expect(el.next()).to.equal(false);
    shadow(el, '[part~="arrow-next"]').click();
    await until(() => active(el) === 1, 'the first move drawn');
    await nextFrame(); // a move the click had started would be drawn by now too
    expect(active(el)).to.equal(1);
    expect(changes.length).to.equal(1);
    await settled(el, moved);
    expect(el.next()).to.equal(true);
  });

  smoke('moves by arrows, dots and arrow keys', async () => {
    const el = await fixture<XSlider>(markup());
    shadow(el, '[part~="arrow-next"]').click();
    let moved = performance.now();
    await until(() => active(el) === 1, 'arrow');
    await settled(el, moved);
    (el.shadowRoot!.querySelectorAll('[part="dot"]')[2] as HTMLElement).click();
    moved = performance.now();
    await until(() => active(el) === 2, 'dot');
    expect(el.shadowRoot!.querySelectorAll('[part="dot"]')[2]!.getAttribute('aria-current')).to.equal('true');
    await settled(el, moved);
    key(shadow(el, '[part~="arrow-prev"]'), 'ArrowLeft');
    await until(() => active(el) === 1, 'key');
  });

  it('follows the reading direction: under dir="rtl" ArrowLeft is next and the slide enters from the left', async () => {
    const wrap = await fixture<HTMLElement>(`<div dir="rtl">${markup()}</div>`);
    const el = (wrap.querySelector('x-slider') ?? wrap) as XSlider;
    await (el as unknown as { ready: Promise<void> }).ready;
    key(el.children[0] as HTMLElement, 'ArrowLeft');
    const moved = performance.now();
    await until(() => active(el) === 1, 'ArrowLeft moves forwards');
    const frames = (el.children[1] as HTMLElement).getAnimations()[0]?.effect as KeyframeEffect | undefined;
    if (frames) expect(String(frames.getKeyframes()[0]!.transform)).to.equal('translateX(-100%)');
    await settled(el, moved);
    key(el.children[1] as HTMLElement, 'ArrowRight');
    await until(() => active(el) === 0, 'ArrowRight moves back');
  });

  it('fades when effect="fade"', async () => {
    const el = await fixture<XSlider>(markup('effect="fade"'));
    el.next();
    await until(() => active(el) === 1, 'fade move');
    const anims = (el.children[1] as HTMLElement).getAnimations();
    expect(anims.length).to.equal(1);
    expect((anims[0]!.effect as KeyframeEffect).getTiming().duration).to.equal(700);
  });

  it('autoplays, pauses on hover and in the pause state, and offers a pause control', async function () {
    this.timeout(20_000); // a second per move, and two holds longer than that
    const el = await fixture<XSlider>(markup('autoplay autoplay-speed="1000"'));
    const rotation = shadow(el, '[part="rotation"]');
    expect(rotation.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    await until(() => active(el) === 1, 'autoplay advanced', 3000);
    rotation.click();
    await until(() => el.hasAttribute('paused'), 'paused attribute');
    expect(shadow(el, '[part="rotation"]').getAttribute('aria-label')).to.equal('Start automatic slide show');
    const at = active(el);
    // Time is what is tested: 1300 ms, past its 1000 ms interval, without a move.
    await staysFor(1300, () => active(el) !== at, 'no move while paused');
    el.removeAttribute('paused');
    el.dispatchEvent(new PointerEvent('pointerenter'));
    await staysFor(1300, () => active(el) !== at, 'no move under the pointer');
    el.dispatchEvent(new PointerEvent('pointerleave'));
    await until(() => active(el) !== at, 'resumed after leave', 3000);
  });

  it('keeps its state when moved in the DOM', async () => {
    const el = await fixture<XSlider>(markup());
    el.goTo(2);
    await until(() => active(el) === 2, 'moved to 2');
    const other = document.createElement('section');
    document.body.append(other);
    other.append(el);
    await nextFrame(); // the move (remove, insert) kept it mounted: a frame later, still where it was
    expect(active(el)).to.equal(2);
    expect(el.shadowRoot!.querySelectorAll('[part="dot"]').length).to.equal(3);
    other.remove();
  });
});

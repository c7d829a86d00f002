import { expect } from 'chai';
import './define';
import { fixture, record, shadow, key, until, sleep } from '../../tests/browser/helpers';

type XSlider = HTMLElement & { next(): boolean; prev(): boolean; goTo(i: number): boolean; ready: Promise<void> };
const markup = (attrs = '') => `<x-slider ${attrs}><div>One</div><div>Two</div><div>Three</div></x-slider>`;
const active = (el: Element) => [...el.children].findIndex((c) => c.getAttribute('data-x-state') === 'active');
const settle = () => sleep(560);

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
    await until(() => active(el) === 2, 'wrap to last');
    expect(changes[0]!.detail).to.deep.equal({ index: 2, previous: 0 });
    await settle();
    el.next();
    await until(() => active(el) === 0, 'wrap to first');
    await settle();
    el.goTo(4);
    await until(() => active(el) === 1, 'goTo wraps');
  });

  it('ignores moves while a transition runs', async () => {
    const el = await fixture<XSlider>(markup());
    expect(el.next()).to.equal(true);
    expect(el.next()).to.equal(false);
    shadow(el, '[part~="arrow-next"]').click();
    await sleep(50);
    expect(active(el)).to.equal(1);
    await settle();
    expect(el.next()).to.equal(true);
  });

  it('moves by arrows, dots and arrow keys', async () => {
    const el = await fixture<XSlider>(markup());
    shadow(el, '[part~="arrow-next"]').click();
    await until(() => active(el) === 1, 'arrow');
    await settle();
    (el.shadowRoot!.querySelectorAll('[part="dot"]')[2] as HTMLElement).click();
    await until(() => active(el) === 2, 'dot');
    expect(el.shadowRoot!.querySelectorAll('[part="dot"]')[2]!.getAttribute('aria-current')).to.equal('true');
    await settle();
    key(shadow(el, '[part~="arrow-prev"]'), 'ArrowLeft');
    await until(() => active(el) === 1, 'key');
  });

  it('follows the reading direction: under dir="rtl" ArrowLeft is next and the slide enters from the left', async () => {
    const wrap = await fixture<HTMLElement>(`<div dir="rtl">${markup()}</div>`);
    const el = (wrap.querySelector('x-slider') ?? wrap) as XSlider;
    await (el as unknown as { ready: Promise<void> }).ready;
    key(el.children[0] as HTMLElement, 'ArrowLeft');
    await until(() => active(el) === 1, 'ArrowLeft moves forwards');
    const frames = (el.children[1] as HTMLElement).getAnimations()[0]?.effect as KeyframeEffect | undefined;
    if (frames) expect(String(frames.getKeyframes()[0]!.transform)).to.equal('translateX(-100%)');
    await settle();
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

  it('autoplays, pauses on hover and in the pause state, and offers a pause control', async () => {
    const el = await fixture<XSlider>(markup('autoplay autoplay-speed="1000"'));
    const rotation = shadow(el, '[part="rotation"]');
    expect(rotation.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    await until(() => active(el) === 1, 'autoplay advanced', 3000);
    rotation.click();
    await until(() => el.hasAttribute('paused'), 'paused attribute');
    expect(shadow(el, '[part="rotation"]').getAttribute('aria-label')).to.equal('Start automatic slide show');
    const at = active(el);
    await sleep(1300);
    expect(active(el)).to.equal(at);
    el.removeAttribute('paused');
    el.dispatchEvent(new PointerEvent('pointerenter'));
    await sleep(1300);
    expect(active(el)).to.equal(at);
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
    await sleep(50);
    expect(active(el)).to.equal(2);
    expect(el.shadowRoot!.querySelectorAll('[part="dot"]').length).to.equal(3);
    other.remove();
  });
});

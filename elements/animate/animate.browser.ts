// x-animate in the three engines (checklist B30 to B34); the data items, the
// style names and each style's keyframes are unit-tested in animations.test.ts.
import { expect } from 'chai';
import './define';
import { captureWarnings, fixture, observed, record, shadow, smoke, until, withPageSettings } from '../../tests/browser/helpers';

type XAnimate = HTMLElement & { replay(): void };

/** The content below the fold (1500 px of space above it), so it waits for its waypoint. */
async function below(inner: string) {
  const wrap = await fixture(`<div><div style="height: 1500px"></div>${inner}<div style="height: 1500px"></div></div>`);
  return wrap.querySelector<XAnimate>('x-animate')!;
}
const opacity = (el: Element) => Number(getComputedStyle(el).opacity);
const transform = (el: Element) => getComputedStyle(el).transform;

describe('x-animate', () => {
  afterEach(() => window.scrollTo(0, 0));

  smoke('waits at its starting opacity until in view, plays, then is removed and marked done (B33, B34)', async () => {
    const el = await below('<x-animate animation="slideLeft" duration="400ms" starting-opacity="20%"><p>Hello</p></x-animate>');
    await until(() => el.hasAttribute('data-x-ready'), 'ready');
    const box = shadow(el, '[part="content"]');
    const starts = record<{ target: HTMLElement; animation: string }>(el, 'x-animate-start');
    const ends = record(el, 'x-animate-end');
    // Time held still as it starts (a wait could outlast its 400 ms on a loaded machine): paused, read, then let go.
    let anim: Animation | undefined;
    el.addEventListener('x-animate-start', () => {
      anim = box.getAnimations()[0];
      anim?.pause();
    }, { once: true });
    await until(() => el.dataset.state === 'pending', 'waiting for its waypoint');
    await observed(el); // out of view: the element has been told so, and stays
    expect(el.dataset.state).to.equal('pending');
    expect(starts.length).to.equal(0);
    expect(opacity(box)).to.be.closeTo(0.2, 0.01);
    expect(transform(box)).to.equal('none', 'no transform while waiting: the waypoint watches the box where the page put it');
    el.scrollIntoView({ block: 'center' });
    await until(() => starts.length === 1, 'started in view');
    expect(starts[0]!.detail.animation).to.equal('slideLeft');
    expect(starts[0]!.detail.target === el).to.equal(true);
    expect(el.dataset.state).to.equal('running');
    let held = false;
    void anim!.ready.then(() => (held = true));
    await until(() => held, 'the animation held at its start');
    const m = new DOMMatrixReadOnly(transform(box));
    expect(m.e).to.be.lessThan(0, 'comes from the left');
    anim!.play();
    await until(() => ends.length === 1, 'ended', 3000);
    expect(el.dataset.state).to.equal('done');
    expect(box.getAnimations().length).to.equal(0, 'removed');
    expect(transform(box)).to.equal('none');
    expect(opacity(box)).to.equal(1);
  });

  it('takes the delay before moving, holding its starting point meanwhile', async () => {
    const el = await below('<x-animate animation="zoom" delay="400ms" duration="300ms"><p>Hello</p></x-animate>');
    await until(() => el.hasAttribute('data-x-ready'), 'ready');
    const box = shadow(el, '[part="content"]');
    const ends = record(el, 'x-animate-end');
    // Time held still: the animation is paused as it starts and set 150 ms
    // in, inside the 400 ms delay whatever the machine's load, then resumed.
    let anim: Animation | undefined;
    el.addEventListener('x-animate-start', () => {
      anim = box.getAnimations()[0];
      anim?.pause();
    }, { once: true });
    el.scrollIntoView({ block: 'center' });
    await until(() => el.dataset.state === 'running', 'started');
    expect(anim, 'the animation, caught as it started').to.not.equal(undefined);
    anim!.currentTime = 150;
    expect(new DOMMatrixReadOnly(transform(box)).a).to.be.closeTo(0.5, 0.01, 'intensity 50: half size while the delay runs');
    expect(opacity(box)).to.equal(0);
    anim!.play();
    await until(() => ends.length === 1, 'ended', 3000);
  });

  it('ends where the page styled it, leaving the content\'s own transform alone', async () => {
    const el = await below('<x-animate data-animation=\'[{"class": "tilted", "style": "rollRight", "duration": "200ms"}]\'><p class="tilted" style="transform: rotate(10deg)">Tilted</p></x-animate>');
    await until(() => el.hasAttribute('data-x-ready'), 'ready');
    const p = el.querySelector('p')!;
    const ends = record(el, 'x-animate-end');
    el.scrollIntoView({ block: 'center' });
    await until(() => ends.length === 1, 'ended', 3000);
    expect(p.getAttribute('style')).to.equal('transform: rotate(10deg)', 'its style attribute is untouched');
    expect(new DOMMatrixReadOnly(transform(p)).b).to.be.closeTo(Math.sin(Math.PI / 18), 0.001);
  });

  it('animates the elements a data list names by class, each at its own waypoint, and marks the element done after the last', async () => {
    const el = await fixture<XAnimate>(`<x-animate data-animation='[{"class": "a", "style": "fade", "duration": "200ms"}, {"class": "b", "style": "slideBottom", "duration": "200ms"}]'>
      <p class="a">A</p><div style="height: 2000px"></div><p class="b">B</p></x-animate>`);
    const starts = record<{ target: HTMLElement }>(el, 'x-animate-start');
    const ends = record<{ target: HTMLElement }>(el, 'x-animate-end');
    await until(() => ends.length === 1, 'the first, in view, ended', 3000);
    expect(ends[0]!.detail.target === el.querySelector('.a')).to.equal(true);
    expect(el.dataset.state).to.equal('running');
    expect(opacity(el.querySelector('.b')!)).to.equal(0, 'the second waits');
    el.querySelector('.b')!.scrollIntoView({ block: 'end' });
    await until(() => ends.length === 2, 'the second ended', 3000);
    // The first may have started before the listener was attached (it is in view at once): the second's is the one to see.
    expect(starts.some((e) => e.detail.target === el.querySelector('.b'))).to.equal(true);
    expect(el.dataset.state).to.equal('done');
  });

  it('loops with repeat="loop", and replay() plays a finished one-time animation again', async () => {
    const loop = await fixture<XAnimate>('<x-animate animation="fade" repeat="loop" duration="100ms"><p>Loop</p></x-animate>');
    await until(() => loop.dataset.state === 'running', 'running');
    const [anim] = shadow(loop, '[part="content"]').getAnimations();
    expect(anim?.effect?.getComputedTiming().iterations).to.equal(Infinity);
    await until(() => Number(anim!.currentTime) > 350, 'three and a half rounds of 100 ms', 3000);
    expect(shadow(loop, '[part="content"]').getAnimations().includes(anim!)).to.equal(true, 'still playing, not removed');
    expect(loop.dataset.state).to.equal('running');
    loop.remove();

    const once = await fixture<XAnimate>('<x-animate animation="fade" duration="100ms"><p>Once</p></x-animate>');
    const ends = record(once, 'x-animate-end');
    await until(() => ends.length === 1, 'ended');
    once.replay();
    await until(() => ends.length === 2, 'played again');
  });

  it('warns once, naming the attribute and what it expects, and uses the default', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await fixture<XAnimate>('<x-animate animation="wobble" duration="fast" speed-curve="bouncy"><p>Hi</p></x-animate>');
      await until(() => el.hasAttribute('data-x-ready'), 'ready');
      const list = await fixture<XAnimate>('<x-animate data-animation=\'[{"class": "x", "style": "spin", "intensity": "300%"}, {"class": "a b"}]\'><p class="x">X</p></x-animate>');
      await until(() => list.hasAttribute('data-x-ready'), 'ready');
      // The data's warning comes from an effect, the one before the effect that sets the animations up and the state.
      await until(() => list.dataset.state !== undefined, 'its animations set up');
    });
    const text = warnings.join('\n');
    expect(text).to.contain('<x-animate> attribute "animation" has an invalid value "wobble"');
    expect(text).to.contain('slideLeft');
    expect(text).to.contain('attribute "duration" has an invalid value "fast"');
    expect(text).to.contain('attribute "speed-curve" has an invalid value "bouncy"');
    expect(text).to.contain('item 0 (x): "style" "spin" is not one of fade');
    expect(text).to.contain('"intensity" "300%" is not a percentage from 0 to 100');
    expect(text).to.contain('item 1: "class" "a b" is not a class name');
    expect(warnings.filter((w) => w.includes('"data-animation"')).length).to.equal(1);
  });

  it('plays at once with waypoints off (ignore_waypoints), below the fold too', async () => {
    await withPageSettings({ ignore_waypoints: true }, async () => {
      const el = await below('<x-animate animation="fade" duration="100ms"><p>Hi</p></x-animate>');
      await until(() => el.dataset.state === 'done', 'played without coming into view', 3000);
    });
  });

  it('in the builder preview: plays at once, and again whenever the content changes (B34)', async () => {
    await withPageSettings({ preview: true }, async () => {
      const el = await below('<x-animate animation="fade" duration="100ms"><p>Hi</p></x-animate>');
      const starts = record(el, 'x-animate-start');
      await until(() => el.dataset.state === 'done', 'played without coming into view', 3000);
      el.querySelector('p')!.textContent = 'Edited in the builder';
      await until(() => starts.length >= 1 && el.dataset.state === 'done', 'played again after the edit', 3000);
      expect(starts.length).to.equal(1, 'one start after the edit (the first was before the listener)');
    });
  });
});

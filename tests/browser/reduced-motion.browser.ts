// The motion elements for a visitor who prefers reduced motion (SPEC
// standards): everything at rest, the final values at once, nothing moving
// by itself, in the three engines.
import './reduced-motion-stub';
import { expect } from 'chai';
import '../../elements/animate/define';
import '../../elements/counter/define';
import '../../elements/parallax/define';
import '../../elements/video-bg/define';
import '../../elements/scroll-effects/define';
import '../../elements/gallery/define';
import { fixture, MEDIA_START, nextFrame, observed, record, shadow, until } from './helpers';


describe('prefers-reduced-motion #smoke', () => {
  it('x-animate: the content at rest and done, no animation', async () => {
    const el = await fixture<HTMLElement>('<x-animate animation="slideLeft"><p>Still</p></x-animate>');
    const starts = record(el, 'x-animate-start');
    await until(() => el.dataset.state === 'done', 'done at once');
    await nextFrame(); // an animation started with it would show by now
    const box = shadow(el, '[part="content"]');
    expect(box.getAnimations().length).to.equal(0);
    expect(getComputedStyle(box).opacity).to.equal('1');
    expect(starts.length).to.equal(0);
  });

  it('x-counter: the value at once', async () => {
    const el = await fixture<HTMLElement>('<x-counter value="1200" separator=","></x-counter>');
    await until(() => el.dataset.state === 'done', 'done at once', 1000);
    expect(shadow(el, '[part="number"]').textContent).to.equal('1,200');
  });

  it('x-parallax: the background in its place, not moving', async () => {
    const el = await fixture<HTMLElement>('<x-parallax style="height: 200px"><p>Content</p></x-parallax>');
    const layer = shadow(el, '[part="layer"]');
    expect(layer.getAnimations().length).to.equal(0);
    expect(layer.getBoundingClientRect().height).to.be.closeTo(200, 1);
  });

  it('x-video-bg: paused until the visitor presses play', async () => {
    const el = await fixture<HTMLElement>('<x-video-bg style="height: 100px"><video slot="video" loop></video></x-video-bg>');
    const video = el.querySelector('video')!;
    // Who starts it, if anything does: the element (a play() call) or the engine.
    const playCalls: string[] = [];
    const play = video.play.bind(video);
    video.play = () => (playCalls.push(new Error('play()').stack ?? 'play()'), play());
    const canvas = document.createElement('canvas');
    canvas.getContext('2d')!.fillRect(0, 0, 1, 1);
    video.srcObject = canvas.captureStream(5);
    // Its chance to play: told it is in view, then a render and its effect.
    await observed(el);
    await nextFrame();
    await nextFrame();
    expect({ paused: video.paused, playCalls }).to.deep.equal({ paused: true, playCalls: [] });
    const button = shadow(el, '[part="toggle"]') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).to.equal('Play the background video');
    button.click();
    await until(() => !video.paused, 'played by the visitor', MEDIA_START);
  });

  it('x-video-bg: a video the engine starts by itself (its autoplay) is paused again', async () => {
    const el = await fixture<HTMLElement>('<x-video-bg style="height: 100px"><video slot="video" autoplay loop></video></x-video-bg>');
    const video = el.querySelector('video')!;
    const plays = record(el, 'x-video-bg-play');
    let started = false;
    video.addEventListener('play', () => (started = true), { once: true });
    // A canvas that keeps drawing: WebKit's stream sends no frame for a still one.
    const canvas = document.createElement('canvas');
    const paint = canvas.getContext('2d')!;
    let frame = 0;
    const timer = setInterval(() => paint.fillRect(0, 0, 1 + (frame++ % 2), 1), 50);
    try {
      video.srcObject = canvas.captureStream(5);
      // Autoplay starts it as the data arrives (muted, so every engine allows it).
      await until(() => started, 'started by its autoplay', MEDIA_START);
      await until(() => video.paused, 'paused again');
      await nextFrame();
      await nextFrame();
      expect(video.paused).to.equal(true);
      expect(plays.length).to.equal(0);
      expect(el.dataset.state).to.equal('paused');
    } finally {
      clearInterval(timer);
    }
  });

  it('x-scroll-effects: tracks nothing, the content at rest', async () => {
    const entries = [{ id: '.m', resolver: 'opacity', startValue: 0, midValue: 100, endValue: 0 }];
    const list = JSON.stringify({ desktop: entries, tablet: entries, phone: entries });
    const ready = record<{ items: number }>(document.body, 'x-scroll-effects-ready');
    const el = await fixture<HTMLElement>(`<x-scroll-effects data-motion='${list}'><p class="m">Still</p></x-scroll-effects>`);
    await until(() => ready.length > 0, 'ready');
    expect(ready[0]!.detail.items).to.equal(0);
    expect(el.querySelector('p')!.getAttribute('style')).to.equal(null);
  });

  it('x-gallery: the new page at once, no fade, and the next click taken at once', async () => {
    const el = await fixture<HTMLElement & { showPage(n: number): void }>(`<x-gallery>${'<p>Image</p>'.repeat(10)}</x-gallery>`);
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    el.showPage(2);
    await until(() => !(el.children[4] as HTMLElement).hidden, 'page 2');
    expect(el.children[4]!.getAnimations().length).to.equal(0);
    expect(shadow(el, '[part="pagination"]').hasAttribute('aria-busy')).to.equal(false);
    el.showPage(3);
    await until(() => !(el.children[8] as HTMLElement).hidden, 'page 3 at once');
  });
});

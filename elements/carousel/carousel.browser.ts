// x-carousel in the three engines: checklist A1 to A10, A20 to A23, A25, A27
// to A30 and A33 as the visitor and the page meet them (the settings and
// their mapping are unit-tested in settings.test.ts).
import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import './define';
import { captureWarnings, fixture, nextFrame, observed, record, smoke, staysFor, until } from '../../tests/browser/helpers';

type XCarousel = HTMLElement & {
  next(): void; prev(): void; goTo(i: number): void; toggleZoom(): void; play(): void; pause(): void; stop(): void; ready: Promise<void>;
};
const slides = (n: number, style = 'height: 100px') => Array.from({ length: n }, (_, i) => `<div style="${style}">Slide ${i + 1}</div>`).join('');
const markup = (settings: object, extra = '') => `<x-carousel ${extra} data-settings='${JSON.stringify(settings)}'>${slides(5)}</x-carousel>`;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const container = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('.swiper')!;
const ready = (el: Element) => until(() => container(el)?.classList.contains('swiper-initialized')
  && (!part(el, 'dots') || bullets(el).length > 0), 'Swiper initialised, dots drawn', 8000);
const bullets = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="dot"]')];
const lightboxOf = (el: Element) => el.shadowRoot!.querySelector('dialog');
const activeBullet = (el: Element) => bullets(el).findIndex((b) => b.getAttribute('aria-current') === 'true');
/** The carousel's Swiper: where it is, whether a move is still running, its autoplay. */
type SwiperState = { realIndex: number; animating: boolean; autoplay: { paused: boolean; running: boolean } };
const swiperOf = (el: Element) => (container(el) as HTMLElement & { swiper: SwiperState }).swiper;
/** Whether the page's next click was taken by the element (its default prevented): call before the click, read after it. */
function clickTaken(): () => boolean | undefined {
  let taken: boolean | undefined;
  document.addEventListener('click', (e) => (taken = e.defaultPrevented), { once: true });
  return () => taken;
}

describe('x-carousel', () => {
  it('puts each light-DOM item in a Swiper slide, with the five labels of section 8 (A33)', async () => {
    const el = await fixture<XCarousel>(markup({ desktop: 1, tablet: 1, mobile: 1 }, 'label="Stories"'));
    await ready(el);
    expect([...el.children].map((c) => c.slot)).to.deep.equal(['slide-0', 'slide-1', 'slide-2', 'slide-3', 'slide-4']);
    expect(el.getAttribute('role')).to.equal('region');
    expect(el.getAttribute('aria-label')).to.equal('Stories');
    expect(el.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(part(el, 'arrow-prev')!.getAttribute('aria-label')).to.equal('Previous slide');
    expect(part(el, 'arrow-next')!.getAttribute('aria-label')).to.equal('Next slide');
    expect(bullets(el).map((b) => b.getAttribute('aria-label'))).to.deep.equal([1, 2, 3, 4, 5].map((n) => `Go to slide ${n}`));
    // By keyboard, the arrows move once and the live region says where the visitor is.
    const said = () => el.shadowRoot!.querySelector('[aria-live="polite"]:not(.swiper-wrapper)')?.textContent;
    part(el, 'arrow-next')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => activeBullet(el) === 1, 'next');
    expect(said()).to.equal(''); // drawn with the dots: the same slide change sets both
    // The move over: a second one from the same Enter would have started with it.
    await until(() => !swiperOf(el).animating, 'the move over');
    await nextFrame();
    expect(swiperOf(el).realIndex).to.equal(1);
    expect(activeBullet(el)).to.equal(1); // once, not twice (keydown and click)
    part(el, 'arrow-prev')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => said() === 'This is the first slide' && activeBullet(el) === 0, 'first slide announced');
    el.goTo(3);
    part(el, 'arrow-next')!.focus();
    await until(() => activeBullet(el) === 3, 'at the fourth');
    await sendKeys({ press: 'Enter' });
    await until(() => said() === 'This is the last slide', 'last slide announced');
  });

  smoke('moves by arrows, dots and methods, and says so with x-carousel-change', async () => {
    const el = await fixture<XCarousel>(markup({ desktop: 1, tablet: 1, mobile: 1, speed: 0 }));
    await ready(el);
    const changes = record<{ index: number; previous: number }>(el, 'x-carousel-change');
    part(el, 'arrow-next')!.click();
    await until(() => activeBullet(el) === 1, 'next');
    bullets(el)[3]!.click();
    await until(() => activeBullet(el) === 3, 'dot 4');
    el.prev();
    await until(() => activeBullet(el) === 2, 'prev()');
    el.goTo(99); // clamped to the last
    await until(() => activeBullet(el) === 4, 'goTo');
    expect(changes.map((e) => [e.detail.index, e.detail.previous])).to.deep.equal([[1, 0], [3, 1], [2, 3], [4, 2]]);
  });

  it('keeps a focused arrow focused at the end, said to be unavailable, and the arrow keys still work (no focus lost to the page)', async () => {
    const el = await fixture<XCarousel>(markup({ desktop: 1, tablet: 1, mobile: 1, speed: 0 }));
    await ready(el);
    const next = part(el, 'arrow-next') as HTMLButtonElement;
    const prev = part(el, 'arrow-prev') as HTMLButtonElement;
    expect(prev.getAttribute('aria-disabled')).to.equal('true', 'nothing before the first');
    expect(prev.disabled).to.equal(false);
    el.goTo(3);
    await until(() => activeBullet(el) === 3, 'slide 4');
    next.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => activeBullet(el) === 4, 'the last slide');
    await until(() => next.getAttribute('aria-disabled') === 'true', 'next said unavailable');
    expect(next.disabled).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(next, 'focus stays on the arrow');
    await sendKeys({ press: 'Enter' });
    expect(activeBullet(el)).to.equal(4, 'nothing further');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => activeBullet(el) === 3, 'the arrow keys still move it');
    expect(next.getAttribute('aria-disabled')).to.equal('false');
  });

  it('moves with the arrow keys while focus is inside it, in reading order, and only itself', async () => {
    const wrap = await fixture(`<div>${markup({ desktop: 1, tablet: 1, mobile: 1, speed: 0 })}<div dir="rtl">${markup({ desktop: 1, tablet: 1, mobile: 1, speed: 0 })}</div></div>`);
    const [a, b] = [...wrap.querySelectorAll<XCarousel>('x-carousel')] as [XCarousel, XCarousel];
    await ready(a);
    await ready(b);
    bullets(a)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => activeBullet(a) === 1, 'ArrowRight moved the focused carousel');
    expect(activeBullet(b)).to.equal(0);
    bullets(b)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' }); // right to left: left is next
    await until(() => activeBullet(b) === 1, 'ArrowLeft is next in rtl');
    expect(activeBullet(a)).to.equal(1);
  });

  it('shows slides per view for the device, spaced, and moves by a group with multislide (A4, A5, A7)', async () => {
    const width = innerWidth;
    const perView = width >= 981 ? 4 : width >= 768 ? 2 : 1;
    const el = await fixture<XCarousel>(`<div style="width: ${width - 40}px">${markup({ desktop: 4, tablet: 2, mobile: 1, item_spacing: '10px', multislide: 'on', speed: 0 })}</div>`);
    const carousel = el.querySelector<XCarousel>('x-carousel')!;
    await ready(carousel);
    const boxes = [...carousel.children].map((c) => c.getBoundingClientRect());
    const expected = (carousel.getBoundingClientRect().width - (perView - 1) * 10) / perView;
    expect(boxes[0]!.width).to.be.closeTo(expected, 1.5);
    if (perView > 1) expect(boxes[1]!.left - boxes[0]!.right).to.be.closeTo(10, 1.5);
    expect(bullets(carousel).length).to.equal(Math.ceil(5 / perView));
  });

  it('loads an effect only when the settings name it, with section 9 numbers (A2, A20, A21)', async () => {
    const cube = await fixture<XCarousel>(markup({ slider_effec: 'cube', cfshadow: 'on' }));
    await ready(cube);
    expect(container(cube).classList.contains('swiper-cube')).to.equal(true);
    const flow = await fixture<XCarousel>(markup({ slider_effec: 'coverflow' }));
    await ready(flow);
    expect(container(flow).classList.contains('swiper-coverflow')).to.equal(true);
    for (const name of ['fade', 'flip', 'cards', 'creative']) {
      const el = await fixture<XCarousel>(markup({ slider_effec: name }));
      await ready(el);
      expect(container(el).classList.contains(`swiper-${name}`), name).to.equal(true);
    }
  });

  it('keeps the cards\' and the cube\'s spill inside its width: the page never scrolls sideways', async () => {
    // At the page's right edge, where the cards' stack draws past the box.
    const wrap = await fixture(`<div style="inline-size: 300px; margin-inline-start: calc(100vw - 320px)">${markup({ slider_effec: 'cards', desktop: 1, tablet: 1, mobile: 1 })}${markup({ slider_effec: 'cube', cfshadow: 'on', desktop: 1, tablet: 1, mobile: 1 })}</div>`);
    for (const el of wrap.querySelectorAll<XCarousel>('x-carousel')) {
      await ready(el);
      const spill = el.shadowRoot!.querySelector('.swiper-slide-next, .swiper-cube-shadow');
      expect(spill, 'an effect part that draws past the box').to.not.equal(null);
    }
    expect(document.documentElement.scrollWidth).to.be.at.most(document.documentElement.clientWidth);
  });

  it('hands Swiper section 9 numbers: cube 20/0.94, coverflow 50/100/0/1 with a non-number rotation as 0, threshold 15, inverted wheel, 3000 ms autoplay (A6, A20, A21, A23, A25)', async () => {
    type Params = Record<string, Record<string, unknown> | number | boolean>;
    const paramsOf = (el: Element) => (container(el) as HTMLElement & { swiper: { params: Params } }).swiper.params;
    const cube = await fixture<XCarousel>(markup({ slider_effec: 'cube', cfshadow: 'on' }));
    await ready(cube);
    expect(paramsOf(cube).cubeEffect).to.include({ shadow: true, shadowOffset: 20, shadowScale: 0.94 });
    const flow = await fixture<XCarousel>(markup({ slider_effec: 'coverflow', cover_rotate: 'abc' }));
    await ready(flow);
    expect(paramsOf(flow).coverflowEffect).to.include({ rotate: 0, depth: 100, stretch: 0, modifier: 1 });
    const plain = await fixture<XCarousel>(markup({ mousewheel: 'on', autoplay: 'on', speed: 0 }));
    await ready(plain);
    const p = paramsOf(plain);
    expect([p.threshold, (p.mousewheel as Record<string, unknown>).invert, (p.autoplay as Record<string, unknown>).delay]).to.deep.equal([15, true, 3000]);
    plain.stop();
  });

  it('a bad setting gives one warning naming the element, the attribute and the field, and its default', async () => {
    let el!: XCarousel;
    const warnings = await captureWarnings(async () => {
      el = await fixture<XCarousel>(`<x-carousel data-settings='{"desktop": 0, "slider_effec": "wobble"}'>${slides(3)}</x-carousel>`);
      await ready(el);
    });
    const ours = warnings.filter((w) => w.includes('<x-carousel>'));
    expect(ours).to.have.length(1);
    expect(ours[0]).to.contain('attribute "data-settings"').and.contain('"desktop" is 0').and.contain('"slider_effec" is "wobble"');
    expect(container(el).classList.contains('swiper-horizontal')).to.equal(true);
    const broken = await fixture<XCarousel>(`<x-carousel data-settings='{not json'>${slides(2)}</x-carousel>`);
    await ready(broken); // the defaults
  });

  it('autoplays at the delay, and runs, pauses and stops by method with x-carousel-autoplay (A25, A30)', async () => {
    const el = await fixture<XCarousel>(markup({ desktop: 1, tablet: 1, mobile: 1, autoplay: 'on', autoSpeed: 200, speed: 0 }));
    await ready(el);
    const states = record<{ state: string }>(el, 'x-carousel-autoplay');
    await until(() => activeBullet(el) >= 1, 'advanced by autoplay');
    expect(el.dataset.autoplay).to.equal('running');
    el.pause();
    await until(() => el.dataset.autoplay === 'paused', 'paused');
    const at = swiperOf(el).realIndex;
    await until(() => activeBullet(el) === at, 'the dots drawn where it paused');
    // Time is what is tested: 500 ms, two and a half of its 200 ms delays, without a move.
    await staysFor(500, () => swiperOf(el).realIndex !== at || activeBullet(el) !== at, 'no move while paused');
    el.play();
    await until(() => activeBullet(el) !== at, 'resumed');
    el.stop();
    await until(() => el.dataset.autoplay === 'stopped', 'stopped');
    const stoppedAt = swiperOf(el).realIndex;
    await until(() => activeBullet(el) === stoppedAt, 'the dots drawn where it stopped');
    await staysFor(500, () => swiperOf(el).realIndex !== stoppedAt || activeBullet(el) !== stoppedAt, 'no move once stopped');
    expect(states.map((e) => e.detail.state)).to.deep.equal(['paused', 'running', 'stopped']);
  });

  it('pause() while a slide is moving holds autoplay, through the visitor\'s own moves, until play() (issue 25)', async () => {
    const el = await fixture<XCarousel>(markup({ desktop: 1, tablet: 1, mobile: 1, autoplay: 'on', autoSpeed: 200, speed: 400 }));
    await ready(el);
    await until(() => swiperOf(el).animating, 'a move by autoplay under way');
    el.pause();
    expect(el.dataset.autoplay).to.equal('paused');
    await until(() => !swiperOf(el).animating, 'the move over');
    const at = swiperOf(el).realIndex;
    // Time is what is tested: 1200 ms, two delays and moves, without a move.
    await staysFor(1200, () => swiperOf(el).realIndex !== at, 'no move while paused');
    // A move of the visitor's own ends in Swiper's resume: the pause still holds.
    el.goTo(at === 0 ? 1 : 0);
    const then = swiperOf(el).realIndex;
    await until(() => !swiperOf(el).animating, 'the visitor\'s move over');
    await staysFor(1200, () => swiperOf(el).realIndex !== then, 'no move while paused, after the visitor\'s');
    expect(el.dataset.autoplay).to.equal('paused');
    el.play();
    await until(() => swiperOf(el).realIndex !== then, 'resumed by play()');
    expect(el.dataset.autoplay).to.equal('running');
  });

  it('with loop on, tells x-carousel-change only of real changes: none at start-up (issue 25)', async () => {
    const changes: [number, number][] = [];
    const heard = (e: Event) => changes.push([(e as CustomEvent).detail.index, (e as CustomEvent).detail.previous]);
    document.addEventListener('x-carousel-change', heard); // before the element exists: Swiper starts soon after mount
    try {
      const el = await fixture<XCarousel>(markup({ desktop: 1, tablet: 1, mobile: 1, loop: 'on', speed: 0 }));
      await ready(el);
      await nextFrame();
      el.next();
      await until(() => activeBullet(el) === 1, 'next()');
      el.prev();
      await until(() => activeBullet(el) === 0, 'prev()');
      el.prev(); // wraps to the last
      await until(() => activeBullet(el) === 4, 'prev() past the first');
      expect(changes).to.deep.equal([[1, 0], [0, 1], [4, 0]]);
    } finally {
      document.removeEventListener('x-carousel-change', heard);
    }
  });

  it('with pause_onhover, holds autoplay under the pointer and goes on when it leaves (A28)', async () => {
    const el = await fixture<XCarousel>(markup({ desktop: 1, tablet: 1, mobile: 1, autoplay: 'on', autoSpeed: 150, speed: 0, pause_onhover: 'on', loop: 'on' }));
    await ready(el);
    await until(() => activeBullet(el) >= 1, 'advancing');
    const box = el.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + 50)] });
    await until(() => swiperOf(el).autoplay.paused, 'held under the pointer');
    const held = swiperOf(el).realIndex;
    await until(() => activeBullet(el) === held, 'the dots drawn where it holds');
    // Time is what is tested: 600 ms, four of its 150 ms delays, without a move.
    await staysFor(600, () => swiperOf(el).realIndex !== held || activeBullet(el) !== held, 'no move under the pointer');
    expect(el.dataset.autoplay).to.equal('running'); // a hold, not a pause: the page's state is unchanged
    await sendMouse({ type: 'move', position: [0, Math.round(box.bottom + 200)] });
    await until(() => activeBullet(el) !== held, 'goes on once the pointer left');
  });

  it('brings the slide focus lands on into view, and holds autoplay while focus is inside (fade, loop)', async () => {
    const items = Array.from({ length: 4 }, (_, i) => `<div style="height: 100px">Slide ${i + 1} <a href="#s${i + 1}">Read ${i + 1}</a></div>`).join('');
    const el = await fixture<XCarousel>(`<div><x-carousel data-settings='${JSON.stringify({ desktop: 1, tablet: 1, mobile: 1, autoplay: 'on', autoSpeed: 150, speed: 0, loop: 'on', slider_effec: 'fade' })}'>${items}</x-carousel><button id="after">After</button></div>`);
    const carousel = el.querySelector<XCarousel>('x-carousel')!;
    await ready(carousel);
    await until(() => carousel.dataset.autoplay === 'running', 'autoplay running');
    const link = carousel.querySelectorAll('a')[2]!;
    link.focus();
    await until(() => swiperOf(carousel).realIndex === 2 && activeBullet(carousel) === 2, 'the focused link\'s slide shown');
    expect(container(carousel).scrollLeft).to.equal(0);
    // Time is what is tested: 600 ms, four of its 150 ms delays, without a move.
    await staysFor(600, () => swiperOf(carousel).realIndex !== 2, 'no move while focus is inside');
    expect(carousel.dataset.autoplay).to.equal('running', 'a hold, not the page\'s pause');
    carousel.querySelectorAll('a')[3]!.focus();
    await until(() => swiperOf(carousel).realIndex === 3, 'focus moving on moves the slide');
    el.querySelector<HTMLElement>('#after')!.focus();
    await until(() => swiperOf(carousel).realIndex !== 3, 'goes on once focus left');
  });

  it('starts held when focus is already inside as autoplay begins', async () => {
    const el = await fixture<XCarousel>(`<div><button id="in-first">First</button></div>`);
    const carousel = document.createElement('x-carousel');
    carousel.dataset.settings = JSON.stringify({ desktop: 1, tablet: 1, mobile: 1, autoplay: 'on', autoSpeed: 150, speed: 0, loop: 'on' });
    carousel.innerHTML = '<div style="height: 100px">One <a href="#one">one</a></div><div style="height: 100px">Two</div><div style="height: 100px">Three</div>';
    el.append(carousel);
    carousel.querySelector('a')!.focus(); // before Swiper has arrived
    await until(() => carousel.shadowRoot !== null, 'mounted');
    await ready(carousel);
    await until(() => carousel.dataset.autoplay === 'running', 'autoplay started');
    // Time is what is tested: 600 ms, four of its 150 ms delays, without a move.
    await staysFor(600, () => swiperOf(carousel).realIndex !== 0, 'held while focus is inside');
    el.querySelector<HTMLElement>('#in-first')!.focus();
    await until(() => swiperOf(carousel).realIndex !== 0, 'goes on once focus left');
  });

  it('has a rotation control that stops and starts autoplay (WCAG 2.2.2), with x-carousel-autoplay', async () => {
    const el = await fixture<XCarousel>(markup({ desktop: 1, tablet: 1, mobile: 1, autoplay: 'on', autoSpeed: 150, speed: 0, loop: 'on' }));
    await ready(el);
    await until(() => el.dataset.autoplay === 'running', 'autoplay running');
    const states = record<{ state: string }>(el, 'x-carousel-autoplay');
    const rotation = part(el, 'rotation')!;
    expect(rotation.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    // First in the tab order (APG), before the slides' own links.
    expect(rotation.compareDocumentPosition(part(el, 'viewport')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    rotation.click();
    await until(() => el.dataset.autoplay === 'paused', 'stopped by the control');
    await until(() => rotation.getAttribute('aria-label') === 'Start automatic slide show', 'the control says it will start');
    const held = swiperOf(el).realIndex;
    // Time is what is tested: 600 ms, four of its 150 ms delays, without a move.
    await staysFor(600, () => swiperOf(el).realIndex !== held, 'no move once stopped');
    rotation.click();
    await until(() => swiperOf(el).realIndex !== held, 'started again by the control, focus inside or not');
    expect(states.map((e) => e.detail.state)).to.deep.equal(['paused', 'running']);
    const still = await fixture<XCarousel>(markup({ desktop: 1, tablet: 1, mobile: 1, speed: 0 }));
    await ready(still);
    expect(part(still, 'rotation')).to.equal(null, 'no control without autoplay');
  });

  it('runs the scroller effect as continuous free-mode scrolling (A29)', async () => {
    const el = await fixture<XCarousel>(markup({ desktop: 2, tablet: 2, mobile: 2, autoplay: 'on', scroller_effect: 'on', scroller_speed: 2000 }));
    await ready(el);
    const wrapper = el.shadowRoot!.querySelector<HTMLElement>('.swiper-wrapper')!;
    const x = () => new DOMMatrixReadOnly(getComputedStyle(wrapper).transform === 'none' ? undefined : getComputedStyle(wrapper).transform).m41;
    expect(container(el).classList.contains('swiper-free-mode')).to.equal(true);
    // Moving all the time, not slide by slide with pauses (a slide-by-slide
    // autoplay rests 3000 ms between moves): a new position, again and again.
    const samples = [Math.round(x())];
    for (let i = 0; i < 3; i++) {
      await until(() => Math.round(x()) !== samples.at(-1), 'moved on', 2000);
      samples.push(Math.round(x()));
    }
    expect(new Set(samples).size).to.be.at.least(3);
    expect(getComputedStyle(wrapper).transitionTimingFunction).to.equal('linear');
  });

  it('with autoplay_viewport, starts 1 s after coming into view (A27)', async () => {
    const wrap = await fixture(`<div><div style="height: 3000px"></div>${markup({ desktop: 1, tablet: 1, mobile: 1, autoplay: 'on', autoSpeed: 100, speed: 0, autoplay_viewport: 'on' })}</div>`);
    const el = wrap.querySelector<XCarousel>('x-carousel')!;
    window.scrollTo(0, 0);
    await ready(el);
    await observed(el); // the carousel has been told it is out of view (its watch began with Swiper, before ready)
    expect(el.dataset.autoplay ?? 'stopped').to.equal('stopped'); // out of view: waiting
    el.scrollIntoView();
    const seen = performance.now();
    await until(() => el.dataset.autoplay === 'running', 'running once in view', 4000);
    expect(performance.now() - seen).to.be.greaterThan(900);
    window.scrollTo(0, 0);
  });

  it('items open their link: a same-page hash scrolls there; unsafe links are not followed (A9, A10)', async () => {
    const wrap = await fixture(`<div><x-carousel data-settings='{"desktop": 3, "tablet": 3, "mobile": 3, "dots": "off"}'>
      <div data-link="#far-target">To the target</div><div data-link="javascript:alert(1)">Bad</div><div>Plain</div></x-carousel>
      <div style="height: 3000px"></div><p id="far-target">Target</p></div>`);
    const el = wrap.querySelector<XCarousel>('x-carousel')!;
    await ready(el);
    const [linked, bad] = [...el.children] as HTMLElement[];
    expect([linked!.tabIndex, linked!.getAttribute('role')]).to.deep.equal([0, 'link']);
    window.scrollTo(0, 0);
    const before = location.href;
    const taken = clickTaken();
    bad!.click();
    expect(taken(), 'the unsafe link left alone').to.equal(false);
    expect(location.href).to.equal(before);
    linked!.click();
    await until(() => location.hash === '#far-target' && scrollY > 1000, 'scrolled to the target', 4000);
    history.replaceState(null, '', before);
    window.scrollTo(0, 0);
  });

  it('opens an image in the lightbox with its caption; closes by button, Escape and a click outside, focus returned (A12, A13, A15)', async () => {
    const png = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="%232b87da"/></svg>');
    const el = await fixture<XCarousel>(`<x-carousel data-settings='{"desktop": 2, "tablet": 2, "mobile": 2, "dots": "off"}'>
      <figure data-lightbox-type="image" data-src="/dist/none.png" data-caption="The shop at night"><img src="${png}" alt="The shop"></figure>
      <div>Plain</div></x-carousel>`);
    await ready(el);
    const events = record<{ open: boolean; type: string }>(el, 'x-carousel-lightbox');
    const figure = el.querySelector('figure')!;
    expect([figure.tabIndex, figure.getAttribute('role')]).to.deep.equal([0, 'button']);
    figure.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !!lightboxOf(el)?.open, 'opened by keyboard');
    expect(el.shadowRoot!.querySelector('[part~="lightbox-image"]')!.getAttribute('src')).to.equal(`${location.origin}/dist/none.png`);
    expect(el.shadowRoot!.querySelector('[part~="lightbox-caption"]')!.textContent).to.equal('The shop at night');
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'lightbox-close'));
    part(el, 'lightbox-close')!.click();
    await until(() => !lightboxOf(el)?.open && document.activeElement === figure, 'closed by the button, focus back');
    figure.click();
    await until(() => !!lightboxOf(el)?.open, 'opened by a click');
    await sendKeys({ press: 'Escape' });
    await until(() => !lightboxOf(el)?.open, 'closed by Escape');
    figure.click();
    await until(() => !!lightboxOf(el)?.open, 'opened again');
    lightboxOf(el)!.dispatchEvent(new MouseEvent('click', { bubbles: true })); // the backdrop
    await until(() => !lightboxOf(el)?.open, 'closed by a click outside');
    expect(events.map((e) => `${e.detail.open}`)).to.deep.equal(['true', 'false', 'true', 'false', 'true', 'false']);
  });

  it('opens a video item with its target off as an autoplaying embed; with it on, no lightbox (A14)', async () => {
    const el = await fixture<XCarousel>(`<x-carousel data-settings='{"desktop": 2, "tablet": 2, "mobile": 2, "dots": "off"}'>
      <div data-lightbox-type="video" data-lightbox-target="off" data-src="/vendor/video.html?v=1" data-caption="Tour">Video</div>
      <div data-lightbox-type="video" data-lightbox-target="on" data-src="/vendor/video.html?v=2">Video, target on</div></x-carousel>`);
    await ready(el);
    const taken = clickTaken();
    (el.children[1] as HTMLElement).click();
    expect(taken(), 'target on: not opened in the lightbox').to.equal(false);
    await nextFrame();
    expect(lightboxOf(el)).to.equal(null);
    (el.children[0] as HTMLElement).click();
    await until(() => !!lightboxOf(el)?.open, 'opened');
    const frame = el.shadowRoot!.querySelector<HTMLIFrameElement>('[part~="lightbox-video"]')!;
    expect(frame.getAttribute('src')).to.equal(`${location.origin}/vendor/video.html?v=1&autoplay=1`);
    expect(frame.title).to.equal('Tour');
    part(el, 'lightbox-close')!.click();
    await until(() => !lightboxOf(el)?.open && !el.shadowRoot!.querySelector('iframe'), 'closed, the video gone');
  });

  it('takes each slide\'s hash from its item through the navigation registry, beside other modules\' state (A11)', async () => {
    const items = (...hashes: string[]) => hashes.map((h, i) => `<div data-hash="${h}">Slide ${i + 1}</div>`).join('');
    const settings = `{"desktop": 1, "tablet": 1, "mobile": 1, "speed": 0, "hashNavigation": "on"}`;
    const start = location.href;
    try {
      // With an id: its own segment, read on load and on change, written without touching the others.
      history.replaceState(null, '', '#tabs|1||gallery|garden');
      const a = await fixture<XCarousel>(`<x-carousel id="gallery" data-settings='${settings}'>${items('shop', 'garden', 'team')}</x-carousel>`);
      await ready(a);
      expect(activeBullet(a)).to.equal(1);
      a.next();
      await until(() => location.hash === '#tabs|1||gallery|team', 'segment written, the other kept');
      location.hash = '#tabs|1||gallery|shop';
      await until(() => activeBullet(a) === 0, 'the segment moved it');
      location.hash = '#tabs|1||gallery|2';
      await until(() => activeBullet(a) === 2, 'an index in the segment too');
      a.remove();
      // Without an id: the bare hash, as Swiper writes it, and never over module state.
      history.replaceState(null, '', location.pathname);
      const b = await fixture<XCarousel>(`<x-carousel data-settings='${settings}'>${items('one', 'two', 'three')}</x-carousel>`);
      await ready(b);
      b.next();
      await until(() => location.hash === '#two', 'bare hash written');
      location.hash = '#three';
      await until(() => activeBullet(b) === 2, 'a bare hash moved it');
      history.replaceState(null, '', '#tabs|1');
      b.goTo(0);
      await until(() => activeBullet(b) === 0, 'moved'); // a slide's hash is written with the move, if at all
      expect(location.hash).to.equal('#tabs|1');
      // Off: the fragment is left alone.
      const c = await fixture<XCarousel>(`<x-carousel data-settings='{"desktop": 1, "tablet": 1, "mobile": 1, "speed": 0}'>${items('x1', 'x2')}</x-carousel>`);
      await ready(c);
      c.next();
      await until(() => activeBullet(c) === 1, 'moved'); // a slide's hash is written with the move, if at all
      expect(location.hash).to.equal('#tabs|1');
    } finally {
      history.replaceState(null, '', start);
    }
  });

  it('keeps slide hashes to the fragment\'s characters, with one warning', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await fixture<XCarousel>(`<x-carousel data-settings='{"hashNavigation": true, "speed": 0}'><div data-hash="caf\u00e9 menu">A</div><div>B</div></x-carousel>`);
      await ready(el);
    });
    expect(warnings.filter((w) => w.includes('data-hash'))).to.deep.equal(['<x-carousel> item attribute "data-hash": "café menu" is not letters, digits, "-" and "_" (the page\'s hash keeps only those); using "cafmenu".']);
  });

  it('limits text blocks to their device\'s length, with a more/less link that keeps focus (A16 to A19)', async () => {
    const long = 'The quick brown fox jumps over the lazy dog and runs far away';
    const limits = { status: 'true', limit: 30, responsive: 'on', limit_tablet: 20, limit_phone: 10, text_more: 'More', text_less: 'Less' };
    const el = await fixture<XCarousel>(`<x-carousel data-settings='{"desktop": 3, "tablet": 3, "mobile": 3, "dots": "off"}'>
      <div><h3>One</h3><p data-text-limit='${JSON.stringify(limits)}'>${long}</p></div>
      <div data-text-limit='{"status": "true", "limit": 200}'>Short text</div>
      <div><p data-text-limit='{"status": "false", "limit": 5}'>Not limited</p></div></x-carousel>`);
    await ready(el);
    const events = record<{ expanded: boolean; slide: number }>(el, 'x-carousel-text');
    const block = el.querySelector<HTMLElement>('p[data-text-limit]')!;
    const shown = (b: HTMLElement) => b.shadowRoot?.querySelector('[part="text"]')?.textContent ?? null;
    const button = (b: HTMLElement) => b.shadowRoot?.querySelector<HTMLButtonElement>('[part="toggle"]') ?? null;
    await until(() => shown(block) !== null, 'the text blocks chunk arrived');
    const limit = innerWidth >= 981 ? 30 : innerWidth >= 768 ? 20 : 10;
    const expected = { 30: 'The quick brown fox jumps…', 20: 'The quick brown fox…', 10: 'The quick…' }[limit];
    expect(shown(block)).to.equal(expected);
    expect(block.dataset.state).to.equal('collapsed');
    expect([button(block)!.textContent, button(block)!.getAttribute('aria-expanded')]).to.deep.equal(['More', 'false']);
    expect(block.textContent).to.equal(long); // the page's text is untouched
    const collapsedHeight = block.getBoundingClientRect().height;
    button(block)!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => block.dataset.state === 'expanded', 'expanded');
    expect(shown(block)).to.equal(null);
    expect(block.shadowRoot!.querySelector('slot')).to.not.equal(null);
    expect([button(block)!.textContent, button(block)!.getAttribute('aria-expanded')]).to.deep.equal(['Less', 'true']);
    expect(block.shadowRoot!.activeElement).to.equal(button(block));
    expect(block.getBoundingClientRect().height).to.be.at.least(collapsedHeight);
    await sendKeys({ press: 'Enter' });
    await until(() => block.dataset.state === 'collapsed', 'collapsed again');
    expect(events.map((e) => [e.detail.expanded, e.detail.slide])).to.deep.equal([[true, 0], [false, 0]]);
    // Within the limit, or with status other than "true": whole, no link.
    const [short, off] = [el.children[1] as HTMLElement, el.querySelector<HTMLElement>('[data-text-limit*="false"]')!];
    expect([!!button(short), short.dataset.state, !!button(off), off.dataset.state]).to.deep.equal([false, undefined, false, undefined]);
    // The carousel gone, the block shows its text whole again.
    el.querySelector('h3')!.remove();
    const host = block.parentElement!;
    el.remove();
    document.body.append(host);
    await until(() => !block.shadowRoot!.querySelector('[part="text"]'), 'unmounted');
    expect(!!block.shadowRoot!.querySelector('slot')).to.equal(true);
    expect(block.getBoundingClientRect().height).to.be.greaterThan(0);
    host.remove();
  });

  it('names a text block that cannot take the more/less link, and shows its text whole', async () => {
    let el!: XCarousel;
    const warnings = await captureWarnings(async () => {
      el = await fixture<XCarousel>(`<x-carousel data-settings='{"speed": 0}'><ul><li data-text-limit='{"status": "true", "limit": 3}'>A long list item</li></ul><p data-text-limit='{"status": "true", "limit": 3}'>Another long text</p></x-carousel>`);
      await ready(el);
      await until(() => el.querySelector('p')!.dataset.state === 'collapsed', 'the text blocks chunk arrived');
    });
    expect(warnings).to.deep.equal(['<x-carousel> attribute "data-text-limit" on a <li>: this element cannot hold the more/less link; put the attribute on a div, p, span, section or heading. Showing the text whole.']);
    expect(el.querySelector('li')!.dataset.state).to.equal(undefined);
  });

  it('with zoom on, toggles a slide between 1 and 3 by double click, keys and toggleZoom() (A24)', async () => {
    const el = await fixture<XCarousel>(`<x-carousel data-settings='{"desktop": 1, "tablet": 1, "mobile": 1, "zoom": "on", "speed": 0}'>${slides(3, 'height: 200px')}</x-carousel>`);
    await ready(el);
    const zooms = record<{ scale: number; slide: number }>(el, 'x-carousel-zoom');
    const target = () => el.shadowRoot!.querySelector<HTMLElement>('.swiper-slide-active .swiper-zoom-target')!;
    const scale = () => new DOMMatrixReadOnly(getComputedStyle(target()).transform === 'none' ? undefined : getComputedStyle(target()).transform).a;
    el.toggleZoom();
    await until(() => Math.abs(scale() - 3) < 0.01, 'zoomed to 3');
    el.toggleZoom();
    await until(() => Math.abs(scale() - 1) < 0.01, 'back to 1');
    part(el, 'arrow-next')!.focus();
    await sendKeys({ press: '=' });
    await until(() => Math.abs(scale() - 3) < 0.01, 'zoomed by key');
    await sendKeys({ press: '-' });
    await until(() => Math.abs(scale() - 1) < 0.01, 'out by key');
    // A double click on the slide (Swiper's double tap).
    const box = el.getBoundingClientRect();
    const at = { position: [Math.round(box.left + box.width / 2), Math.round(box.top + 100)] as [number, number] };
    // Two clicks within Swiper's 300 ms double-tap window; a driver slowed by
    // a loaded machine can split a pair, which is then two single taps: the
    // pair is sent again until it lands as one (at most three times).
    for (let pair = 0; pair < 3 && Math.abs(scale() - 3) >= 0.01; pair++) {
      await sendMouse({ type: 'click', ...at });
      await sendMouse({ type: 'click', ...at });
      await until(() => Math.abs(scale() - 3) < 0.01, 'zoomed by double click', 1500).catch(() => undefined);
    }
    await until(() => Math.abs(scale() - 3) < 0.01, 'zoomed by double click');
    expect(zooms.map((e) => [e.detail.scale, e.detail.slide]).slice(0, 4)).to.deep.equal([[3, 0], [1, 0], [3, 0], [1, 0]]);
    expect(zooms.at(-1)!.detail.scale).to.equal(3);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('drives the page\'s own arrows named by its order, and only its own (A3)', async () => {
    const one = { desktop: 1, tablet: 1, mobile: 1, speed: 0, arrow: 'off', order: 1 };
    const two = { ...one, order: 2 };
    const wrap = await fixture(`<div>
      ${markup(one)}<div class="swiper-button-prev swiper-button-prev-1"></div><button class="swiper-button-next-1">Onward</button>
      ${markup(two)}<div class="swiper-button-prev-2"></div><div class="swiper-button-next-2"></div></div>`);
    const [a, b] = [...wrap.querySelectorAll<XCarousel>('x-carousel')] as [XCarousel, XCarousel];
    await ready(a);
    await ready(b);
    const q = (sel: string) => wrap.querySelector<HTMLElement>(sel)!;
    await until(() => q('.swiper-button-next-2').getAttribute('role') === 'button', 'arrows bound');
    expect([q('.swiper-button-prev-2').getAttribute('aria-label'), q('.swiper-button-next-2').getAttribute('aria-label'), q('.swiper-button-next-2').tabIndex])
      .to.deep.equal(['Previous slide', 'Next slide', 0]);
    expect([q('.swiper-button-next-1').hasAttribute('role'), q('.swiper-button-next-1').hasAttribute('aria-label')]).to.deep.equal([false, false]);
    expect(q('.swiper-button-prev-2').getAttribute('aria-disabled')).to.equal('true');
    q('.swiper-button-next-2').click();
    await until(() => activeBullet(b) === 1, 'carousel two moved');
    expect(activeBullet(a)).to.equal(0);
    expect(q('.swiper-button-prev-2').getAttribute('aria-disabled')).to.equal('false');
    q('.swiper-button-next-1').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => activeBullet(a) === 1, 'carousel one moved by its button');
    q('.swiper-button-prev-2').focus();
    await sendKeys({ press: ' ' });
    await until(() => activeBullet(b) === 0, 'carousel two back by its div arrow, by keyboard');
    expect(activeBullet(a)).to.equal(1);
  });

  it('applies style settings to the carousel and its items, with hover and device variants and the bounce curve (A26, A31, A32)', async () => {
    let el!: XCarousel;
    const hostStyle = { use_background_color_gradient: 'on', icon_size: '32px', hover_transition_speed_curve: 'bounce', background_color_phone: 'rgb(1, 2, 3)' };
    const itemStyle = { background_color: 'rgb(255, 0, 0)', background_color__hover: 'rgb(0, 0, 255)', text_stroke_color: 'rgb(0, 0, 0)', bogus_field: 1, background_size: 'huge' };
    const warnings = await captureWarnings(async () => {
      el = await fixture<XCarousel>(`<x-carousel data-style='${JSON.stringify(hostStyle)}' data-settings='{"desktop": 2, "tablet": 2, "mobile": 2, "dots": "off"}'>
        <div data-style='${JSON.stringify(itemStyle)}' style="padding: 10px; background-color: rgb(9, 9, 9)">Styled</div><div>Plain</div></x-carousel>`);
      await ready(el);
      await until(() => getComputedStyle(el).backgroundImage !== 'none', 'styled');
    });
    expect(warnings).to.deep.equal(['<x-carousel> attribute "data-style" on a <div>: "background_size" is "huge", expected "cover", "contain", "initial", "auto", "stretch". Leaving each out.']);
    const cs = getComputedStyle(el);
    expect(cs.backgroundImage).to.equal('linear-gradient(rgb(43, 135, 218) 0%, rgb(41, 196, 169) 100%)'); // 180deg is the default direction
    expect(cs.backgroundColor).to.equal(innerWidth < 768 ? 'rgb(1, 2, 3)' : 'rgba(0, 0, 0, 0)');
    expect(getComputedStyle(part(el, 'arrow-next')!).width).to.equal('32px');
    expect(getComputedStyle(el.shadowRoot!.querySelector('.swiper-wrapper')!).transitionTimingFunction).to.equal('cubic-bezier(0.68, -0.55, 0.265, 1.55)');
    const item = el.children[0] as HTMLElement;
    expect(getComputedStyle(item).backgroundColor).to.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(item).getPropertyValue('-webkit-text-stroke-width')).to.equal('1px');
    item.dispatchEvent(new PointerEvent('pointerenter'));
    expect(getComputedStyle(item).backgroundColor).to.equal('rgb(0, 0, 255)');
    item.dispatchEvent(new PointerEvent('pointerleave'));
    expect(getComputedStyle(item).backgroundColor).to.equal('rgb(255, 0, 0)');
    // The page's own inline style comes back when the style goes.
    item.removeAttribute('data-style');
    el.append(document.createElement('div')); // the slides changed: style settings are read again
    await until(() => getComputedStyle(item).backgroundColor === 'rgb(9, 9, 9)', 'own inline style back');
    expect(item.style.padding).to.equal('10px');
  });

  it('needs a 15 px drag to move, and turns the mouse wheel around (A23)', async () => {
    const el = await fixture<XCarousel>(markup({ desktop: 1, tablet: 1, mobile: 1, speed: 0, mousewheel: 'on' }));
    await ready(el);
    const readyAt = performance.now();
    const box = el.getBoundingClientRect();
    const y = Math.round(box.top + 50);
    const drag = async (dx: number) => {
      const x = Math.round(box.left + box.width * 0.85);
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      for (let step = 1; step <= 5; step++) await sendMouse({ type: 'move', position: [x - Math.round((dx * step) / 5), y] });
      await sendMouse({ type: 'up' });
    };
    await drag(12);
    await nextFrame(); // Swiper decides on the pointer's release, and a move would be drawn by now
    expect(swiperOf(el).realIndex).to.equal(0);
    expect(activeBullet(el)).to.equal(0);
    // Past half the slide's width, counted from the first move past the 15 px
    // threshold (Swiper starts the drag there, a fifth of the way): it moves as
    // a long swipe however slowly the driver drags (a loaded machine). 0.6 of the
    // width left 0.48 after the first fifth: a short swipe only when the drag was quick.
    await drag(Math.round(box.width * 0.8));
    await until(() => activeBullet(el) === 1, 'a long drag moves it');
    el.goTo(3);
    await until(() => activeBullet(el) === 3, 'at the fourth');
    // Swiper's wheel ignores a turn within 60 ms of the last (counted from its start at first): time is the condition.
    await until(() => !swiperOf(el).animating && performance.now() - readyAt > 100, 'at rest, past the wheel\'s 60 ms');
    container(el).dispatchEvent(new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true }));
    await until(() => activeBullet(el) === 2, 'wheel down goes back (inverted)');
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('makes no request of its own to any server while it runs (A34)', async () => {
    const calls: string[] = [];
    const originals = { fetch: window.fetch, open: XMLHttpRequest.prototype.open, beacon: navigator.sendBeacon };
    window.fetch = (...args: Parameters<typeof fetch>) => {
      calls.push(`fetch ${String(args[0])}`);
      return originals.fetch.apply(window, args);
    };
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      calls.push(`xhr ${String(args[1])}`);
      return (originals.open as (...a: unknown[]) => void).apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
    navigator.sendBeacon = (url: string | URL) => {
      calls.push(`beacon ${String(url)}`);
      return true;
    };
    try {
      const el = await fixture<XCarousel>(`<x-carousel id="quiet" data-style='{"background_color": "#eee"}' data-settings='{"desktop": 1, "tablet": 1, "mobile": 1, "speed": 0, "autoplay": "on", "autoSpeed": 100, "hashNavigation": "on", "zoom": "on"}'>
        <div data-hash="a"><p data-text-limit='{"status": "true", "limit": 5}'>Some longer text</p></div><div data-hash="b">B</div><div data-hash="c">C</div></x-carousel>`);
      await ready(el);
      await until(() => activeBullet(el) >= 1, 'autoplay ran');
      const zooms = record(el, 'x-carousel-zoom');
      el.stop();
      const at = swiperOf(el).realIndex;
      el.next();
      el.toggleZoom();
      // Every part has acted: the move (and its hash), the zoom, the text block, the style.
      await until(() => activeBullet(el) === Math.min(at + 1, 2) && location.hash.includes('quiet|'), 'moved, its hash written');
      await until(() => zooms.length === 1, 'zoomed');
      await until(() => el.querySelector<HTMLElement>('[data-text-limit]')!.dataset.state === 'collapsed', 'the text block limited');
      await until(() => getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)', 'styled');
      await nextFrame();
      expect(calls).to.deep.equal([]);
      // (The test runner's own progress beacons, /__progress, are not the carousel's.)
      const own = performance.getEntriesByType('resource').filter((e) => ['fetch', 'xmlhttprequest', 'beacon'].includes((e as PerformanceResourceTiming).initiatorType) && !new URL(e.name).pathname.startsWith('/__'));
      expect(own.map((e) => e.name)).to.deep.equal([]);
    } finally {
      Object.assign(window, { fetch: originals.fetch });
      XMLHttpRequest.prototype.open = originals.open;
      navigator.sendBeacon = originals.beacon;
    }
  });

  it('keeps the slides where the first layout put them when Swiper arrives (no shift)', async () => {
    const el = await fixture<XCarousel>(`<x-carousel data-settings='{"desktop": 2, "tablet": 2, "mobile": 2, "item_spacing": 20}'>${slides(4)}</x-carousel>`);
    const before = [...el.children].map((c) => Math.round(c.getBoundingClientRect().left));
    await ready(el);
    await nextFrame(); // a frame drawn with Swiper in place
    const after = [...el.children].map((c) => Math.round(c.getBoundingClientRect().left));
    expect(after.slice(0, 2)).to.deep.equal(before.slice(0, 2));
  });
});

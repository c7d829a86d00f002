// x-scroll-effects in the three engines (checklist B1, B11, B14 to B17, B24,
// B25, B27); the effect strings, limits, formulas and the site's list are
// unit-tested in effects.test.ts.
// The device queries answer setDevice(), as a window resized across 767 or 980 px would.
import { setDevice } from '../../tests/browser/device-stub';
import { expect } from 'chai';
import './define';
import { currentDevice } from '../behaviours/devices';
import { MotionEngine } from './engine';
import { readMotionList } from './config';
import { captureWarnings, fixture, record, smoke, staysFor, until } from '../../tests/browser/helpers';

type XScrollEffects = HTMLElement & { refresh(): void };
const list = (entries: object[]) => JSON.stringify({ desktop: entries, tablet: entries, phone: entries });
const fx = (id: string, resolver: string, values: [number, number, number], extra: object = {}) =>
  ({ id, resolver, start: 0, midStart: 50, midEnd: 50, end: 100, startValue: values[0], midValue: values[1], endValue: values[2], ...extra });

/**
 * Whether an element shows the expected transform (and opacity), whichever
 * path moves it: inline styles (the script path, easing over 200 ms) or a
 * Web Animation on a view timeline. Lengths within 1.5 px and plain numbers
 * within 0.03: engines round scroll positions differently.
 */
function shows(el: HTMLElement, transform: string, opacity?: number): boolean {
  const cs = getComputedStyle(el);
  const actual = new DOMMatrixReadOnly(cs.transform === 'none' ? undefined : cs.transform);
  const want = new DOMMatrixReadOnly(transform || undefined);
  const close = (['a', 'b', 'c', 'd', 'e', 'f'] as const).every((k) => Math.abs(actual[k] - want[k]) <= (k === 'e' || k === 'f' ? 1.5 : 0.03));
  return close && (opacity === undefined || Math.abs(Number(cs.opacity) - opacity) <= 0.03);
}

/** Scrolls so the element's layout middle sits at `at` (0: the viewport's bottom, 0.5: its middle, 1: its top). */
function scrollMiddleTo(el: HTMLElement, at: number) {
  let top = 0;
  for (let n: HTMLElement | null = el; n; n = n.offsetParent as HTMLElement | null) top += n.offsetTop;
  window.scrollTo(0, top + el.offsetHeight / 2 - innerHeight * (1 - at));
}

async function page(entries: object[], inner = '<div class="m1" style="height: 100px">Moving</div>') {
  const wrap = await fixture(`<div><div style="height: 1500px"></div><x-scroll-effects data-motion='${list(entries)}'>${inner}</x-scroll-effects><div style="height: 3000px"></div></div>`);
  return wrap.querySelector<XScrollEffects>('x-scroll-effects')!;
}

describe('x-scroll-effects', () => {
  afterEach(() => window.scrollTo(0, 0));

  smoke('moves an element with the scroll by the section 9 formulas, at rest in the middle (B27)', async () => {
    const el = await page([fx('.m1', 'translateY', [1, 0, -1]), fx('.m1', 'opacity', [0, 100, 0]), fx('.m1', 'scale', [50, 100, 150])]);
    const m = el.querySelector<HTMLElement>('.m1')!;
    await until(() => el.hasAttribute('data-x-ready'), 'ready');
    scrollMiddleTo(m, 0.5);
    await until(() => shows(m, 'translateY(0px) scale(1)', 1), 'at rest in the middle', 3000);
    scrollMiddleTo(m, 0.75);
    await until(() => shows(m, 'translateY(-50px) scale(1.25)', 0.5), 'halfway to the end', 3000);
    scrollMiddleTo(m, 0.25);
    await until(() => shows(m, 'translateY(50px) scale(0.75)', 0.5), 'halfway from the start', 3000);
  });

  it('runs on the browser\'s view timeline where there is one, with no script per frame', async () => {
    const el = await page([fx('.m1', 'opacity', [0, 100, 0])]);
    const m = el.querySelector<HTMLElement>('.m1')!;
    await until(() => el.hasAttribute('data-x-revealed'), 'set up');
    const native = typeof (window as { ViewTimeline?: unknown }).ViewTimeline === 'function';
    expect(m.getAnimations().length).to.equal(native ? 1 : 0);
    expect(m.style.opacity).to.equal(native ? '' : m.style.opacity); // the native path writes no inline style
    scrollMiddleTo(m, 0.5);
    await until(() => shows(m, '', 1), 'opaque in the middle', 3000);
  });

  it('the script path: inline styles, 200 ms linear while visible, none outside; only near elements (B24, B25)', async () => {
    const wrap = await fixture(`<div><div style="height: 1500px"></div><div class="a" style="height: 100px">A</div><div style="height: 4000px"></div><div class="b" style="height: 100px">B</div><div style="height: 2000px"></div></div>`);
    const items = readMotionList(JSON.parse(list([fx('.a', 'translateY', [1, 0, -1]), fx('.b', 'translateY', [1, 0, -1])])), 'desktop').items;
    const engine = new MotionEngine({ native: false });
    try {
      expect(engine.start(wrap as HTMLElement, items)).to.equal(2);
      expect(engine.native).to.equal(false);
      const [a, b] = [wrap.querySelector<HTMLElement>('.a')!, wrap.querySelector<HTMLElement>('.b')!];
      scrollMiddleTo(a, 0.5);
      await until(() => a.style.transform === 'translateY(0px)' || /translateY\(-?[01](\.\d+)?px\)/.test(a.style.transform), 'a at rest', 3000);
      expect(a.style.transition).to.equal('transform 200ms linear, filter 200ms linear, opacity 200ms linear');
      // b is 4000 px below: measured once at start, not updated while far away.
      const bAtStart = b.style.transform;
      expect(bAtStart).to.equal('translateY(100px)');
      expect(b.style.transition).to.equal('none');
      scrollMiddleTo(b, 0.75);
      await until(() => shows(b, 'translateY(-50px)'), 'b moves once near', 3000);
    } finally {
      engine.stop();
    }
  });

  it('keeps the static transform under the motion, and limits and triggers from the list', async () => {
    const el = await page([fx('.m1', 'translateX', [2, 0, 0], { midStart: 40, midEnd: 60, transforms: { transform_translate: '3px|-12px' } })]);
    const m = el.querySelector<HTMLElement>('.m1')!;
    scrollMiddleTo(m, 0.45); // inside the middle range 40 to 60: at rest
    await until(() => shows(m, 'translateX(3px) translateY(-12px) translateX(0px)'), 'at rest with its offset', 3000);
    scrollMiddleTo(m, 0.2); // halfway from 0 to 40
    await until(() => shows(m, 'translateX(3px) translateY(-12px) translateX(100px)'), 'moving', 3000);
  });

  it('reveals its marked elements about 200 ms after set-up, and says it is ready (B11)', async () => {
    const wrap = await fixture('<div></div>');
    const ready = new Promise<{ items: number; device: string; at: number }>((resolve) => wrap.addEventListener('x-scroll-effects-ready', (e) => resolve({ ...(e as CustomEvent).detail, at: performance.now() }), { once: true }));
    wrap.innerHTML = `<x-scroll-effects data-motion='${list([fx('.m1', 'opacity', [0, 100, 0]), fx('.m2', 'blur', [4, 0, 4])])}'><p class="m1" data-x-motion>One</p><p class="m2">Two</p><p class="m3">Still</p></x-scroll-effects>`;
    const el = wrap.firstElementChild as HTMLElement;
    const detail = await ready;
    expect(detail.items).to.equal(2);
    expect(detail.device).to.equal(currentDevice()); // the viewport's, as the device queries answer
    expect(el.hasAttribute('data-x-revealed')).to.equal(false);
    await until(() => el.hasAttribute('data-x-revealed'), 'revealed');
    expect(performance.now() - detail.at).to.be.greaterThan(150);
    expect(el.querySelector<HTMLElement>('.m3')!.getAttribute('style')).to.equal(null); // not in the list: untouched
  });

  it('registers the effects again for a new device 500 ms after the last resize, not at once (SPEC section 4, issue 25)', async () => {
    const el = await page([fx('.m1', 'translateY', [1, 0, -1])]);
    await until(() => el.hasAttribute('data-x-revealed'), 'set up');
    const registered = record<{ device: string }>(el, 'x-scroll-effects-ready');
    try {
      // A window dragged narrower: the device class changes with the first resize, more resizes follow.
      setDevice('phone');
      dispatchEvent(new Event('resize'));
      let last = 0;
      for (let i = 0; i < 3; i++) {
        await staysFor(150, () => registered.length > 0, 'no registration while the window is still being resized');
        last = performance.now();
        dispatchEvent(new Event('resize'));
      }
      // Time is what is tested: nothing before 500 ms after the last resize (the debounce never fires early).
      await staysFor(400, () => registered.length > 0, 'no registration within 400 ms of the last resize');
      await until(() => registered.length > 0, 'registered again for the phone');
      expect(performance.now() - last).to.be.at.least(500);
      expect(registered.map((e) => e.detail.device)).to.deep.equal(['phone']);
    } finally {
      setDevice('desktop');
    }
  });

  it('gives each element its own inline styles back when it goes', async () => {
    const el = await page([fx('.m1', 'rotate', [30, 0, -30])], '<div class="m1" style="height: 100px; opacity: 0.9; transform: skewX(2deg)">Own styles</div>');
    const m = el.querySelector<HTMLElement>('.m1')!;
    scrollMiddleTo(m, 0.25);
    await until(() => shows(m, 'rotate(15deg)'), 'rotated', 3000);
    expect(m.style.opacity).to.equal('0.9'); // no opacity effect: its own value stays
    const keep = m;
    el.remove();
    await until(() => keep.style.transform === 'skewX(2deg)', 'own transform back');
    expect([keep.style.opacity, keep.style.transition]).to.deep.equal(['0.9', '']);
  });

  it('measures again on refresh() after the page changed its layout', async () => {
    const el = await page([fx('.m1', 'translateY', [1, 0, -1])]);
    const m = el.querySelector<HTMLElement>('.m1')!;
    scrollMiddleTo(m, 0.5);
    await until(() => shows(m, 'translateY(0px)'), 'at rest', 3000);
    const spacer = document.createElement('div');
    spacer.style.height = `${Math.round(innerHeight / 4)}px`;
    el.prepend(spacer); // the element moves down a quarter of the viewport: progress 25
    el.refresh();
    await until(() => shows(m, 'translateY(50px)'), 'measured again', 3000);
  });

  it('names a bad list in one warning, keeps the good entries, and tracks nothing without effects (B16)', async () => {
    let el!: XScrollEffects;
    const warnings = await captureWarnings(async () => {
      el = await page([fx('.m1', 'opacity', [0, 100, 0]), { id: 'div > p', resolver: 'opacity', startValue: 1 }, { id: '.m2', resolver: 'wobble', startValue: 1 }],
        '<div class="m1" style="height: 100px">A</div><div class="m2">B</div>');
      await until(() => el.hasAttribute('data-x-ready'), 'ready');
    });
    expect(warnings).to.deep.equal(['<x-scroll-effects> attribute "data-motion": entry 1: "id" "div > p" is not a class, id or name; entry 2 (.m2): no effect from resolver "wobble" and its values. Leaving those out.']);
    const none = record<{ items: number }>(document.body, 'x-scroll-effects-ready');
    const empty = await fixture<XScrollEffects>(`<x-scroll-effects data-motion='${list([{ id: '.m9', resolver: 'opacity' }])}'><p class="m9">Plain</p></x-scroll-effects>`);
    await until(() => none.length > 0, 'ready');
    expect(none[0]!.detail.items).to.equal(0);
    expect(empty.querySelector('p')!.getAttribute('style')).to.equal(null);
    const bad = await captureWarnings(async () => {
      const ready = record(document.body, 'x-scroll-effects-ready');
      await fixture(`<x-scroll-effects data-motion='{oops'><p>Text</p></x-scroll-effects>`);
      // Announced from the effect after the one that warns.
      await until(() => ready.length > 0, 'ready');
    });
    expect(bad).to.deep.equal(['<x-scroll-effects> attribute "data-motion": the list is not JSON ("{oops"). Leaving those out.']);
  });

  it('reads the list from a child JSON data block', async () => {
    const el = await fixture<XScrollEffects>(`<div><div style="height: 1500px"></div><x-scroll-effects><script type="application/json">${list([fx('.m1', 'translateY', [1, 0, -1])])}</script><div class="m1" style="height: 100px">M</div></x-scroll-effects><div style="height: 3000px"></div></div>`);
    const m = el.querySelector<HTMLElement>('.m1')!;
    scrollMiddleTo(m, 0.5);
    await until(() => shows(m, 'translateY(0px)'), 'moving from the data block', 3000);
  });

  it('records the scroll step (15) on the body while it tracks anything, and takes it away after (B12)', async () => {
    const el = await page([fx('.m1', 'opacity', [0, 100, 0])]);
    await until(() => el.hasAttribute('data-x-ready'), 'ready');
    expect(document.body.getAttribute('data-x-scroll-step')).to.equal('15');
    el.remove();
    await until(() => !document.body.hasAttribute('data-x-scroll-step'), 'gone with the last engine');
  });

  it('the script path: the viewport 100 px taller (mobile, builder) and the look-ahead 1500 px (zoom mode) (B24, B26)', async () => {
    const wrap = await fixture('<div><div style="height: 1500px"></div><div class="a" style="height: 100px">A</div><div style="height: 3000px"></div></div>');
    const a = wrap.querySelector<HTMLElement>('.a')!;
    const items = readMotionList(JSON.parse(list([fx('.a', 'translateY', [1, 0, -1])])), 'desktop').items;
    const place = (extraHeight: number, lookAhead = 500) => {
      const engine = new MotionEngine({ native: false, extraHeight, lookAhead });
      engine.start(wrap as HTMLElement, items);
      const value = new DOMMatrixReadOnly(a.style.transform).f;
      engine.stop();
      return value;
    };
    scrollMiddleTo(a, 0.5);
    expect(place(0)).to.be.closeTo(0, 1.5);
    // 100 px more viewport: the element is further through it (section 9's progress with the taller height).
    const p = ((innerHeight / 2 + 100) / (innerHeight + 100)) * 100;
    expect(place(100)).to.be.closeTo(p <= 50 ? (1 - p / 50) * 100 : -((p - 50) / 50) * 100, 2);
    expect(place(100)).to.be.lessThan(-5);
    // Set up with the element in the middle, then scrolled back to the top: the element is 900 px below the
    // viewport. A 500 px look-ahead leaves it where it was; 1500 px (zoom mode) brings it to its start.
    const after = (lookAhead: number) => {
      scrollMiddleTo(a, 0.5);
      const engine = new MotionEngine({ native: false, lookAhead });
      try {
        engine.start(wrap as HTMLElement, items);
        window.scrollTo(0, 0);
        engine.update();
        return a.style.transform;
      } finally {
        engine.stop();
      }
    };
    expect(after(500)).to.match(/^translateY\(-?\d(\.\d+)?px\)$/);
    expect(after(1500)).to.equal('translateY(100px)');
  });
});

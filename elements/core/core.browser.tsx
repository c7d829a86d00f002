import { expect } from 'chai';
import * as z from 'zod/mini';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { attr, defineElement, useHost, type ElementProps } from '.';
import { requestMount, setMountRenderer } from './mount-queue';
import { flushPortals } from './portals';
import '../slider/define';
import '../tabs/define';
import '../countdown/define';
import '../accordion/define';
import { captureWarnings, fixture, mounted, nextFrame, until } from '../../tests/browser/helpers';

const probeAttributes = {
  flag: attr.boolean('a flag'),
  count: attr.number('a count', 3, { min: 1, max: 9, int: true }),
  data: attr.json('data', z.array(z.number()), [] as number[], 'number[]', 'a list of numbers'),
};
function Probe({ attrs }: ElementProps<typeof probeAttributes>) {
  const { host } = useHost();
  return <output data-host={host.localName}>{JSON.stringify(attrs)}</output>;
}
defineElement('x-probe', Probe, { attributes: probeAttributes, styles: [':host { display: block; color: rgb(1, 2, 3); }'] });

function Broken(): never {
  throw new Error('boom');
}
defineElement('x-broken', Broken, { attributes: {}, styles: [] });

const read = (el: Element) => JSON.parse(el.shadowRoot!.querySelector('output')!.textContent!);

describe('defineElement #smoke', () => {
  it('passes the host and parses attributes: bare boolean, removal, malformed values', async () => {
    const el = await fixture('<x-probe flag count="5" data="[1,2]"></x-probe>');
    expect(el.shadowRoot!.querySelector('output')!.dataset.host).to.equal('x-probe');
    expect(read(el)).to.deep.equal({ flag: true, count: 5, data: [1, 2] });
    el.removeAttribute('flag');
    el.removeAttribute('count');
    await until(() => read(el).flag === false && read(el).count === 3, 'defaults after removal');
    const warnings = await captureWarnings(async () => {
      el.setAttribute('count', '42');
      el.setAttribute('data', '{not json');
      await until(() => read(el).data.length === 0, 'drawn with the defaults');
    });
    expect(read(el)).to.deep.equal({ flag: false, count: 3, data: [] });
    expect(warnings.length).to.equal(2);
    expect(warnings[0]).to.contain('<x-probe> attribute "count"').and.contain('from 1 to 9');
    expect(warnings[1]).to.contain('"data"').and.contain('JSON');
  });

  it('has a property per attribute that writes the attribute and reads the parsed value', async () => {
    const el = await fixture<HTMLElement & { flag: boolean; count: number; data: number[] }>('<x-probe flag></x-probe>');
    el.flag = false;
    expect(el.getAttribute('flag')).to.equal('false');
    el.count = 7;
    el.data = [3, 4];
    await until(() => read(el).count === 7 && read(el).data.length === 2, 'properties applied');
    expect([el.flag, el.count, el.data]).to.deep.equal([false, 7, [3, 4]]);
  });

  it('takes false from React 19 JSX for a true-by-default boolean (arrows={false})', async () => {
    const box = await fixture('<div></div>');
    const root = createRoot(box);
    const XSlider = 'x-slider' as unknown as 'div';
    flushSync(() => root.render(<XSlider {...{ arrows: false }}><div>a</div><div>b</div></XSlider>));
    const slider = box.querySelector('x-slider') as HTMLElement & { ready: Promise<void> };
    await slider.ready;
    expect(slider.getAttribute('arrows')).to.equal('false');
    expect(slider.shadowRoot!.querySelector('[part~="arrow"]')).to.equal(null);
    root.unmount();
  });

  it('warns once for the same bad value', async () => {
    const warnings = await captureWarnings(async () => {
      await fixture('<div><x-probe count="zero"></x-probe><x-probe count="zero"></x-probe></div>');
    });
    expect(warnings.filter((w) => w.includes('"zero"')).length).to.equal(1);
  });

  it('shares one constructable stylesheet per CSS text', async () => {
    const wrap = await fixture('<div><x-probe></x-probe><x-probe></x-probe></div>');
    const [a, b] = [...wrap.querySelectorAll('x-probe')];
    expect(a!.shadowRoot!.adoptedStyleSheets.length).to.equal(1);
    expect(a!.shadowRoot!.adoptedStyleSheets[0]).to.equal(b!.shadowRoot!.adoptedStyleSheets[0]);
    expect(getComputedStyle(a!).color).to.equal('rgb(1, 2, 3)');
  });

  it('treats a second define as a no-op', () => {
    const first = customElements.get('x-probe');
    const again = defineElement('x-probe', Probe, { attributes: probeAttributes, styles: [] });
    expect(again).to.equal(first);
  });

  it('contains an error: logs it, shows the light DOM, neighbours keep working', async () => {
    const original = console.error;
    const errors: unknown[] = [];
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const wrap = await fixture('<div><x-broken><p>Still readable</p></x-broken><x-probe flag></x-probe></div>');
      const broken = wrap.querySelector('x-broken')!;
      await until(() => broken.hasAttribute('data-x-error'), 'error marker');
      expect(broken.shadowRoot!.querySelector('slot')).to.not.equal(null);
      expect((broken.querySelector('p') as HTMLElement).offsetHeight).to.be.greaterThan(0);
      expect(read(wrap.querySelector('x-probe')!).flag).to.equal(true);
      expect(errors.some((e) => String((e as unknown[])[0]).includes('<x-broken>'))).to.equal(true);
    } finally {
      console.error = original;
    }
  });
});

describe('a page with malformed attributes #smoke', () => {
  it('warns for each bad attribute and every element still works', async () => {
    let wrap!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      wrap = await fixture(`<div>
        <x-slider effect="zoom" autoplay-speed="fast" arrows="maybe"><div>A</div><div>B</div></x-slider>
        <x-tabs index="second"><button slot="tab">One</button><div>1</div><button slot="tab">Two</button><div>2</div></x-tabs>
        <x-countdown end="tomorrow"><p>Soon</p></x-countdown>
        <x-accordion open="many"><x-toggle><b slot="title">Q</b><p>A</p></x-toggle></x-accordion>
      </div>`);
    });
    for (const expected of ['<x-slider> attribute "effect"', '"autoplay-speed"', '"arrows"', '<x-tabs> attribute "index"', '<x-countdown> attribute "end"', '<x-accordion> attribute "open"']) {
      expect(warnings.some((w) => w.includes(expected)), expected).to.equal(true);
    }
    const slider = wrap.querySelector('x-slider') as HTMLElement & { next(): boolean };
    expect(slider.next()).to.equal(true);
    const tabs = wrap.querySelectorAll<HTMLElement>('[slot="tab"]');
    tabs[1]!.click();
    await until(() => tabs[1]!.getAttribute('aria-selected') === 'true', 'tabs work');
    expect(wrap.querySelector('x-toggle')!.hasAttribute('open')).to.equal(true);
    await mounted(wrap);
  });
});

describe('smooth scroll #smoke', () => {
  it('scrolls to an anchor below a fixed header and records it in the history', async () => {
    const { scrollToAnchor } = await import('../behaviours/smooth-scroll');
    const wrap = await fixture(`<div>
      <div data-x-fixed-header style="position: fixed; top: 0; left: 0; right: 0; height: 50px; background: #eee"></div>
      <div style="height: 1500px"></div><h2 id="far-target">Target</h2><div style="height: 2000px"></div></div>`);
    const target = wrap.querySelector('#far-target')!;
    expect(scrollToAnchor('far-target')).to.equal(true);
    expect(location.hash).to.equal('#far-target');
    const expectedTop = innerWidth > 980 ? 50 : 0;
    await until(() => Math.abs(target.getBoundingClientRect().top - expectedTop) < 2, 'at the target', 3000);
    expect(scrollToAnchor('no-such-id')).to.equal(false);
    history.replaceState(null, '', location.pathname);
    window.scrollTo(0, 0);
  });

  it('gives way when the visitor scrolls during the animation', async () => {
    const wrap = await fixture('<div><div style="height: 3000px"></div><h2 id="t2">Target</h2><div style="height: 3000px"></div></div>');
    const { scrollToTarget: go } = await import('../behaviours/smooth-scroll');
    const done = go(wrap.querySelector('#t2')!);
    await until(() => scrollY > 0, 'under way');
    // The visitor turns the wheel (what a real scroll starts with), and the page moves.
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: -120 }));
    window.scrollTo(0, 10);
    await done;
    await nextFrame(); // a step still running would have moved it on in this frame
    expect(scrollY).to.be.lessThan(20);
    window.scrollTo(0, 0);
  });
});

describe('in-view service #smoke', () => {
  it('reports entering and leaving view from one shared observer, and stops after once', async () => {
    const { observeInView } = await import('../behaviours/in-view');
    const wrap = await fixture('<div><div style="height: 3000px"></div><p id="far">far</p><div style="height: 3000px"></div></div>');
    window.scrollTo(0, 0);
    await until(() => scrollY === 0, 'at the top');
    await nextFrame();
    const far = wrap.querySelector('#far')!;
    const seen: boolean[] = [];
    const onceSeen: boolean[] = [];
    const stop = observeInView(far, (v) => seen.push(v));
    observeInView(far, (v) => onceSeen.push(v), { once: true });
    await until(() => seen.length >= 1, 'initial report');
    expect(seen[0]).to.equal(false);
    far.scrollIntoView();
    await until(() => seen.includes(true), 'in view');
    window.scrollTo(0, 0);
    await until(() => seen.at(-1) === false, 'out of view again');
    far.scrollIntoView();
    await until(() => seen.filter(Boolean).length === 2, 'in view twice');
    expect(onceSeen.filter(Boolean).length).to.equal(1);
    stop();
    window.scrollTo(0, 0);
  });
});

/** The task now running, as an object: the same one until the task ends (its microtasks run). */
let task: object | null = null;
function taskNow(): object {
  if (!task) {
    task = {};
    queueMicrotask(() => (task = null));
  }
  return task;
}

describe('before the lazy mount #smoke', () => {
  it('has no shadow root until it mounts (the light DOM shows as it is), then only the rendered tree', async () => {
    const el = document.createElement('x-probe');
    el.innerHTML = '<p>content</p>';
    expect(el.shadowRoot).to.equal(null);
    document.body.append(el);
    await (el as unknown as { ready: Promise<void> }).ready;
    expect(el.shadowRoot!.querySelector('output')).to.not.equal(null);
    // Only the rendered tree remains: no stray slot capturing the content.
    expect([...el.shadowRoot!.children].map((c) => c.localName)).to.deep.equal(['output']);
    el.remove();
  });

  it('takes over a declarative shadow root when upgraded (emptied), and never renders into the light DOM', async function () {
    if (!('setHTMLUnsafe' in Element.prototype)) return this.skip();
    const wrap = document.createElement('div');
    (wrap as HTMLElement & { setHTMLUnsafe(html: string): void }).setHTMLUnsafe('<x-probe><template shadowrootmode="open"><p>server</p></template><p id="light">content</p></x-probe>');
    const el = wrap.firstElementChild!;
    customElements.upgrade(el); // engines differ on whether the parser upgraded it already
    expect(el.shadowRoot?.textContent, 'the server\'s shadow content taken out at upgrade').to.equal('');
    document.body.append(wrap);
    await (el as unknown as { ready: Promise<void> }).ready;
    expect([...el.shadowRoot!.children].map((c) => c.localName)).to.deep.equal(['output']);
    expect([...el.children].map((c) => c.id)).to.deep.equal(['light']);
    wrap.remove();
  });

  it('shows its content as is, marked data-x-error with one console error, when someone else attached a shadow root first', async () => {
    const el = document.createElement('x-probe');
    el.innerHTML = '<p>content</p>';
    const theirs = el.attachShadow({ mode: 'open' });
    theirs.append(document.createElement('slot'));
    const errors: unknown[][] = [];
    const { error } = console;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      document.body.append(el);
      await until(() => el.hasAttribute('data-x-error'), 'marked as failed');
    } finally {
      console.error = error;
    }
    expect(errors).to.have.length(1);
    expect(String(errors[0]![0])).to.contain('<x-probe>');
    expect(el.shadowRoot).to.equal(theirs);
    expect(el.innerHTML, 'nothing rendered into the light DOM').to.equal('<p>content</p>');
    el.remove();
  });

  it('starts a slice for a tag\'s first mount (its code runs for the first time), and mounts the tag\'s others with it', async () => {
    const id = Math.random().toString(36).slice(2, 8); // tags no run of this test has mounted yet
    const [a1, a2, b1, b2] = ['a', 'a', 'b', 'b'].map((tag) => document.createElement(`x-first-${tag}-${id}`));
    const wrap = document.createElement('div');
    wrap.append(a1!, a2!, b1!, b2!);
    document.body.prepend(wrap);
    const ran = new Map<Element, object>();
    try {
      for (const el of [a1!, a2!, b1!, b2!]) requestMount(el, () => ran.set(el, taskNow()));
      await until(() => ran.size === 4, 'every mount ran');
      expect(ran.get(a2!), 'a warm tag\'s mount in the same slice').to.equal(ran.get(a1!));
      expect(ran.get(b1!), 'a cold tag\'s first mount in a slice of its own').to.not.equal(ran.get(a1!));
      expect(ran.get(b2!)).to.equal(ran.get(b1!));
    } finally {
      wrap.remove();
    }
  });

  it('mounts and renders an element at once when a script calls its method before the lazy mount', async () => {
    const el = document.createElement('x-tabs') as HTMLElement & { show(index: number): void };
    el.innerHTML = '<button slot="tab">A</button><div>a</div><button slot="tab">B</button><div>b</div>';
    document.body.append(el);
    try {
      expect(el.shadowRoot, 'not mounted yet').to.equal(null);
      el.show(1); // in the same task: mounted, rendered and its method run
      expect(el.hasAttribute('data-x-ready')).to.equal(true);
      await until(() => el.querySelector('[slot="tab"][aria-selected="true"]')?.textContent === 'B', 'the second tab open');
    } finally {
      el.remove();
    }
  });

  it('renders a slice\'s mounts 8 at a time, a tag\'s first alone, each batch ending its piece of the slice', async () => {
    // Rendered after the slice's last check, a batch made slices of 60 to 90 ms on a slow phone.
    const id = Math.random().toString(36).slice(2, 8);
    const els = Array.from({ length: 19 }, () => document.createElement(`x-batch-${id}`));
    const wrap = document.createElement('div');
    wrap.append(...els);
    document.body.prepend(wrap);
    const log: string[] = [];
    setMountRenderer(() => log.push('render'));
    try {
      for (const el of els) requestMount(el, () => log.push('mount'));
      await until(() => log.filter((x) => x === 'mount').length === 19, 'every mount ran');
      const batches = log.join(' ').split('render').map((run) => run.trim().split(' ').filter(Boolean).length).filter((n) => n > 0);
      expect(batches[0], 'the tag\'s first mount rendered alone').to.equal(1);
      expect(Math.max(...batches)).to.equal(8);
      expect(batches.reduce((a, b) => a + b, 0)).to.equal(19);
      expect(log.at(-1), 'rendered before its slice ends').to.equal('render');
    } finally {
      setMountRenderer(flushPortals);
      wrap.remove();
    }
  });

  it('mounts the waiting elements the visitor scrolls to before those still out of view', async () => {
    // Tall boxes: few are in or near the viewport once scrolled, and the 101st is out of view before and after.
    const box = () => Object.assign(document.createElement('section'), { style: 'height: 100px' });
    const below = Array.from({ length: 150 }, box);
    const wrap = document.createElement('div');
    wrap.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' }), ...below);
    document.body.prepend(wrap);
    const order: Element[] = [];
    try {
      // Mounts of 2 ms each: the queue takes many slices, and the scroll comes while most wait. The first
      // mount scrolls itself (a poll for it let a busy machine mount 115 before the scroll was seen).
      for (const el of below) {
        requestMount(el, () => {
          const start = performance.now();
          while (performance.now() - start < 2);
          order.push(el);
          if (order.length === 1) below.at(-1)!.scrollIntoView();
        });
      }
      await until(() => order.length === below.length, 'every mount ran');
      expect(order.indexOf(below.at(-1)!), 'the last one, scrolled to, before one still out of view').to.be.below(order.indexOf(below[100]!));
    } finally {
      wrap.remove();
      scrollTo(0, 0);
    }
  });

  it('mounts off-screen elements in background tasks, never in the task that mounts those in view (where tasks have priorities)', async function () {
    if (typeof (globalThis as { scheduler?: { postTask?: unknown } }).scheduler?.postTask !== 'function') return this.skip();
    const box = () => Object.assign(document.createElement('div'), { style: 'height: 10px' });
    const inView = [box(), box()];
    const below = Array.from({ length: 20 }, box);
    const wrap = document.createElement('div');
    wrap.append(...inView, Object.assign(document.createElement('div'), { style: 'height: 4000px' }), ...below);
    document.body.prepend(wrap);
    const ran = new Map<Element, object>();
    try {
      // Quick mounts: one slice would have room for all 22.
      for (const el of [...inView, ...below]) requestMount(el, () => ran.set(el, taskNow()));
      await until(() => ran.size === 22, 'every mount ran');
      const visibleTasks = new Set(inView.map((el) => ran.get(el)));
      expect(below.filter((el) => visibleTasks.has(ran.get(el)!)), 'off-screen mounts in an in-view mount\'s task').to.have.length(0);
    } finally {
      wrap.remove();
    }
  });
});

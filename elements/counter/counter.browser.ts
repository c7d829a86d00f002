// x-counter in the three engines (checklist B35 to B37); formatting, easing
// and the ring's geometry are unit-tested in count.test.ts.
import { expect } from 'chai';
import './define';
import { captureWarnings, fixture, observed, record, removeFrame, shadow, smoke, until, withPageSettings } from '../../tests/browser/helpers';
import { preCssFile } from '../../scripts/pre-css.mjs';

// The counter's pre-upgrade sources as the build finds them (counter.pre.css and any other counter.*.css).
const ownCss = import.meta.glob<string>('./counter.*.css', { query: '?raw', import: 'default', eager: true });

async function below(inner: string) {
  const wrap = await fixture(`<div><div style="height: 1500px"></div>${inner}<div style="height: 1500px"></div></div>`);
  return wrap.querySelector<HTMLElement>('x-counter')!;
}
const text = (el: HTMLElement) => shadow(el, '[part="number"]').textContent;

describe('x-counter', () => {
  afterEach(() => window.scrollTo(0, 0));

  smoke('waits at 0 until scrolled into view, then counts up to its value (B35)', async () => {
    const el = await below('<x-counter value="1200" separator="," duration="600"><h4>Customers</h4></x-counter>');
    const starts = record<{ value: number }>(el, 'x-counter-start');
    const ends = record<{ value: number }>(el, 'x-counter-end');
    await observed(el); // the counter has been told it is out of view
    expect(text(el)).to.equal('0');
    expect(el.dataset.state).to.equal('waiting');
    expect(starts.length).to.equal(0);
    el.scrollIntoView({ block: 'center' });
    await until(() => el.dataset.state === 'counting', 'counting');
    const seen = new Set<string>();
    await until(() => (seen.add(text(el)!), ends.length === 1), 'ended', 3000);
    expect(text(el)).to.equal('1,200');
    expect(ends[0]!.detail.value).to.equal(1200);
    expect([...seen].some((s) => s !== '0' && s !== '1,200')).to.equal(true, 'numbers on the way');
    expect(el.dataset.state).to.equal('done');
    expect(el.shadowRoot!.textContent).to.contain('1,200', 'the final number for screen readers');
  });

  it('takes 1800 ms by default, and keeps the decimals the value is written with', async () => {
    const el = await fixture<HTMLElement>('<x-counter value="4.50" percent></x-counter>');
    const ends = record(el, 'x-counter-end');
    const started = performance.now();
    await until(() => el.dataset.state === 'counting', 'counting');
    await until(() => /^\d\.\d\d%$/.test(text(el)!) && text(el) !== '0.00%', 'a number on the way, in hundredths');
    await until(() => ends.length === 1, 'ended', 4000);
    expect(performance.now() - started).to.be.greaterThan(1700);
    expect(text(el)).to.equal('4.50%');
  });

  it('draws a circle counter as a meter whose ring ends at its percentage, line 5 (B36)', async () => {
    const el = await fixture<HTMLElement>('<x-counter type="circle" value="75" duration="300"><span>Done</span></x-counter>');
    const meter = shadow(el, '[part="circle"]');
    expect(meter.getAttribute('role')).to.equal('meter');
    expect(meter.getAttribute('aria-valuenow')).to.equal('75');
    expect(meter.getAttribute('aria-valuetext')).to.equal('75%');
    await until(() => el.dataset.state === 'done', 'done', 3000);
    const ring = shadow(el, '[part="ring"]');
    const r = (110 - 5) / 2;
    const c = 2 * Math.PI * r;
    expect(Number(ring.getAttribute('stroke-width'))).to.equal(5);
    expect(Number(ring.getAttribute('stroke-dashoffset'))).to.be.closeTo(c * 0.25, 0.01);
    expect(text(el)).to.equal('75%');
    expect(meter.getBoundingClientRect().width).to.be.closeTo(110, 0.5);
  });

  it('takes a circle\'s size from --x-counter-size and draws the ring to it', async () => {
    const el = await fixture<HTMLElement>('<x-counter type="circle" value="50" duration="0" style="--x-counter-size: 150px"></x-counter>');
    await until(() => Number(shadow(el, '[part="ring"]').getAttribute('r')) === (150 - 5) / 2, 'the ring drawn to 150 px');
    expect(shadow(el, '[part="circle"]').getBoundingClientRect().width).to.be.closeTo(150, 0.5);
  });

  it('draws the shop part\'s pie: 110 across, line 3, 1000 ms', async () => {
    // Timed from its start event to its end event, as they are dispatched: the time a loaded machine
    // takes to mount and start it is not the counter's duration.
    const at: Record<string, number> = {};
    const note = (e: Event) => {
      if ((e.target as Element).getAttribute?.('variant') === 'shop') at[e.type] ??= performance.now();
    };
    for (const name of ['x-counter-start', 'x-counter-end']) document.addEventListener(name, note, true);
    const el = await fixture<HTMLElement>('<x-counter type="circle" variant="shop" value="40"></x-counter>');
    try {
      await until(() => at['x-counter-end'] !== undefined, 'ended', 4000);
    } finally {
      for (const name of ['x-counter-start', 'x-counter-end']) document.removeEventListener(name, note, true);
    }
    const elapsed = at['x-counter-end']! - at['x-counter-start']!;
    expect(elapsed).to.be.greaterThan(900);
    expect(elapsed).to.be.lessThan(1500, 'the shop\'s 1000 ms, not the site\'s 1800');
    expect(Number(shadow(el, '[part="ring"]').getAttribute('stroke-width'))).to.equal(3);
  });

  it('fills a bar counter to its data-width percentage (B37)', async () => {
    const el = await fixture<HTMLElement>('<div style="width: 400px"><x-counter type="bar" data-width="75%" duration="300">Design</x-counter></div>');
    const counter = el.querySelector<HTMLElement>('x-counter')!;
    await until(() => counter.dataset.state === 'done', 'done', 3000);
    const bar = shadow(counter, '[part="bar"]');
    const fill = shadow(counter, '[part="fill"]');
    expect(fill.getBoundingClientRect().width / bar.getBoundingClientRect().width).to.be.closeTo(0.75, 0.01);
    expect(getComputedStyle(fill).clipPath).to.match(/inset\(0(px)? 0(%|px)? 0(px)? 0(px)?\)|inset\(0px\)|inset\(0%?\)/);
    expect(bar.getAttribute('aria-valuenow')).to.equal('75');
    expect(text(counter)).to.equal('75%');
  });

  it('warns once for a bad attribute, naming it and what it expects, and uses the default', async () => {
    const warnings = await captureWarnings(async () => {
      const el = await fixture<HTMLElement>('<x-counter type="pie" value="lots" data-width="150%"></x-counter>');
      await until(() => el.dataset.state === 'done', 'done', 4000);
      expect(text(el)).to.equal('0');
    });
    const all = warnings.join('\n');
    expect(all).to.contain('<x-counter> attribute "type" has an invalid value "pie": expected one of "number", "circle", "bar"');
    expect(all).to.contain('attribute "value" has an invalid value "lots": expected a number');
    expect(all).to.contain('attribute "data-width" has an invalid value "150%": expected a percentage from 0 to 100');
  });

  it('keeps a circle\'s percentage within 0 to 100, and says so once', async () => {
    let el!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      el = await fixture<HTMLElement>('<x-counter type="circle" value="150" duration="0"></x-counter>');
      await until(() => el.dataset.state === 'done', 'done', 4000);
    });
    expect(warnings.filter((w) => w.includes('outside 0 to 100'))).to.deep.equal(['<x-counter> attribute "value": 150 is outside 0 to 100, a circle\'s percentage; shown as 100.']);
    expect(shadow(el, '[role="meter"]').getAttribute('aria-valuenow')).to.equal('100');
  });

  it('shows its value to a visitor without scripts, through the linked x-elements.pre.css (issue 25)', async () => {
    // A sandbox without allow-scripts: the frame's document runs no script, as for such a visitor.
    const frame = document.createElement('iframe');
    frame.sandbox.add('allow-same-origin');
    frame.style.cssText = 'width: 800px; height: 600px; border: 0';
    frame.srcdoc = `<!doctype html><style>html { --probe: scripts } @media (scripting: none) { html { --probe: none } }</style>
      <style>${preCssFile(ownCss)}</style><body style="margin: 0; font: 16px/1.5 sans-serif">
      <x-counter value="1200"><p style="margin: 0">Customers</p></x-counter>
      <x-counter type="circle" value="75"><p style="margin: 0">Design</p></x-counter>
      <x-counter type="bar" data-width="85%"><p style="margin: 0">Code</p></x-counter>`;
    const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
    document.body.append(frame);
    await loaded;
    const doc = frame.contentDocument!;
    try {
      expect(getComputedStyle(doc.documentElement).getPropertyValue('--probe').trim(), 'the frame runs without scripts').to.equal('none');
      // Each counter draws its value as text above its title: a line of 2em beside the title's own height.
      const drawn = [...doc.querySelectorAll('x-counter')].map((el) => {
        const value = el.getBoundingClientRect().height - el.querySelector('p')!.getBoundingClientRect().height;
        return `${el.getAttribute('type') ?? 'number'}: ${value > 24 ? 'value shown' : 'title only'}`;
      });
      expect(drawn).to.deep.equal(['number: value shown', 'circle: value shown', 'bar: value shown']);
      const bar = getComputedStyle(doc.querySelector('[type=bar]')!, '::before').content;
      expect(['attr(data-width)', '"85%"'], 'a bar\'s value is its data-width').to.include(bar);
    } finally {
      await removeFrame(frame);
    }
  });

  it('counts at once, below the fold too, with waypoints off (preview, ignore_waypoints)', async () => {
    await withPageSettings({ ignore_waypoints: true }, async () => {
      const el = await below('<x-counter value="7" duration="100"></x-counter>');
      await until(() => el.dataset.state === 'done', 'counted without coming into view', 3000);
      expect(text(el)).to.equal('7');
    });
  });
});

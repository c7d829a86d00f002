// x-map in the three engines (checklist D18): the embed, the fallback and
// its warning, and the box kept before upgrade. The map held by the consent
// blocker until its category is allowed: tests/e2e/map.test.mjs.
import { expect } from 'chai';
import './define';
import preCss from './map.pre.css?raw';
import { boxesIn, captureWarnings, drawnBeforeUpgrade, fixture, frameSettled, shadow, smoke, until } from '../../tests/browser/helpers';

const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

const EMBED = '/tests/browser/fixtures/vendor/embed.html';
const EMBED_URL = `${location.origin}${EMBED}`;
const requests = () => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes(EMBED));

describe('x-map', () => {
  it('shows its content and warns once, naming what it needs, when given no place', async () => {
    let el!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      el = await fixture('<x-map src="javascript:alert(1)"><p id="fallback">12 Garden Lane</p></x-map>');
      await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    });
    expect(el.shadowRoot!.querySelector('iframe')).to.equal(null);
    expect(document.getElementById('fallback')!.getBoundingClientRect().height).to.be.above(0);
    expect(warnings.filter((w) => w.includes('<x-map>'))).to.have.length(1);
    expect(warnings[0]).to.contain('"address"').and.contain('javascript:alert(1)');
  });

  smoke('keeps its box before upgrade, where the map then is', async () => {
    const html = '<div style="width: 600px"><x-map id="m" address="Kew Gardens" style="--x-map-height: 300px"><p>12 Garden Lane</p></x-map><p id="below">Below</p></div>';
    const measure = (doc: Document) => boxesIn(doc, 'div', '#m, #below');
    const drawn = await drawnBeforeUpgrade(html, preCss, measure, innerWidth);
    const wrap = await fixture(`<div style="font: 16px/1.5 sans-serif">${html.replace('address="Kew Gardens"', `src="${EMBED_URL}?kew"`)}</div>`);
    const el = wrap.querySelector('x-map')!;
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    expect(measure(document)).to.deep.equal(drawn);
    await until(() => !!el.shadowRoot!.querySelector('iframe'), 'the frame, the box in view');
    const frame = shadow(el, 'iframe') as HTMLIFrameElement;
    expect(frame.getBoundingClientRect().height).to.be.closeTo(300, 1);
    expect(frame.title).to.equal('Map');
    // The next fixture takes this frame away: never while it still loads.
    await until(() => requests().some((r) => r.includes('kew')), 'the map loads');
    await frameSettled(frame);
  });

  it('makes its frame only once its box is a screen or less from view, its content shown until then', async () => {
    const wrap = await fixture(`<div><div style="height: ${3 * innerHeight}px"></div><x-map src="${EMBED_URL}?far"><p id="far">12 Garden Lane</p></x-map></div>`);
    const el = wrap.querySelector('x-map')!;
    try {
      await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
      // Two frames after upgrade: with the box in view, the frame would be there by now.
      await new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
      await new Promise((next) => setTimeout(next, 0));
      expect(el.shadowRoot!.querySelector('iframe'), 'no frame three screens down').to.equal(null);
      expect(document.getElementById('far')!.getBoundingClientRect().height).to.be.above(0);
      expect(requests().some((r) => r.includes('far'))).to.equal(false);
      // Scrolled to within a screen of it (its top half a screen below the viewport's bottom).
      scrollTo(0, el.getBoundingClientRect().top + scrollY - 1.5 * innerHeight);
      await until(() => !!el.shadowRoot!.querySelector('iframe'), 'the frame, the box near view');
      const frame = shadow(el, 'iframe') as HTMLIFrameElement;
      scrollTo(0, el.getBoundingClientRect().top + scrollY);
      await until(() => requests().some((r) => r.includes('far')), 'the map loads');
      await frameSettled(frame);
    } finally {
      scrollTo(0, 0);
    }
  });

  // Under the consent blocker: tests/e2e/map.test.mjs, on the docs page with
  // the real blocker. Installed in a test page, the blocker's hooks on the
  // DOM prototypes stayed for the runner's own code, and WebKit (and at
  // times Firefox) then never reported the file's results under load.
});

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
    const frame = shadow(el, 'iframe') as HTMLIFrameElement;
    expect(frame.getBoundingClientRect().height).to.be.closeTo(300, 1);
    expect(frame.title).to.equal('Map');
    // The next fixture takes this frame away: never while it still loads.
    await until(() => requests().some((r) => r.includes('kew')), 'the map loads');
    await frameSettled(frame);
  });

  // Under the consent blocker: tests/e2e/map.test.mjs, on the docs page with
  // the real blocker. Installed in a test page, the blocker's hooks on the
  // DOM prototypes stayed for the runner's own code, and WebKit (and at
  // times Firefox) then never reported the file's results under load.
});

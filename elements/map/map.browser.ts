// x-map in the three engines (checklist D18): the embed from the place, the
// fallback and its warning, the box kept before upgrade, and the map held by
// the consent blocker until its category is allowed. A file of its own: the
// blocker hooks the page's prototypes for the rest of it.
import { expect } from 'chai';
import { installBlocker } from '../consent/blocker';
import { COOKIE_NAME } from '../consent/state';
import './define';
import preCss from './map.pre.css?raw';
import { boxesIn, captureWarnings, drawnBeforeUpgrade, fixture, record, shadow, sleep, until } from '../../tests/browser/helpers';

const pre = document.createElement('style');
pre.textContent = preCss;
document.head.append(pre);

const EMBED = '/tests/browser/fixtures/vendor/embed.html';
const EMBED_URL = `${location.origin}${EMBED}`;
const requests = () => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes(EMBED));
const clearCookie = () => (document.cookie = `${COOKIE_NAME}=; max-age=0; path=/`);

describe('x-map', () => {
  let api: ReturnType<typeof installBlocker>;
  before(clearCookie);
  after(clearCookie);

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

  it('keeps its box before upgrade, where the map then is', async () => {
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
  });

  // Google's own embed is never mounted here: a test machine may have no way
  // out, and other test files share the consent cookie. Its address is
  // unit-tested (embed.test.ts), its category is the blocker's default list.
  it('under the consent blocker: no request before consent, the placeholder in its place, the map once allowed (D18)', async () => {
    api = installBlocker({ providers: [{ pattern: EMBED, category: 'functional' }] });
    // As dist/x-consent-blocker.js leaves it for the page.
    (window as { xConsent?: typeof api }).xConsent = api;
    document.cookie = `${COOKIE_NAME}=${encodeURIComponent('functional:no')}; path=/`;
    api.refresh();
    const el = await fixture<HTMLElement>(`<x-map src="${EMBED_URL}?garden-map"><p>12 Garden Lane</p></x-map>`);
    const loads = record<{ src: string }>(el, 'x-map-load');
    await until(() => el.hasAttribute('data-x-ready'), 'upgraded');
    const frame = () => el.shadowRoot!.querySelector('iframe')!;
    const box = () => el.shadowRoot!.querySelector<HTMLElement>('[part="consent"]');
    await until(() => box() !== null, 'the consent placeholder');
    expect(box()!.querySelector('slot')!.assignedNodes().map((n) => n.textContent).join()).to.contain('12 Garden Lane');
    await sleep(300);
    expect(requests().filter((r) => r.includes('garden-map'))).to.deep.equal([]);
    expect(frame().hidden).to.equal(true);
    expect(api.pending()).to.include(frame());
    expect(box()!.querySelector('button')!.textContent).to.equal('Allow functional cookies to show the map');
    box()!.querySelector('button')!.click();
    await until(() => requests().some((r) => r.includes('garden-map')), 'the map loads once allowed', 4000);
    await until(() => loads.length === 1, 'x-map-load');
    expect(frame().hidden).to.equal(false);
    expect(box()).to.equal(null);
  });


});

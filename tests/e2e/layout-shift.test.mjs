// No layout shift when elements upgrade, in Chromium, on a page of the
// pasted snippets (README and docs demos) in every documented script
// placement (each docs page's own CLS is the page sweep's). Two measures:
// the browser's own layout-shift entries (CLS, to three decimals) over the
// whole load, and each element's box with only the pre-upgrade styles
// (element chunks held back) against its box once upgraded.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launchChromium, startServer } from './browser.mjs';
import { PLACEMENTS, snippetPage } from './snippets.mjs';

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const recordShifts = () => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      // A text node is named by its words and the element holding it, so a failure says what moved.
      const name = (n) => n?.id || n?.localName || (n ? `#text "${n.textContent.trim().slice(0, 30)}" in <${n.parentElement?.localName}${n.parentElement?.id ? `#${n.parentElement.id}` : ''}>` : '(gone)');
      if (!e.hadRecentInput) window.__shifts.push({ value: e.value, at: Math.round(e.startTime), sources: e.sources.map((s) => `${name(s.node)} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};
const allReady = () => [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('x-') && e.localName !== 'x-popup-form')
  .every((e) => e.hasAttribute('data-x-ready') || e.hasAttribute('data-x-error'));
// Elements fixed to the viewport (x-scroll-top, x-side-nav) take no room in the flow: their boxes are left out,
// their shifts are still counted in the CLS.
const boxes = () => [...document.querySelectorAll('section *')].filter((e) => e.localName.startsWith('x-') && getComputedStyle(e).position !== 'fixed')
  .map((e) => { const r = e.getBoundingClientRect(); return `${e.closest('section').id} <${e.localName}> ${Math.round(r.width)}x${Math.round(r.height)} at ${Math.round(r.y)}`; });
/** The boxes once two frames in a row drew them the same (at most 5 s). */
async function settledBoxes(page) {
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  let last = await page.evaluate(boxes);
  for (const start = Date.now(); Date.now() - start < 5000;) {
    await frames();
    const now = await page.evaluate(boxes);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}
/**
 * Every element drawn: some mounted far below are held undrawn while the
 * queue runs (elements/core/hold.ts), a box of their size before the mount,
 * then drawn a few a frame once it is empty.
 */
const allDrawn = () => !document.querySelector('[style*="content-visibility"]');
const cls = (shifts) => shifts.reduce((sum, s) => sum + s.value, 0);
/**
 * A shift the parser makes, not the upgrade: on a long page the browser
 * paints before the parse ends (first paint 470 to 550 ms, the parse 525
 * to 575 ms on this page), and a paint between an element's first children
 * and the rest moves a box its pre-upgrade styles reserve after them (the
 * portfolio's page-links bar, an `::after` with no node: "(gone)") down as
 * the rest arrive, as any footer of a half-parsed box would (CLS 0.0006
 * once in CI, script in the body). Only such shifts, before the document
 * was parsed, are left out.
 */
const parsingShift = (s, parsedAt) => s.at < parsedAt && s.sources.every((source) => source.startsWith('(gone)'));

/** An element's name on the page: its section, its tag and its place among that tag's in the section. */
const keyOf = (e) => `${e.closest('section').id} <${e.localName}> ${[...e.closest('section').querySelectorAll(e.localName)].indexOf(e)}`;
const heightsBefore = (keyOfSource) => {
  const keyOf = new Function(`return ${keyOfSource}`)();
  return Object.fromEntries([...document.querySelectorAll('section *')].filter((e) => e.localName.startsWith('x-')).map((e) => [keyOf(e), e.getBoundingClientRect().height]));
};
/**
 * Each element held undrawn (elements/core/hold.ts) as it is held: its held
 * content height plus its padding and border once mounted, the border box it
 * has while held.
 */
const recordHolds = (keyOfSource) => {
  const keyOf = new Function(`return ${keyOfSource}`)();
  window.__holds = {};
  new MutationObserver((records) => {
    for (const { target: e } of records) {
      const size = /none auto ([\d.]+)px/.exec(e.style?.containIntrinsicSize ?? '');
      if (!size || e.style.contentVisibility !== 'auto' || !e.closest('section')) continue;
      const cs = getComputedStyle(e);
      const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((sum, p) => sum + parseFloat(cs[p]), 0);
      window.__holds[keyOf(e)] ??= Number(size[1]) + edges;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
};

async function load(url, { placement, hold = false, height = 5000 } = {}) {
  const page = await browser.newPage({ viewport: { width: 800, height } });
  if (placement) await page.route('**/snippets.html', (r) => r.fulfill({ contentType: 'text/html', body: snippetPage(placement) }));
  let release = () => {};
  if (hold) {
    const held = new Promise((r) => (release = r));
    await page.route('**/dist/elements/**', async (r) => {
      await held;
      await r.continue();
    });
  }
  await page.addInitScript(recordShifts);
  await page.addInitScript(recordHolds, keyOf.toString());
  await page.goto(url);
  return { page, release };
}

describe('layout shift on upgrade', () => {
  for (const placement of Object.keys(PLACEMENTS)) {
    it(`the pasted snippets, script ${placement}: CLS 0.000, and every box as the pre-upgrade styles drew it`, async () => {
      const { page, release } = await load(`${server.url}/snippets.html`, { placement, hold: true });
      await page.waitForLoadState('load');
      const before = await settledBoxes(page);
      release();
      await page.waitForFunction(allReady, null, { timeout: 15000 });
      await page.waitForFunction(allDrawn, null, { timeout: 15000 });
      const upgraded = await settledBoxes(page);
      const shifts = await page.evaluate(() => window.__shifts);
      const parsedAt = await page.evaluate(() => performance.getEntriesByType('navigation')[0].domInteractive);
      assert.deepEqual(upgraded, before);
      assert.equal(cls(shifts.filter((s) => !parsingShift(s, parsedAt))).toFixed(3), '0.000', JSON.stringify(shifts));
      await page.close();
    });
  }

  it('the pasted snippets in a window 900 px high: each element held undrawn below it is as tall as before upgrade', async () => {
    const { page, release } = await load(`${server.url}/snippets.html`, { placement: 'head', hold: true, height: 900 });
    await page.waitForLoadState('load');
    await settledBoxes(page);
    const before = await page.evaluate(heightsBefore, keyOf.toString());
    release();
    await page.waitForFunction(allReady, null, { timeout: 15000 });
    await page.waitForFunction(allDrawn, null, { timeout: 15000 });
    const holds = await page.evaluate(() => window.__holds);
    assert.ok(Object.keys(holds).length >= 10, `held: ${JSON.stringify(holds)}`);
    const wrong = Object.entries(holds).filter(([key, height]) => Math.abs(height - before[key]) > 0.5).map(([key, height]) => `${key}: ${before[key]} before, held at ${height}`);
    assert.deepEqual(wrong, []);
    await page.close();
  });
});

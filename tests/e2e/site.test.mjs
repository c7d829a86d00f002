// The demo site's home page as a phone, a tablet and a desktop show it: the
// header's rows (the logo, search and cart on the first row of a phone, the
// two menus on the second) and no page wider than the screen at any width.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser } from './browser.mjs';

const env = serverAndBrowser({ before, after });

/** The header bar's visible items, as rows of their tops; and the page's width against the window's. */
function measure() {
  const bar = document.querySelector('.site-header .bar');
  const rows = new Map();
  for (const item of bar.children) {
    const box = item.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    const top = [...rows.keys()].find((t) => Math.abs(t - box.top) < box.height / 2) ?? box.top;
    rows.set(top, [...(rows.get(top) ?? []), item.className.split(' ')[0] || item.localName]);
  }
  return { rows: [...rows.values()], overflow: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth) };
}

describe('the demo site at phone, tablet and desktop widths', () => {
  for (const [width, rows] of [[320, 2], [360, 2], [768, 2], [1280, 1]]) {
    it(`${width} px: the header in ${rows} row${rows > 1 ? 's' : ''}, the page no wider than the screen`, async () => {
      const page = await env.browser.newPage({ viewport: { width, height: 800 } });
      try {
        await page.goto(`${env.server.url}/`);
        await page.waitForFunction(() => ['x-header', 'x-mobile-menu', 'x-slide-menu', 'x-cart-count'].every((t) => document.querySelector(t)?.hasAttribute('data-x-ready')));
        const { rows: seen, overflow } = await page.evaluate(measure);
        assert.equal(seen.length, rows, `rows: ${JSON.stringify(seen)}`);
        if (width < 600) assert.deepEqual(seen[0].sort(), ['brand', 'site-cart', 'site-search'], 'the logo, search and cart first');
        assert.equal(overflow, 0, 'no sideways scroll');
      } finally {
        await page.close();
      }
    });
  }
});

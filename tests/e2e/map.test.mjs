// x-map on its docs page, under the real consent blocker served by the
// reference server (checklist D18): no request to Google Maps before the
// visitor allows functional cookies, the address and an allow button in the
// box, the map once allowed. Google's address is answered by a route here:
// the test machine may have no way out. (The three-engine browser tests
// cover the map without the blocker: a test page whose prototypes the
// blocker hooks could not report its results reliably in WebKit.)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { serverAndBrowser } from './browser.mjs';

const env = serverAndBrowser({ before, after });

describe('x-map under the consent blocker', () => {
  it('asks Google for nothing before consent, shows the address and an allow button, and the map once allowed', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const google = [];
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(/^https:\/\/(www\.|maps\.)?google\.[a-z.]+\//, (route) => {
      google.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
    });
    await page.goto(`${env.server.url}/x-map.html`);
    const map = page.locator('x-map').first();
    await page.waitForFunction(() => document.querySelector('x-map')?.hasAttribute('data-x-ready'));
    const button = map.locator('[part="consent"] button');
    await button.waitFor();
    assert.equal(await button.textContent(), 'Allow functional cookies to show the map');
    assert.match(await map.textContent(), /Royal Botanic Gardens, Kew/);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(google, [], 'nothing asked of Google before consent');
    assert.equal(await map.locator('iframe').evaluate((f) => f.hidden), true);

    const loaded = page.evaluate(() => new Promise((r) => document.querySelector('x-map').addEventListener('x-map-load', (e) => r(e.detail.src), { once: true })));
    await button.click();
    const src = await loaded;
    assert.match(src, /^https:\/\/www\.google\.com\/maps\?.*output=embed/);
    assert.ok(google.some((u) => u.startsWith('https://www.google.com/maps')), 'the map asked for once allowed');
    assert.equal(await map.locator('iframe').evaluate((f) => f.hidden), false);
    assert.equal(await map.locator('[part="consent"]').count(), 0);
    assert.match(await page.evaluate(() => decodeURIComponent(document.cookie)), /functional:yes/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

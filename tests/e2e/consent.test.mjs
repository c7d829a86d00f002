// The consent blocker on a real page served by the reference server, checked
// against Chromium's own network log.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launchChromium, startServer } from './browser.mjs';

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

describe('examples/consent-blocker.html', () => {
  it('requests no vendor before consent, each allowed vendor once after, and keeps the rest blocked', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const vendor = [];
    const errors = [];
    page.on('request', (r) => r.url().includes('/vendor/') && vendor.push(new URL(r.url()).pathname));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/consent-blocker.html`);
    await page.click('#inject');
    await page.waitForTimeout(500);
    assert.deepEqual(vendor, [], 'nothing before consent');
    assert.equal(await page.locator('.x-consent-placeholder').count(), 1);

    await page.click('text=Allow analytics');
    await page.waitForFunction(() => document.getElementById('log').textContent.includes('analytics.js ran'));
    assert.deepEqual(vendor, ['/vendor/analytics.js']);

    await page.click('text=Allow advertisement');
    await page.waitForFunction(() => document.getElementById('log').textContent.includes('ads.js ran'));
    await page.click('.x-consent-placeholder button');
    await page.waitForFunction(() => !document.querySelector('.x-consent-placeholder'));
    await page.waitForTimeout(300);
    assert.deepEqual(vendor, ['/vendor/analytics.js', '/vendor/ads.js', '/vendor/video.html']);

    const cookie = (await context.cookies()).find((c) => c.name === 'cookieyes-consent');
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/');
    assert.match(
      decodeURIComponent(cookie.value),
      /^consentid:[A-Za-z0-9]{32},consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:no,advertisement:yes$/,
    );
    assert.ok(cookie.expires * 1000 - Date.now() > 364 * 86400000, 'about 365 days');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
